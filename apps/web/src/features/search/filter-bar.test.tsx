import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterDef } from '@careers/contracts/search';
import { BootDataProvider } from '../../shared/boot/boot-data-context';
import { demoBoot } from '../../test/demo-boot';
import { FILTER_DEBOUNCE_MS, FilterBar } from './filter-bar';

const filterDef: FilterDef = {
  allFilters: [
    {
      filterName: 'seniority',
      displayName: 'Seniority',
      options: [
        { label: 'Senior', value: 'senior', count: 12, selected: false },
        { label: 'Mid level', value: 'mid', count: 30, selected: false },
      ],
    },
  ],
  smartFilters: [],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterBar', () => {
  it('sends every choice together, 1000 ms after the last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const onChange = vi.fn();
    render(
      <BootDataProvider value={demoBoot()}>
        <FilterBar filterDef={filterDef} filters={{}} onChange={onChange} />
      </BootDataProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Level' }));
    await user.click(screen.getByRole('checkbox', { name: /Senior/ }));
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100);
    });
    await user.click(screen.getByRole('checkbox', { name: /Mid level/ }));
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ seniority: ['senior', 'mid'] });
  });
});
