import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useFormat } from '../../shared/i18n/format';
import { FOCUS_RING, UnstyledButton } from '../../shared/ui/button';

type Bar = { skill: string; positions: number };

const WIDTH = 320;
const ROW = 26;
const LABEL_WIDTH = 128;
const COUNT_WIDTH = 64;
const BAR_HEIGHT = 10;

/**
 * The skills similar jobs ask for most (top 10) as an SVG bar chart whose title says every figure,
 * with the same figures as a table on request. The chart is drawn from the reading side: right to
 * left in Arabic.
 */
export function SkillsChart({
  bars,
  caption,
  headingLevel = 5,
}: {
  bars: readonly Bar[];
  caption: string;
  // One below the "Top skills" heading it sits under.
  headingLevel?: 4 | 5;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const rtl = i18n.dir() === 'rtl';
  const most = Math.max(1, ...bars.map((bar) => bar.positions));
  const barSpace = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const jobs = (count: number) =>
    t('insights.skillJobs', { count, formatted: format.number(count) });
  // x of a box measured from the reading side's edge.
  const x = (start: number, width: number) => (rtl ? WIDTH - start - width : start);
  const summary = format.list(
    bars.map((bar) => `${bar.skill}: ${jobs(bar.positions)}`),
    'unit',
  );
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
        // Geometry is placed by hand for either side; left-to-right here keeps text-anchor
        // meaning left and right, while each label's own words still read in their direction.
        direction="ltr"
        className="w-full max-w-sm text-ink"
      >
        <title id={titleId}>{t('insights.chartTitle', { caption, summary })}</title>
        {bars.map((bar, index) => {
          const middle = index * ROW + ROW / 2;
          const length = Math.max(4, (bar.positions / most) * (barSpace - 8));
          return (
            <g key={bar.skill}>
              <text
                x={rtl ? WIDTH : 0}
                y={middle}
                dominantBaseline="middle"
                textAnchor={rtl ? 'end' : 'start'}
                className="fill-current text-[12px]"
              >
                {bar.skill.length > 17 ? `${bar.skill.slice(0, 16)}…` : bar.skill}
              </text>
              <rect
                x={x(LABEL_WIDTH, length)}
                y={middle - BAR_HEIGHT / 2}
                width={length}
                height={BAR_HEIGHT}
                rx={BAR_HEIGHT / 2}
                className="fill-primary opacity-70"
              />
              <text
                x={x(LABEL_WIDTH + length + 6, 0)}
                y={middle}
                dominantBaseline="middle"
                textAnchor={rtl ? 'end' : 'start'}
                className="fill-current text-[11px] opacity-70"
              >
                {format.number(bar.positions)}
              </text>
            </g>
          );
        })}
      </svg>
      <Disclosure className="text-sm">
        <Heading level={headingLevel}>
          <UnstyledButton
            slot="trigger"
            className={`text-primary underline-offset-4 hover:underline ${FOCUS_RING}`}
          >
            {t('insights.showTable')}
          </UnstyledButton>
        </Heading>
        <DisclosurePanel>
          <table className="mt-2 w-full max-w-sm border-collapse text-start">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-ink/15">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('insights.skill')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('insights.openJobsColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.skill} className="border-b border-ink/5">
                  <th scope="row" className="py-1 text-start font-normal" dir="auto">
                    {bar.skill}
                  </th>
                  <td className="py-1 text-end tabular-nums">{format.number(bar.positions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DisclosurePanel>
      </Disclosure>
    </figure>
  );
}
