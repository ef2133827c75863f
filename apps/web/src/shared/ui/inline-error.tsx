import { useTranslation } from '../i18n/use-translation';
import { messageOfError } from '../api/request-error';

export type InlineErrorProps = {
  // Whatever the failed call threw; nothing is rendered while it is null or undefined.
  error: unknown;
  // Replaces the computed message, for failures a feature words itself (a refused login code).
  message?: string | null;
  className?: string;
};

// The one way a write shows its failure, beside the control that caused it.
export function InlineError({ error, message, className = '' }: InlineErrorProps) {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  return (
    <p
      role="alert"
      className={`rounded-brand bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`.trim()}
    >
      {message ?? messageOfError(error, t('errors.requestProblem'))}
    </p>
  );
}
