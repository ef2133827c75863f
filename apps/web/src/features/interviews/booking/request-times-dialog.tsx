import { useState } from 'react';
import { Form } from 'react-aria-components';
import { INTERVIEW_NOTE_MAX_LENGTH } from '@careers/contracts/interviews';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { InlineError } from '../../../shared/ui/inline-error';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useRequestInterviewTimes } from '../api/use-request-interview-times';
import { conflictOf } from './booking-failure';

export type RequestTimesDialogProps = {
  interviewId: number;
  isOpen: boolean;
  onClose: () => void;
  onSent: () => void;
};

/** "None of these times work": a note for the recruiting team, who can offer other times. */
export function RequestTimesDialog({
  interviewId,
  isOpen,
  onClose,
  onSent,
}: RequestTimesDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('interviews.booking.request.title')}
      isOpen={isOpen}
      closeLabel={t('interviews.booking.confirm.close')}
      onClose={onClose}
    >
      <RequestForm interviewId={interviewId} onClose={onClose} onSent={onSent} />
    </ModalDialog>
  );
}

function RequestForm({ interviewId, onClose, onSent }: Omit<RequestTimesDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const request = useRequestInterviewTimes();
  const [note, setNote] = useState('');
  const conflict = conflictOf(request.error);
  return (
    <Form
      className="flex flex-col gap-5"
      validationBehavior="native"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(
          { params: { id: String(interviewId) }, body: { domain, note: note.trim() } },
          { onSuccess: onSent },
        );
      }}
    >
      <TextField
        name="note"
        label={t('interviews.booking.request.label')}
        description={t('interviews.booking.request.help')}
        isRequired
        maxLength={INTERVIEW_NOTE_MAX_LENGTH}
        rows={4}
        value={note}
        onChange={setNote}
        validate={(value) =>
          value.trim() === '' ? t('interviews.booking.request.required') : null
        }
      />
      {request.error ? (
        <InlineError
          error={request.error}
          message={conflict ? t(`interviews.booking.conflict.${conflict}`) : null}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {t('interviews.booking.request.cancel')}
        </Button>
        <Button type="submit" isPending={request.isPending}>
          {t('interviews.booking.request.send')}
        </Button>
      </div>
    </Form>
  );
}
