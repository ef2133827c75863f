import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer } from '@careers/contracts/offers';
import { useBootData } from '../../shared/boot/boot-data-context';
import { notify } from '../../shared/toasts/toast-queue';
import { Button, UnstyledButton } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { offerFailureMessage } from './offer-failure';
import { DANGER_BUTTON, TOUCH_TARGET } from './offer-styles';
import { useDeclineOffer } from './api/use-decline-offer';

export type DeclineOfferDialogProps = {
  offer: Pick<Offer, 'encId'>;
  isOpen: boolean;
  onClose: () => void;
  onDeclined: () => void;
};

/** The decline modal: a last look before the offer is declined for good. */
export function DeclineOfferDialog({
  offer,
  isOpen,
  onClose,
  onDeclined,
}: DeclineOfferDialogProps) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const decline = useDeclineOffer(() => {
    notify(t('offers.decline.done'), { tone: 'positive' });
    onDeclined();
  });
  const close = () => {
    decline.reset();
    onClose();
  };
  return (
    <ModalDialog
      title={t('offers.decline.title')}
      isOpen={isOpen}
      closeLabel={t('offers.decline.close')}
      onClose={close}
    >
      <div className="flex flex-col gap-5">
        <p className="text-ink/85">{t('offers.decline.text')}</p>
        <InlineError
          error={decline.error}
          message={offerFailureMessage(
            decline.error,
            t('offers.decline.failed'),
            t('offers.decline.failedGeneral'),
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" className={TOUCH_TARGET} onPress={close}>
            {t('offers.decline.back')}
          </Button>
          <UnstyledButton
            className={DANGER_BUTTON}
            isPending={decline.isPending}
            onPress={() => {
              decline.mutate({ params: { id: offer.encId }, body: { domain } });
            }}
          >
            {t('offers.decline.confirm')}
          </UnstyledButton>
        </div>
      </div>
    </ModalDialog>
  );
}
