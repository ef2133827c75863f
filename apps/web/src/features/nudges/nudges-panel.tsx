import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import type { Nudge } from '@careers/contracts/nudges';
import { useFormat, type Format } from '../../shared/i18n/format';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useNudges } from './api/use-nudges';

// The server's path with its own query, kept, plus the page's pass-through parameters.
function nudgeHref(url: string, internalLink: ReturnType<typeof useInternalLink>): string {
  const parsed = new URL(url, 'https://careers.invalid');
  return internalLink(parsed.pathname, Object.fromEntries(parsed.searchParams));
}

function nudgeText(nudge: Nudge, t: ReturnType<typeof useTranslation>['t'], format: Format) {
  switch (nudge.kind) {
    case 'signDocument':
      return t('nudges.signDocument', { document: nudge.subject, position: nudge.context });
    case 'completeForm':
      return t('nudges.completeForm', { form: nudge.subject });
    case 'finishDraft':
      return t('nudges.finishDraft', { position: nudge.subject });
    case 'chooseInterviewTime':
      return t('nudges.chooseInterviewTime', { position: nudge.subject });
    case 'upcomingInterview':
      return t('nudges.upcomingInterview', { position: nudge.subject });
    case 'completeProfile':
      return t('nudges.completeProfile', {
        percent: format.number((nudge.percent ?? 0) / 100, { style: 'percent' }),
      });
  }
}

function nudgeWhen(nudge: Nudge, t: ReturnType<typeof useTranslation>['t'], format: Format) {
  if (!nudge.at) return null;
  if (nudge.kind === 'upcomingInterview') return format.dateTime(nudge.at);
  const when = format.relativeTime(nudge.at);
  return nudge.kind === 'signDocument' ? t('nudges.expires', { when }) : t('nudges.due', { when });
}

/**
 * The dashboard's "what to do next": at most five of the candidate's open tasks, the ones the
 * employer waits on first. Nothing shows while it loads, when it fails or when there is nothing to
 * do: the tabs below carry the page.
 */
export function NudgesPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const nudges = useNudges();
  const list = nudges.data?.nudges ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="nudges-heading"
      className="rounded-brand border border-primary/25 bg-primary/5 p-4"
    >
      <h2 id="nudges-heading" className="text-lg font-semibold">
        {t('nudges.heading')}
      </h2>
      <ul className="mt-2 flex flex-col divide-y divide-ink/10">
        {list.map((nudge) => {
          const when = nudgeWhen(nudge, t, format);
          return (
            <li
              key={nudge.id}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  href={nudgeHref(nudge.url, internalLink)}
                  className={`font-medium text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
                >
                  <span dir="auto">{nudgeText(nudge, t, format)}</span>
                </Link>
                {when ? <p className="text-sm text-ink/70">{when}</p> : null}
              </div>
              {nudge.isActionRequired ? (
                <span className="w-fit shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                  {t('nudges.actionRequired')}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
