import { FormsShowcasePage as Showcase } from '../../features/forms/forms-showcase-page';

// /careers/forms/showcase: every question type of the form toolkit in every layout.
export default function FormsShowcasePage() {
  return <Showcase />;
}
