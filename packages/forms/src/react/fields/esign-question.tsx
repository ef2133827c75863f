import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { useQuestionField } from '../engine/use-question-field';
import { EsignFrame, esignFrameUrl, type EsignMessage } from '../esign/esign-frame';
import { FORMS_NS } from '../i18n/forms-namespace';
import { QuestionError, QuestionFrame, QuestionLabel } from '../ui/question-parts';

/** The signing time of a signed value, when it has a readable one. */
function signedAt(value: unknown): Date | undefined {
  if (!value || typeof value !== 'object' || (value as { status?: unknown }).status !== 'signed') {
    return undefined;
  }
  const at = (value as { at?: unknown }).at;
  const date = typeof at === 'string' ? new Date(at) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function isSigned(value: unknown): boolean {
  return value === true || (value as { status?: unknown } | null | undefined)?.status === 'signed';
}

/**
 * embedded_form and esignForm: a document signed in its frame. Signing sets the value
 * ({status: 'signed', at}); declining leaves it empty, so a required signature is still missing.
 */
export function EsignQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const errorId = useId();
  const labelId = useId();
  const { host, mode } = useFormRuntime();
  const { field, error, prefilled } = useQuestionField(item, name);
  const { value, onChange, onBlur, ref: register } = field;
  const [declined, setDeclined] = useState(false);
  const properties = item.additionalProperties ?? {};
  const src = esignFrameUrl(properties);
  const signed = isSigned(value);
  const at = signedAt(value);

  const onMessage = (message: EsignMessage) => {
    const isSign = message.type === 'ESIGN';
    setDeclined(!isSign);
    onChange(isSign ? { status: 'signed', at: new Date().toISOString() } : null);
    onBlur();
    const callback = isSign ? properties.onSign : properties.onReject;
    if (callback) host.callbacks?.[callback]?.(message);
  };

  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        className="flex flex-col gap-2"
        tabIndex={-1}
        ref={register}
      >
        <QuestionLabel item={item} id={labelId} elementType="span" />
        {(signed || declined) && (
          <p role="status" className={`font-medium ${signed ? 'text-green-800' : 'text-red-700'}`}>
            {!signed
              ? t('esignRejected')
              : at
                ? t('esignSigned', {
                    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                      at,
                    ),
                  })
                : t('esignSignedUndated')}
          </p>
        )}
        {src && mode === 'edit' && !signed && (
          <EsignFrame
            src={src}
            title={properties.title ?? item.label ?? ''}
            onMessage={onMessage}
          />
        )}
        <QuestionError id={errorId} message={error} />
      </div>
    </QuestionFrame>
  );
}
