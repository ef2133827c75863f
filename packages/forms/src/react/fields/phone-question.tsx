import { useEffect, useId, useMemo, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { splitPhoneValue } from '../../core/phone';
import {
  countryOfCallingCode,
  defaultPhoneCountry,
  phoneCountries,
  type PhoneCountry,
} from '../../core/phone-countries';
import { getPhoneMetadata, loadPhoneMetadata } from '../../core/phone-metadata';
import type { QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { INPUT } from '../ui/classes';
import { QuestionError, QuestionFrame, QuestionHelp, QuestionLabel } from '../ui/question-parts';

// The number holds only digits, plus and dash.
const NOT_PHONE_CHARACTERS = /[^\d+-]/g;

/** The metadata, loaded on first use (about 40 KB); true once it is there. */
function usePhoneMetadata(): boolean {
  const [ready, setReady] = useState(() => getPhoneMetadata() !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadPhoneMetadata().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** A phone number: a country (flag, calling code, name) and the number, kept as "+1 2025550123". */
export function PhoneQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const groupLabel = useId();
  const errorId = useId();
  const { host } = useFormRuntime();
  const ready = usePhoneMetadata();
  const { field, error, prefilled, isDisabled, isReadOnly } = useQuestionField(item, name);
  const { value, onChange, onBlur, ref: register } = field;
  const options = item.phoneOptions ?? {};
  const parts = splitPhoneValue(value) ?? {
    callingCode: '',
    number: typeof value === 'string' ? value : '',
  };
  const [chosen, setChosen] = useState<string | null>(null);
  const countries = useMemo(
    () => (ready ? phoneCountries(i18n.language) : []),
    [ready, i18n.language],
  );
  const country =
    chosen ??
    (parts.callingCode ? countryOfCallingCode(parts.callingCode) : undefined) ??
    defaultPhoneCountry(options.defaultCountryCode ?? host.defaultPhoneCountry);
  const callingCode =
    countries.find((entry) => entry.code === country)?.callingCode ?? parts.callingCode;

  const write = (code: string | undefined, number: string) => {
    onChange(number === '' ? '' : `${code ? `+${code} ` : ''}${number}`);
  };

  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div role="group" aria-labelledby={groupLabel} className="flex flex-col gap-1.5">
        <QuestionLabel item={item} id={groupLabel} elementType="span" />
        <div className="flex flex-wrap gap-2">
          <ComboBox
            aria-label={options.selectPlaceholder ?? t('phoneCountryPlaceholder')}
            value={ready ? country : null}
            onChange={(key) => {
              if (key === null) return;
              const code = String(key);
              setChosen(code);
              const next = countries.find((entry) => entry.code === code)?.callingCode;
              if (parts.number) write(next, parts.number);
            }}
            isDisabled={isDisabled || isReadOnly || !ready}
            defaultItems={countries}
            menuTrigger="focus"
            className="w-full min-[600px]:w-64"
          >
            <Input
              placeholder={options.selectPlaceholder ?? t('phoneCountryPlaceholder')}
              className={INPUT}
            />
            <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-brand border border-ink/15 bg-surface py-1 shadow-lg">
              <ListBox className="outline-none">
                {(entry: PhoneCountry) => (
                  <ListBoxItem
                    id={entry.code}
                    textValue={`${entry.flag} +${entry.callingCode} ${entry.name}`}
                    className="flex cursor-pointer gap-2 px-3 py-2 outline-none data-[focused]:bg-primary/10 data-[selected]:font-semibold"
                  >
                    <span aria-hidden="true">{entry.flag}</span>{' '}
                    <span className="tabular-nums" dir="ltr">
                      +{entry.callingCode}
                    </span>{' '}
                    <span>{entry.name}</span>
                  </ListBoxItem>
                )}
              </ListBox>
            </Popover>
          </ComboBox>
          <TextField
            aria-label={options.textInputPlaceholder ?? t('phoneNumberPlaceholder')}
            value={parts.number}
            onChange={(next) => {
              write(callingCode, next.replace(NOT_PHONE_CHARACTERS, ''));
            }}
            onBlur={onBlur}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isInvalid={Boolean(error)}
            validationBehavior="aria"
            aria-describedby={errorId}
            type="tel"
            autoComplete={options.autocomplete ?? 'tel-national'}
            className="min-w-48 flex-1"
          >
            <Input
              ref={register}
              dir="ltr"
              inputMode="tel"
              placeholder={options.textInputPlaceholder ?? t('phoneNumberPlaceholder')}
              className={`${INPUT} rtl:text-end`}
            />
          </TextField>
        </div>
        <QuestionHelp item={item} />
        <QuestionError id={errorId} message={error} />
      </div>
    </QuestionFrame>
  );
}
