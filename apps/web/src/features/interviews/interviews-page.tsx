import { useTranslation } from '../../shared/i18n/use-translation';
import { UpcomingPastPage } from '../../shared/ui/upcoming-past-page';
import { useInterviews } from './api/use-interviews';
import { InterviewCard } from './interview-card';

/**
 * /careers/interviews (and the dashboard's tab): offers to choose a time from first, then upcoming
 * interviews soonest first, in the candidate's own time zone; then past and cancelled ones.
 */
export function InterviewsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const query = useInterviews();
  const texts = {
    heading: t('interviews.heading'),
    empty: t('interviews.empty'),
    emptyHint: t('interviews.emptyHint'),
    upcoming: t('interviews.upcoming'),
    noUpcoming: t('interviews.noUpcoming'),
    past: t('interviews.past'),
    zoneNote: t('interviews.zoneNote'),
  };
  return (
    <UpcomingPastPage
      id="interviews-heading"
      headingLevel={headingLevel}
      texts={texts}
      query={query}
      renderItem={(item, isUpcoming) => (
        <InterviewCard key={item.id} interview={item} isUpcoming={isUpcoming} />
      )}
    />
  );
}
