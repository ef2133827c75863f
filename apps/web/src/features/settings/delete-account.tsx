import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { TextField } from '../../shared/ui/text-field';
import { useDeleteAccount } from './api/use-delete-account';

// "Delete my account": asked once more, with the e-mail address typed out; afterwards the
// candidate is logged out and lands on the jobs, as a visitor.
export function DeleteAccount() {
  const { t } = useTranslation();
  const { domain, user } = useBootData();
  const [isOpen, setIsOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const erase = useDeleteAccount();
  const email = user?.email ?? '';
  const matches = confirmation.trim().toLowerCase() === email.toLowerCase() && email !== '';
  const close = () => {
    setIsOpen(false);
    setConfirmation('');
    erase.reset();
  };
  return (
    <>
      <p className="text-sm text-ink/80">{t('settings.deleteHint')}</p>
      <Button
        variant="secondary"
        className="w-fit border-red-700 text-red-700 hover:bg-red-50"
        onPress={() => {
          setIsOpen(true);
        }}
      >
        {t('settings.delete')}
      </Button>
      {isOpen ? (
        <ModalDialog
          title={t('settings.deleteTitle')}
          isOpen
          closeLabel={t('settings.close')}
          onClose={close}
        >
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) erase.mutate({ body: { domain, confirmation } });
            }}
          >
            <p>{t('settings.deleteText')}</p>
            <TextField
              label={t('settings.deleteConfirmLabel', { email })}
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens for this field
              autoFocus
            />
            <InlineError error={erase.error} />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onPress={close}>
                {t('settings.keepAccount')}
              </Button>
              <Button
                type="submit"
                isDisabled={!matches}
                isPending={erase.isPending}
                className="bg-red-700 hover:bg-red-800 data-[pending]:opacity-60"
              >
                {t('settings.deleteConfirm')}
              </Button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
    </>
  );
}
