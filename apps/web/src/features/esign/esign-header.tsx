import { useTranslation } from '../../shared/i18n/use-translation';

export type EsignHeaderProps = {
  companyName: string;
  documentName: string;
  signerName: string;
  signerEmail: string;
};

// A name or an address keeps its own direction inside a sentence of the other direction.
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Who asks, for what, and who is signing. */
export function EsignHeader({
  companyName,
  documentName,
  signerName,
  signerEmail,
}: EsignHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-1 border-b border-ink/15 pb-4">
      <p className="text-sm font-medium text-ink/70" dir="auto">
        {companyName}
      </p>
      <h1 className="text-2xl font-semibold break-words" dir="auto">
        {documentName}
      </h1>
      <p className="text-sm break-words text-ink/80">
        {signerName
          ? t('esign.header.signingAs', { name: isolate(signerName), email: isolate(signerEmail) })
          : // An account with no name yet (it comes with the profile): the address alone.
            t('esign.header.signingAsEmail', { email: isolate(signerEmail) })}
      </p>
    </header>
  );
}
