import type { Application } from '@careers/contracts/applications';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useWithdrawApplication } from './api/use-withdraw-application';

// Withdrawing cannot be undone, so it is asked once more.
export function WithdrawDialog({
  application,
  onClose,
}: {
  application: Application;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const withdraw = useWithdrawApplication(onClose);
  return (
    <ModalDialog
      title={t('applications.withdrawTitle')}
      isOpen
      closeLabel={t('applications.close')}
      onClose={onClose}
    >
      <p dir="auto">{t('applications.withdrawText', { position: application.position.name })}</p>
      <InlineError error={withdraw.error} className="mt-3" />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onPress={onClose}>
          {t('applications.keep')}
        </Button>
        <Button
          isPending={withdraw.isPending}
          className="data-[pending]:opacity-60"
          onPress={() => {
            withdraw.mutate({ params: { id: application.id }, body: { domain } });
          }}
        >
          {t('applications.withdrawConfirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
