import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog, DialogTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { NOTIFICATION_MODAL_MAX_WIDTH } from '@careers/contracts/notifications';
import { useFormat } from '../../shared/i18n/format';
import { Button } from '../../shared/ui/button';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { NotificationPanel } from './notification-panel';
import { useMarkAllViewed } from './api/use-mark-all-viewed';
import { useNotificationBadge } from './api/use-notification-badge';

const PHONE_OR_TABLET = `(max-width: ${NOTIFICATION_MODAL_MAX_WIDTH}px)`;

// The dropdown is never taller than min(70vh, 600px); the list inside scrolls. React Aria writes
// the room below the bell straight onto the popover's style while it measures, so a limit set
// there does not hold: the dialog inside carries it, less the popover's 1 px border top and bottom.
const PANEL_HEIGHT = { maxHeight: 'calc(min(70vh, 600px) - 2px)' } as const;

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
      <path
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// The bell with its unread counter; a 480 px dropdown on desktop, a full-screen modal (layer 1000)
// at 992 px and below (decision 015). Opening it zeroes the counter and marks everything viewed;
// Escape closes it and focus returns to the bell.
export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useNotificationBadge();
  const markAllViewed = useMarkAllViewed();
  const isFullScreen = useMediaQuery(PHONE_OR_TABLET);
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  const panel = <NotificationPanel onClose={close} isFullScreen={isFullScreen} />;
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) markAllViewed();
      }}
    >
      <Button
        variant="ghost"
        className="relative px-2.5"
        aria-label={t('notifications.open', { count })}
      >
        <BellIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count > 99 ? `${format.number(99)}+` : format.number(count)}
          </span>
        ) : null}
      </Button>
      {isFullScreen ? (
        <ModalOverlay isDismissable className="fixed inset-0 z-[1000] bg-black/40">
          <Modal className="fixed inset-0 flex bg-surface text-ink">
            <Dialog className="flex w-full flex-col outline-none">{panel}</Dialog>
          </Modal>
        </ModalOverlay>
      ) : (
        <Popover
          placement="bottom end"
          className="flex w-[480px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-brand border border-ink/10 bg-surface text-ink shadow-xl"
        >
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none" style={PANEL_HEIGHT}>
            {panel}
          </Dialog>
        </Popover>
      )}
    </DialogTrigger>
  );
}
