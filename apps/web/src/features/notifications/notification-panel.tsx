import { useTranslation } from '../../shared/i18n/use-translation';
import { Heading, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { NotificationCard } from './notification-card';
import { redirectHref, revealAnchor } from './follow-redirect';
import { useMarkAllClicked } from './api/use-mark-all-clicked';
import { useMarkClicked } from './api/use-mark-clicked';
import { useNotificationList } from './api/use-notification-list';
import type { NotificationTab } from './notification-cache';

const TAB = `cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink/70 data-[selected]:border-primary data-[selected]:text-ink ${FOCUS_RING}`;

function NotificationList({ tab, onClose }: { tab: NotificationTab; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { notifications, isLoading } = useNotificationList(tab, true);
  const markClicked = useMarkClicked();
  if (isLoading) {
    return (
      <p role="status" className="px-3 py-8 text-center text-sm text-ink/70">
        {t('notifications.loading')}
      </p>
    );
  }
  if (notifications.length === 0) {
    return (
      <p role="status" className="px-3 py-10 text-center font-medium text-ink/80">
        {t('notifications.empty')}
      </p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-ink/10">
      {notifications.map((notification) => {
        const href = notification.redirectUrl
          ? redirectHref(notification.redirectUrl, location.search)
          : null;
        return (
          <li key={notification.id}>
            <NotificationCard
              notification={notification}
              href={href}
              onFollow={() => {
                if (!notification.isClicked) markClicked(notification.id);
                onClose();
                const hash = href?.startsWith('/') ? new URL(href, 'http://x').hash : '';
                if (hash) revealAnchor(hash);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

// The bell's content, in the dropdown or the full-screen modal alike: tabs All and (when the
// employer configured it) Action required; arrow keys move between them (React Aria tabs).
export function NotificationPanel({
  onClose,
  isFullScreen,
}: {
  onClose: () => void;
  isFullScreen: boolean;
}) {
  const { t } = useTranslation();
  const boot = useBootData();
  const hasActionRequired =
    boot.configs.notificationsConfig.hasActionRequiredNotificationsConfigured;
  const { markAll, isPending } = useMarkAllClicked();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-ink/10 px-4 py-3">
        <Heading slot="title" className="me-auto text-lg font-semibold">
          {t('notifications.title')}
        </Heading>
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-sm"
          isDisabled={isPending}
          onPress={markAll}
        >
          {t('notifications.markAllRead')}
        </Button>
        {isFullScreen ? (
          <Button
            variant="ghost"
            className="min-h-9 px-2 text-xl leading-none"
            aria-label={t('notifications.close')}
            onPress={onClose}
          >
            <span aria-hidden="true">×</span>
          </Button>
        ) : null}
      </div>
      <Tabs className="flex min-h-0 flex-1 flex-col">
        <TabList
          aria-label={t('notifications.tabs')}
          className="flex gap-1 border-b border-ink/10 px-2"
        >
          <Tab id="all" className={TAB}>
            {t('notifications.all')}
          </Tab>
          {hasActionRequired ? (
            <Tab id="action_required" className={TAB}>
              {t('notifications.actionRequired')}
            </Tab>
          ) : null}
        </TabList>
        <TabPanel id="all" className={`min-h-0 flex-1 overflow-auto p-1 ${FOCUS_RING}`}>
          <NotificationList tab="all" onClose={onClose} />
        </TabPanel>
        {hasActionRequired ? (
          <TabPanel
            id="action_required"
            className={`min-h-0 flex-1 overflow-auto p-1 ${FOCUS_RING}`}
          >
            <NotificationList tab="action_required" onClose={onClose} />
          </TabPanel>
        ) : null}
      </Tabs>
    </div>
  );
}
