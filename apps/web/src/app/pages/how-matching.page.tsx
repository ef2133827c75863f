import { HowMatchingWorks } from '../../features/search/how-matching-works';

// /careers/how-matching-works (issue 13): how a match is worked out, in plain words.
export function HowMatchingPage() {
  return <HowMatchingWorks />;
}
