import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayRangeChart } from './pay-range-chart';
import { SkillsChart } from './skills-chart';

// The insights' charts are SVGs whose names say every figure, the skills with a table of the same
// figures.
const PAY = {
  median: 60_000,
  low: 52_000,
  high: 71_000,
  currency: 'EUR',
  period: 'year' as const,
  positions: 12,
};

describe('insights charts', () => {
  it('names the middle half and the median of similar roles, and this job’s range in the same pay', () => {
    const { rerender } = render(<PayRangeChart pay={PAY} salary={null} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Typical pay of similar roles: the middle half from €52,000 to €71,000, median €60,000',
    );
    rerender(
      <PayRangeChart
        pay={PAY}
        salary={{ min: 55_000, max: 65_000, currency: 'EUR', period: 'year' }}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Typical pay of similar roles: the middle half from €52,000 to €71,000, median €60,000; this job: €55,000 to €65,000',
    );
    // Another currency is not comparable: only the similar roles are drawn.
    rerender(
      <PayRangeChart pay={PAY} salary={{ min: 1, max: 2, currency: 'USD', period: 'year' }} />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/median €60,000$/);
  });

  it('draws the top skills and shows the same figures as a table on request', async () => {
    render(
      <SkillsChart
        caption="Skills most asked for in open Engineering jobs"
        bars={[
          { skill: 'TypeScript', positions: 12 },
          { skill: 'PostgreSQL', positions: 1 },
        ]}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Skills most asked for in open Engineering jobs: TypeScript: 12 jobs, PostgreSQL: 1 job',
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show these figures as a table' }));
    const table = screen.getByRole('table', {
      name: 'Skills most asked for in open Engineering jobs',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SkillOpen jobs asking for it',
      'TypeScript12',
      'PostgreSQL1',
    ]);
  });
});
