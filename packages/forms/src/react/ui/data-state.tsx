import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { BUTTON } from './classes';
import { Spinner } from './spinner';

export type DataStatus = 'fetching' | 'error' | 'empty' | 'ready';

/**
 * The generic states of data a page or form shows (a select's options, a list): a spinner while
 * fetching, "An error occurred while retrieving data" (with "Try again" when it can), "No data
 * found" (with a line saying what would be here), else the data.
 */
export function DataState({
  status,
  emptyHint,
  onRetry,
  children,
}: {
  status: DataStatus;
  emptyHint?: ReactNode;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(FORMS_NS);
  const ready = useFormsNamespace();
  if (status === 'fetching') return <Spinner />;
  // Words, never a catalog key: the message waits the moment the catalog takes to load.
  if (!ready && status !== 'ready') return null;
  if (status === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('dataError')}
        </p>
        {onRetry && (
          <Button onPress={onRetry} className={BUTTON.secondary}>
            {t('dataRetry')}
          </Button>
        )}
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink/80">{t('noData')}</p>
        {emptyHint && <p className="text-sm text-ink/70">{emptyHint}</p>}
      </div>
    );
  }
  return <>{children}</>;
}
