import { useMemo } from 'react';
import { useFormat } from '../../shared/i18n/format';

// Offer dates through Intl in the page's language (the offers list's MM/DD/YYYY line aside).
export function useOfferDates() {
  const { locale } = useFormat();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale]);
}
