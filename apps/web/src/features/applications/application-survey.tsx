import { useState } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  Form,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
} from 'react-aria-components';
import { SURVEY_COMMENT_MAX_LENGTH } from '@careers/contracts/application-follow-up';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { useAnswerSurvey } from './api/use-answer-survey';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * "How was it?" (docs/product/application-follow-up.md): one rating from 1 to 5 stars and an
 * optional comment, answered once, anonymous unless the candidate shares their name.
 */
export function ApplicationSurvey({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const answer = useAnswerSurvey();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [shareIdentity, setShareIdentity] = useState(false);
  const [missingRating, setMissingRating] = useState(false);

  const submit = () => {
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    answer.mutate({
      params: { id: applicationId },
      body: { domain, rating, comment, shareIdentity },
    });
  };

  return (
    <Card as="section" padding="roomy" aria-labelledby="survey-heading">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <h2 id="survey-heading" className="text-lg font-semibold">
            {t('applications.survey.heading')}
          </h2>
          <p className="text-sm text-ink/75">{t('applications.survey.intro')}</p>
        </div>
        <RadioGroup
          value={rating === null ? null : String(rating)}
          onChange={(value) => {
            setRating(Number(value));
            setMissingRating(false);
          }}
          isInvalid={missingRating}
          className="flex flex-col gap-2"
        >
          <Label className="text-sm font-medium">{t('applications.survey.rating')}</Label>
          <div className="flex flex-wrap gap-1">
            {RATINGS.map((value) => (
              <RadioField key={value} value={String(value)} className="flex">
                <RadioButton
                  className={`flex size-11 cursor-pointer items-center justify-center rounded-brand text-3xl leading-none ${
                    rating !== null && value <= rating ? 'text-accent' : 'text-ink/25'
                  } hover:bg-ink/5 ${FOCUS_RING}`}
                >
                  <span aria-hidden="true">★</span>
                  <span className="sr-only">
                    {t('applications.survey.stars', { count: value })}
                  </span>
                </RadioButton>
              </RadioField>
            ))}
          </div>
          {rating !== null ? (
            <p className="text-sm text-ink/75">
              {t('applications.survey.stars', { count: rating })}
            </p>
          ) : null}
          {missingRating ? (
            <p role="alert" className="text-sm text-red-700">
              {t('applications.survey.chooseRating')}
            </p>
          ) : null}
        </RadioGroup>
        <TextField
          label={t('applications.survey.comment')}
          rows={3}
          value={comment}
          onChange={setComment}
          maxLength={SURVEY_COMMENT_MAX_LENGTH}
        />
        <CheckboxField isSelected={shareIdentity} onChange={setShareIdentity}>
          <CheckboxButton
            className={`group flex cursor-pointer items-start gap-3 rounded-brand p-1 ${FOCUS_RING}`}
          >
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink/50 text-xs text-white group-data-[selected]:border-primary group-data-[selected]:bg-primary"
            >
              ✓
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{t('applications.survey.share')}</span>
              <span className="text-sm text-ink/75">{t('applications.survey.anonymous')}</span>
            </span>
          </CheckboxButton>
        </CheckboxField>
        <InlineError error={answer.error} />
        <Button type="submit" isPending={answer.isPending} className="w-fit">
          {t('applications.survey.send')}
        </Button>
      </Form>
    </Card>
  );
}
