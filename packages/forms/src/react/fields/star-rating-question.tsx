import { useId } from 'react';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../core/types';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';

// Five stars, each named by its label.
const STAR_LABELS = [
  'ratingPoor',
  'ratingAverage',
  'ratingGood',
  'ratingVeryGood',
  'ratingExcellent',
] as const;

function ratingOf(value: unknown): number | null {
  const stars = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5
    ? stars
    : null;
}

function Star() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8">
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        strokeLinejoin="round"
        className="fill-current stroke-current stroke-[1.5]"
      />
    </svg>
  );
}

/** star_rating: an integer from 1 to 5, chosen among five radios drawn as stars. */
export function StarRatingQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly, isRequired } = useQuestionField(
    item,
    name,
  );
  const rating = ratingOf(field.value);
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <RadioGroup
        name={field.name}
        value={rating === null ? null : String(rating)}
        onChange={(next) => {
          field.onChange(Number(next));
          field.onBlur();
        }}
        orientation="horizontal"
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={errorId}
        className={fieldLayoutClass(item)}
      >
        <QuestionLabel item={item} />
        <div className={`flex flex-col gap-1 ${valueColumn(item)}`}>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center">
              {STAR_LABELS.map((label, index) => {
                const stars = index + 1;
                return (
                  <RadioField
                    key={label}
                    value={String(stars)}
                    // RHF focuses the checked star, else the first (the roving tab stop).
                    inputRef={stars === (rating ?? 1) ? field.ref : undefined}
                    className="flex"
                  >
                    <RadioButton
                      className={`flex cursor-pointer rounded-brand p-0.5 outline-none transition-transform data-[disabled]:cursor-not-allowed data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[readonly]:cursor-default data-[hovered]:scale-110 ${
                        rating !== null && stars <= rating
                          ? 'text-amber-500'
                          : 'text-ink/30 data-[invalid]:text-red-700/50'
                      }`}
                    >
                      <span className="sr-only">{t(label)}</span>
                      <Star />
                    </RadioButton>
                  </RadioField>
                );
              })}
            </div>
            {rating !== null && (
              <span className="text-sm font-medium">{t(STAR_LABELS[rating - 1] ?? '')}</span>
            )}
          </div>
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </RadioGroup>
    </QuestionFrame>
  );
}
