import { useTranslation } from '../../shared/i18n/use-translation';
import { useFormat } from '../../shared/i18n/format';
import { Card } from '../../shared/ui/card';
import { Link } from '../../shared/ui/link';
import { FOCUS_RING } from '../../shared/ui/button';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { formatMoney } from '../../shared/format-position';
import type { Salary } from '@careers/contracts/search';
import { PayRangeChart } from './pay-range-chart';
import { SkillsChart } from './skills-chart';
import { usePositionInsights } from './api/use-position-insights';

// What the open jobs of the same department say about this kind of job — how many there are, the
// skills they ask for most (top 10, as a chart with a table) and their median pay.
export function PositionInsights({
  positionId,
  headingLevel,
  salary,
  showsPay,
}: {
  positionId: string;
  // One below the position's title: 2 on the job page, 3 beside the search results.
  headingLevel: 2 | 3;
  // The job's own pay, shown over the typical range of similar roles.
  salary: Salary | null;
  // A position whose pay is hidden shows no pay at all, not even that of roles like it.
  showsPay: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const internalLink = useInternalLink();
  const { data } = usePositionInsights(positionId);
  const insights = data?.insights;
  if (!insights || insights.openPositions === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <Card as="section" aria-labelledby={`insights-${positionId}`} className="flex flex-col gap-3">
      <Heading id={`insights-${positionId}`} className="font-semibold">
        {t('insights.title')}
      </Heading>
      <p className="text-sm text-ink/75">
        {t('insights.openJobs', {
          count: insights.openPositions,
          formatted: format.number(insights.openPositions),
          department: insights.department,
        })}
      </p>
      {showsPay && insights.pay ? (
        <p className="flex flex-col text-sm text-ink/75">
          <span>
            {t(`insights.medianPay.${insights.pay.period}`, {
              amount: formatMoney(format, Math.round(insights.pay.median), insights.pay.currency),
            })}
          </span>
          <span>
            {t('insights.payRange', {
              low: formatMoney(format, Math.round(insights.pay.low), insights.pay.currency),
              high: formatMoney(format, Math.round(insights.pay.high), insights.pay.currency),
            })}
          </span>
          <span className="text-xs text-ink/60">
            {t('insights.payBasis', {
              count: insights.pay.positions,
              formatted: format.number(insights.pay.positions),
              currency: insights.pay.currency,
            })}
          </span>
        </p>
      ) : null}
      {insights.pay ? <PayRangeChart pay={insights.pay} salary={salary} /> : null}
      {insights.topSkills.length > 0 ? (
        <>
          <SubHeading className="text-sm font-medium">{t('insights.topSkills')}</SubHeading>
          <SkillsChart
            headingLevel={headingLevel === 2 ? 4 : 5}
            bars={insights.topSkills}
            caption={t('insights.topSkillsIn', { department: insights.department })}
          />
        </>
      ) : null}
      {insights.topPlaces.length > 0 ? (
        <>
          <SubHeading className="text-sm font-medium">{t('insights.topPlaces')}</SubHeading>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {insights.topPlaces.map(({ city, countryCode, positions }) => (
              <li key={`${city}-${countryCode}`}>
                {t('insights.place', {
                  place: t('insights.placeName', { city, country: format.country(countryCode) }),
                  count: positions,
                  formatted: format.number(positions),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {insights.team && insights.teamRoles.length > 0 ? (
        <>
          <SubHeading className="text-sm font-medium">
            {t('insights.teamRoles', { team: insights.team })}
          </SubHeading>
          <ul className="flex flex-col gap-1 text-sm">
            {insights.teamRoles.map((role) => (
              <li key={role.id}>
                <Link
                  href={internalLink(`/careers/job/${role.id}`)}
                  className={`text-primary underline-offset-4 hover:underline ${FOCUS_RING}`}
                >
                  {role.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
