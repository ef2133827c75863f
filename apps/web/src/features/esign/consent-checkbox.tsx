import type { Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ESIGN_CONSENT_VERSION } from '@careers/contracts/esign';
import { FOCUS_RING } from '../../shared/ui/button';

// The wording of each consent version; the audit trail records the version, so a new wording
// is a new version with keys of its own, and this one stays as it was agreed to.
const CONSENT_KEYS = {
  '2026-11': { agree: 'esign.consent.v2026_11.agree', details: 'esign.consent.v2026_11.details' },
} as const satisfies Record<typeof ESIGN_CONSENT_VERSION, { agree: string; details: string }>;

export type ConsentCheckboxProps = {
  companyName: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** Consent to sign electronically, in the version the sign call sends. */
export function ConsentCheckbox({
  companyName,
  isSelected,
  onChange,
  inputRef,
}: ConsentCheckboxProps) {
  const { t } = useTranslation();
  const keys = CONSENT_KEYS[ESIGN_CONSENT_VERSION];
  return (
    <CheckboxField isSelected={isSelected} onChange={onChange} inputRef={inputRef}>
      <CheckboxButton
        className={`group flex cursor-pointer items-start gap-3 rounded-brand border border-ink/20 bg-surface p-3 hover:bg-ink/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[focus-visible]:ring-offset-2 ${FOCUS_RING}`}
      >
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink/50 text-xs text-white group-data-[selected]:border-primary group-data-[selected]:bg-primary"
        >
          ✓
        </span>
        <span className="flex flex-col gap-1">
          <span className="font-medium">{t(keys.agree)}</span>
          <span className="text-sm text-ink/80">{t(keys.details, { company: companyName })}</span>
        </span>
      </CheckboxButton>
    </CheckboxField>
  );
}
