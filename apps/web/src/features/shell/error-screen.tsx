import type { MouseEvent } from 'react';
import { translate as t } from '../../shared/i18n/translate';

export type ErrorScreenProps = {
  error: unknown;
  // Only is_admin users see the error text.
  showDetails: boolean;
  backHref: string;
  contactHref: string;
};

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length <= 1) return;
  event.preventDefault();
  window.history.back();
}

const LINK =
  'rounded-brand px-4 py-2 font-medium outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2';

// The error screen: the generic 500 screen with back and contact links. Plain elements on purpose:
// it must render even when no lazy chunk can load (ChunkLoadError).
export function ErrorScreen({ error, showDetails, backHref, contactHref }: ErrorScreenProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-start gap-3 py-16">
      <h1 className="text-3xl font-semibold">{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.text')}</p>
      <p className="text-ink/70">{t('errorScreen.note')}</p>
      {showDetails ? (
        <details className="w-full rounded-brand bg-ink/5 p-3 text-sm" open>
          <summary className="cursor-pointer font-medium">{t('errorScreen.details')}</summary>
          <pre className="mt-2 break-words whitespace-pre-wrap">{describe(error)}</pre>
        </details>
      ) : null}
      <div className="mt-2 flex gap-3">
        <a href={backHref} onClick={goBack} className={`bg-primary text-white ${LINK}`}>
          {t('errorScreen.back')}
        </a>
        <a href={contactHref} className={`border border-primary text-primary ${LINK}`}>
          {t('errorScreen.contact')}
        </a>
      </div>
    </section>
  );
}
