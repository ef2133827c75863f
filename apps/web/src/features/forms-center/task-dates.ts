import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FormTask } from '@careers/contracts/forms';
import { useNow } from '../../shared/api/prefetched-queries';

// A form task's dates through Intl in the page's language.
export function useTaskDates() {
  const { i18n } = useTranslation();
  const now = useNow();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    // An employer gives a due day (`careers forms assign --due`), stored as the end of that day
    // in UTC: read in UTC, it is the same day for every candidate.
    const dueDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      dueDay: (iso: string) => dueDay.format(new Date(iso)),
      isOverdue: (task: FormTask) =>
        task.status !== 'completed' && task.dueAt !== null && Date.parse(task.dueAt) < now,
    };
  }, [i18n.language, now]);
}
