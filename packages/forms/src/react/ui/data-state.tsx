import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { Spinner } from './spinner';

export type DataStatus = 'fetching' | 'error' | 'empty' | 'ready';

/** The generic states of data a form shows (a select's options, a list). */
export function DataState({ status, children }: { status: DataStatus; children?: ReactNode }) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  if (status === 'fetching') return <Spinner />;
  // Words, never a catalog key: the message waits the moment the catalog takes to load.
  if (!ready && status !== 'ready') return null;
  if (status === 'error') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('dataError')}
      </p>
    );
  }
  if (status === 'empty') return <p className="text-sm text-ink/75">{t('noData')}</p>;
  return <>{children}</>;
}
