import { useTranslation } from '../../shared/i18n/use-translation';
import { TextField } from '../../shared/ui/text-field';

export type TypedSignatureProps = {
  value: string;
  onChange: (value: string) => void;
};

// A handwriting-like face the signer's own system has; none is downloaded for it.
const SIGNATURE_FONT =
  "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'Apple Chancery', 'URW Chancery L', 'Lucida Handwriting', cursive";

/** The keyboard's way to sign — the signer's name, previewed as a signature. */
export function TypedSignature({ value, onChange }: TypedSignatureProps) {
  const { t } = useTranslation();
  const name = value.trim();
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('esign.signature.typedLabel')}
        value={value}
        onChange={onChange}
        autoComplete="name"
        maxLength={200}
        className="max-w-md"
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium" aria-hidden="true">
          {t('esign.signature.previewLabel')}
        </span>
        {/* The field above already says what was typed; the preview is for the eye. */}
        <div
          aria-hidden="true"
          className="flex min-h-24 w-full max-w-[600px] items-end overflow-hidden rounded-brand border border-ink/30 bg-white px-6 pb-4"
        >
          <span
            dir="auto"
            className={`w-full truncate border-b-2 border-ink/40 py-1 leading-[1.4] ${name ? 'text-4xl text-black' : 'text-base text-ink/70'}`}
            style={name ? { fontFamily: SIGNATURE_FONT } : undefined}
          >
            {name || t('esign.signature.previewEmpty')}
          </span>
        </div>
      </div>
    </div>
  );
}
