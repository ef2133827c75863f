import { useState } from 'react';
import { Form } from 'react-aria-components';
import {
  INTERVIEW_REASON_MAX_LENGTH,
  type InterviewConflict,
  type InterviewRules,
  type InterviewSlot,
} from '@careers/contracts/interviews';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { InlineError } from '../../../shared/ui/inline-error';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useBookInterview } from '../api/use-book-interview';
import { conflictOf, isReasonRefused } from './booking-failure';
import { zoneLabel, type ZonedFormat } from './zoned-format';

export type BookDialogProps = {
  interviewId: number;
  // The time chosen; the dialog is open while there is one.
  slot: InterviewSlot | null;
  // Moving a booked interview: the reason is asked for (required when the group says so).
  isMove: boolean;
  rules: InterviewRules;
  format: ZonedFormat;
  onClose: () => void;
  onBooked: () => void;
  // A refusal the page explains above the fresh list of times (the time was just taken).
  onConflict: (conflict: InterviewConflict) => void;
};

/** "Book this time?": the chosen time in the candidate's zone, then Confirm or Cancel. */
export function BookDialog(props: BookDialogProps) {
  const { t } = useTranslation();
  const { slot, isMove, onClose } = props;
  return (
    <ModalDialog
      title={t(
        isMove ? 'interviews.booking.confirm.moveTitle' : 'interviews.booking.confirm.title',
      )}
      isOpen={slot !== null}
      closeLabel={t('interviews.booking.confirm.close')}
      onClose={onClose}
    >
      {slot ? <BookForm key={slot.id} {...props} slot={slot} /> : null}
    </ModalDialog>
  );
}

function BookForm({
  interviewId,
  slot,
  isMove,
  rules,
  format,
  onClose,
  onBooked,
  onConflict,
}: BookDialogProps & { slot: InterviewSlot }) {
  const { t, i18n } = useTranslation();
  const { domain } = useBootData();
  const book = useBookInterview();
  const [reason, setReason] = useState('');
  const reasonMessage = t('interviews.booking.confirm.reasonRequired');
  return (
    <Form
      className="flex flex-col gap-5"
      validationBehavior="native"
      validationErrors={isReasonRefused(book.error) ? { reason: reasonMessage } : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        book.mutate(
          {
            params: { id: String(interviewId) },
            body: { domain, slotId: slot.id, timeZone: format.timeZone, reason: reason.trim() },
          },
          {
            onSuccess: onBooked,
            onError: (error) => {
              const conflict = conflictOf(error);
              if (conflict) onConflict(conflict);
            },
          },
        );
      }}
    >
      <p className="text-lg font-medium">
        <time dateTime={slot.startsAt}>{format.dateTime(slot.startsAt)}</time>
      </p>
      <p className="-mt-4 text-sm text-ink/70">
        <bdi dir="ltr">{zoneLabel(i18n.language, format.timeZone, Date.parse(slot.startsAt))}</bdi>
      </p>
      {isMove ? (
        <TextField
          name="reason"
          label={t(
            rules.reasonRequired
              ? 'interviews.booking.confirm.reason'
              : 'interviews.booking.confirm.reasonOptional',
          )}
          description={t('interviews.booking.confirm.reasonHelp')}
          isRequired={rules.reasonRequired}
          maxLength={INTERVIEW_REASON_MAX_LENGTH}
          rows={3}
          value={reason}
          onChange={setReason}
          validate={(value) => (rules.reasonRequired && value.trim() === '' ? reasonMessage : null)}
        />
      ) : null}
      {book.error && !isReasonRefused(book.error) && !conflictOf(book.error) ? (
        <InlineError error={book.error} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {t('interviews.booking.confirm.cancel')}
        </Button>
        <Button type="submit" isPending={book.isPending}>
          {t('interviews.booking.confirm.confirm')}
        </Button>
      </div>
    </Form>
  );
}
