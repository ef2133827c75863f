// Dates in a document's language. Intl separates a time from AM/PM with a narrow no-break space
// (CLDR 42); a plain space reads the same and keeps pdftotext output searchable.
const plainSpaces = (text: string) => text.replace(/\s/gu, ' ');

// "Jun 15, 2026, 3:04:05 PM EDT": what the signer saw on their clock, with its zone.
export function formatSignedAt(at: Date, timeZone: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'long',
  });
  return plainSpaces(format.format(at));
}

// A calendar date (YYYY-MM-DD) is no instant: formatted in UTC it never moves a day.
export function formatCalendarDate(isoDate: string, locale: string): string {
  const at = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return isoDate;
  return plainSpaces(
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(at),
  );
}

export function formatLongDate(at: Date, locale: string, timeZone = 'UTC'): string {
  return plainSpaces(new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'long' }).format(at));
}

// An offer's deadline is an instant; without the candidate's zone, UTC says it unambiguously.
export function formatDeadline(isoInstant: string, locale: string): string {
  const at = new Date(isoInstant);
  if (Number.isNaN(at.getTime())) return isoInstant;
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return plainSpaces(format.format(at));
}
