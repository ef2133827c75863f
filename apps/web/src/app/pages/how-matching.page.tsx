import { HowMatchingWorks } from '../../features/search/how-matching-works';

// /careers/how-matching-works: how a match is worked out, in plain words.
export default function HowMatchingPage() {
  return <HowMatchingWorks />;
}
