import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton } from '../../shared/ui/link';
import { useFormat } from '../../shared/i18n/format';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useSavedJobs } from './use-saved-jobs';
import { departmentAtPlace, positionHref } from '../../shared/position-summary';

// /careers/saved-jobs: the candidate's saved positions, newest saved first; one that has closed
// since stays, marked, until they remove it.
// headingLevel 2 inside the dashboard's tabs.
export function SavedJobsPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const saved = useSavedJobs();
  return (
    <section aria-labelledby="saved-jobs-heading" className="mx-auto flex max-w-3xl flex-col gap-4">
      <Heading id="saved-jobs-heading" className="text-2xl font-semibold">
        {t('savedJobs.heading')}
      </Heading>
      <InlineError error={saved.removeError} />
      {saved.error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={saved.error} />
          <Button variant="secondary" onPress={saved.refetch}>
            {t('search.retry')}
          </Button>
        </div>
      ) : saved.isLoading ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-20 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : saved.positions.length === 0 ? (
        <Card variant="dashed" padding="wide">
          <p className="font-semibold">{t('savedJobs.empty')}</p>
          <p className="mt-1 text-sm text-ink/70">{t('savedJobs.emptyHint')}</p>
          <LinkButton href={internalLink('/careers')} className="mt-3">
            {t('savedJobs.searchJobs')}
          </LinkButton>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2">
          {saved.positions.map((position) => {
            const isClosed = position.archivedAt > 0;
            return (
              <Card
                as="li"
                key={position.id}
                className="flex flex-wrap items-center justify-between gap-3"
              >
                <div className="min-w-0">
                  {isClosed ? (
                    <span className="font-semibold text-ink/70" dir="auto">
                      {position.name}
                    </span>
                  ) : (
                    <Link
                      href={positionHref(position, internalLink)}
                      className={`font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
                    >
                      <span dir="auto">{position.name}</span>
                    </Link>
                  )}
                  <p className="text-sm text-ink/70" dir="auto">
                    {departmentAtPlace(position, t)}
                  </p>
                  <p className="text-xs text-ink/60">
                    {isClosed
                      ? t('savedJobs.closed')
                      : t('savedJobs.posted', {
                          when: format.relativeTime(position.postedTs * 1000),
                        })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  isDisabled={saved.removing === String(position.id)}
                  onPress={() => {
                    saved.remove(position.id);
                  }}
                  aria-label={t('savedJobs.removeNamed', { name: position.name })}
                >
                  {t('savedJobs.remove')}
                </Button>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
