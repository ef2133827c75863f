import { useState } from 'react';
import { Form } from 'react-aria-components';
import { INTERVIEW_REASON_MAX_LENGTH } from '@careers/contracts/interviews';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { InlineError } from '../../../shared/ui/inline-error';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useCancelInterview } from '../api/use-cancel-interview';
import { conflictOf, isReasonRefused } from './booking-failure';

export type CancelDialogProps = {
  interviewId: number;
  isOpen: boolean;
  reasonRequired: boolean;
  onClose: () => void;
};

/** "Cancel this interview?", with the candidate's reason for the recruiting team. */
export function CancelDialog({ interviewId, isOpen, reasonRequired, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('interviews.booking.cancel.title')}
      isOpen={isOpen}
      closeLabel={t('interviews.booking.confirm.close')}
      onClose={onClose}
    >
      <CancelForm interviewId={interviewId} reasonRequired={reasonRequired} onClose={onClose} />
    </ModalDialog>
  );
}

function CancelForm({ interviewId, reasonRequired, onClose }: Omit<CancelDialogProps, 'isOpen'>) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const cancel = useCancelInterview();
  const [reason, setReason] = useState('');
  const reasonMessage = t('interviews.booking.confirm.reasonRequired');
  const conflict = conflictOf(cancel.error);
  return (
    <Form
      className="flex flex-col gap-5"
      validationBehavior="native"
      validationErrors={isReasonRefused(cancel.error) ? { reason: reasonMessage } : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(
          { params: { id: String(interviewId) }, body: { domain, reason: reason.trim() } },
          { onSuccess: onClose },
        );
      }}
    >
      <p className="text-ink/85">{t('interviews.booking.cancel.text')}</p>
      <TextField
        name="reason"
        label={t(
          reasonRequired
            ? 'interviews.booking.confirm.reason'
            : 'interviews.booking.confirm.reasonOptional',
        )}
        description={t('interviews.booking.confirm.reasonHelp')}
        isRequired={reasonRequired}
        maxLength={INTERVIEW_REASON_MAX_LENGTH}
        rows={3}
        value={reason}
        onChange={setReason}
        validate={(value) => (reasonRequired && value.trim() === '' ? reasonMessage : null)}
      />
      {cancel.error && !isReasonRefused(cancel.error) ? (
        <InlineError
          error={cancel.error}
          message={conflict ? t(`interviews.booking.conflict.${conflict}`) : null}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          {t('interviews.booking.cancel.back')}
        </Button>
        <Button type="submit" variant="danger" isPending={cancel.isPending}>
          {t('interviews.booking.cancel.confirm')}
        </Button>
      </div>
    </Form>
  );
}
