import type { Interview, InterviewRules } from '@careers/contracts/interviews';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FOCUS_RING } from '../../../shared/ui/button';

// An interview the recruiting team set at a time, with none offered to choose from, was never
// "offered": it can be cancelled, never moved.
const wasSetByTeam = (interview: Interview) =>
  !interview.history.some((event) => event.kind === 'offered');

/**
 * Why the time cannot be chosen or changed online now (docs/product/interviews.md), and whom to
 * write to instead.
 */
export function ChangeBlockedNotice({
  interview,
  rules,
}: {
  interview: Interview;
  rules: InterviewRules;
}) {
  const { t } = useTranslation();
  const block = interview.changeBlockedBy;
  if (block === null) return null;
  const why =
    block === 'cutoff_passed'
      ? t('interviews.booking.blocked.cutoff_passed', { count: rules.changeCutoffHours })
      : block === 'reschedule_limit' && wasSetByTeam(interview)
        ? t('interviews.booking.blocked.setByTeam')
        : t(`interviews.booking.blocked.${block}`);
  return (
    <div className="flex flex-col gap-1 rounded-brand border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-medium">{why}</p>
      {rules.contactEmail ? (
        <p>
          {t('interviews.booking.blocked.contact')}{' '}
          <a
            href={`mailto:${rules.contactEmail}`}
            className={`break-all underline ${FOCUS_RING}`}
            dir="ltr"
          >
            {rules.contactEmail}
          </a>
        </p>
      ) : (
        <p>{t('interviews.booking.blocked.contactGeneric')}</p>
      )}
    </div>
  );
}
