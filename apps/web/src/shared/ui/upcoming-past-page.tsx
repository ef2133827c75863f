import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import { InlineError } from './inline-error';

type Timed = { id: number };

export type UpcomingPastTexts = {
  heading: string;
  empty: string;
  emptyHint: string;
  upcoming: string;
  noUpcoming: string;
  past: string;
  zoneNote: string;
};

/**
 * A page of things that happen at a time (interviews, events): its heading, the read's failure with
 * Retry, a skeleton while it loads, an empty state, then the upcoming ones (with the time-zone
 * note) and the past ones, each drawn by the page.
 */
export function UpcomingPastPage<T extends Timed>({
  id,
  headingLevel,
  texts,
  query,
  renderItem,
}: {
  id: string;
  headingLevel: 1 | 2;
  texts: UpcomingPastTexts;
  query: {
    error: Error | null;
    data: { upcoming: T[]; past: T[] } | undefined;
    refetch: () => unknown;
  };
  renderItem: (item: T, isUpcoming: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { error, data } = query;
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Heading id={id} className="text-2xl font-semibold">
        {texts.heading}
      </Heading>
      {error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={error} />
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {[0, 1].map((row) => (
            <div key={row} className="h-28 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : data.upcoming.length === 0 && data.past.length === 0 ? (
        <div className="rounded-brand border border-dashed border-ink/20 p-6">
          <p className="font-semibold">{texts.empty}</p>
          <p className="mt-1 text-sm text-ink/70">{texts.emptyHint}</p>
        </div>
      ) : (
        <>
          <TimedList title={texts.upcoming} empty={texts.noUpcoming} note={texts.zoneNote}>
            {data.upcoming.map((item) => renderItem(item, true))}
          </TimedList>
          {data.past.length > 0 ? (
            <TimedList title={texts.past}>
              {data.past.map((item) => renderItem(item, false))}
            </TimedList>
          ) : null}
        </>
      )}
    </section>
  );
}

function TimedList({
  title,
  empty,
  note,
  children,
}: {
  title: string;
  empty?: string;
  note?: string;
  children: ReactNode[];
}) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children.length === 0 ? (
        <p className="text-sm text-ink/70">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={title}>
          {children}
        </ul>
      )}
      {note && children.length > 0 ? <p className="text-xs text-ink/60">{note}</p> : null}
    </section>
  );
}
