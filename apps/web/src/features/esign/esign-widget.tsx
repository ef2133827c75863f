import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { EsignSessionState } from '@careers/contracts/esign';
import { RequestError } from '../../shared/api/request-error';
import { EsignDocument } from './esign-document';
import { EsignForm } from './esign-form';
import { EsignHeader } from './esign-header';
import { EsignOutcomeMessage, type EsignOutcome } from './esign-outcome';
import { useEsignEvent } from './api/use-esign-event';
import { useEsignSession } from './api/use-esign-session';
import { tellParent, type WidgetLocation } from './widget-location';

export type EsignWidgetProps = WidgetLocation;

const SESSION_OUTCOMES: Record<EsignSessionState, EsignOutcome | null> = {
  open: null,
  signed: 'alreadySigned',
  rejected: 'declined',
  closed: 'closed',
};

// A link the server does not know (or no longer honours) is not worth retrying; a network
// failure, a busy or failing server is.
function isLinkRefused(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * The e-sign widget (docs/product/offers-and-esign.md): the document, consent and a typed or drawn
 * signature; a frame of ours (hosted) hears ESIGN or REJECT when the signer is done
 * (docs/product/forms-toolkit.md).
 */
export function EsignWidget({ wid, isHosted }: EsignWidgetProps) {
  const { t } = useTranslation();
  const session = useEsignSession(wid);
  const recordEvent = useEsignEvent(wid);
  const [finished, setFinished] = useState<EsignOutcome | null>(null);
  const reviewHeadingId = useId();
  const data = session.data;
  const state = data?.state;

  useEffect(() => {
    if (state === 'open') recordEvent('viewed');
  }, [state, recordEvent]);

  const finish = (next: EsignSessionState, action: 'sign' | 'decline') => {
    if (action === 'sign' && next === 'signed') {
      setFinished('signed');
      tellParent({ type: 'ESIGN' }, isHosted);
    } else if (action === 'decline' && next === 'rejected') {
      setFinished('declined');
      tellParent({ type: 'REJECT' }, isHosted);
    } else {
      setFinished(SESSION_OUTCOMES[next]);
    }
  };

  const outcome: EsignOutcome | null =
    finished ??
    (wid === ''
      ? 'invalid'
      : session.isError
        ? isLinkRefused(session.error)
          ? 'invalid'
          : 'loadFailed'
        : state
          ? SESSION_OUTCOMES[state]
          : null);

  return (
    // Named: the offer letter page embeds the widget, and its own main must not read the same.
    <main
      aria-label={t('esign.landmark')}
      className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 px-4 py-6 sm:px-6"
    >
      {data ? (
        <EsignHeader
          companyName={data.companyName}
          documentName={data.documentName}
          signerName={data.signerName}
          signerEmail={data.signerEmail}
        />
      ) : null}
      <div role="status">
        {outcome !== null ? (
          <EsignOutcomeMessage
            outcome={outcome}
            isHosted={isHosted}
            shouldFocus={finished !== null}
            isRetrying={session.isFetching}
            onRetry={() => void session.refetch()}
          />
        ) : data ? null : (
          <p className="text-ink/80">{t('esign.loading')}</p>
        )}
      </div>
      {data && outcome === null ? (
        <>
          <section aria-labelledby={reviewHeadingId} className="flex flex-col gap-3">
            <h2 id={reviewHeadingId} className="text-lg font-semibold">
              {t('esign.review.heading')}
            </h2>
            <EsignDocument pdfBase64={data.pdfBase64} title={data.documentName} />
          </section>
          <EsignForm
            wid={wid}
            companyName={data.companyName}
            onConsent={() => {
              recordEvent('consented');
            }}
            onFinished={finish}
          />
        </>
      ) : null}
    </main>
  );
}
