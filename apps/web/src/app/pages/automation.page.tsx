import { AutomationPage } from '../../features/automation/automation-page';

// /careers/automation: what is automated, what it uses, and how to correct or turn it off.
export default function AutomationRoutePage() {
  return <AutomationPage />;
}
