import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import type { Notification } from '@careers/contracts/notifications';
import { useFormat } from '../../shared/i18n/format';
import { FOCUS_RING, UnstyledButton } from '../../shared/ui/button';

const CARD = `flex w-full flex-col gap-1 rounded-brand px-3 py-3 text-start hover:bg-ink/5 ${FOCUS_RING}`;

export type NotificationCardProps = {
  notification: Notification;
  // The redirect with the current query parameters, or null without one.
  href: string | null;
  onFollow: () => void;
};

// Category, action-required marker, message, how long ago (always "… ago") and unread dot. The message is text:
// never HTML.
export function NotificationCard({ notification, href, onFollow }: NotificationCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const isUnread = !notification.isClicked;
  const body = (
    <>
      <span className="flex items-center gap-2 text-xs">
        <span className="font-semibold text-primary" dir="auto">
          {notification.categoryTitle}
        </span>
        {notification.notificationType === 'action_required' ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
            {t('notifications.actionRequired')}
          </span>
        ) : null}
        <time dateTime={notification.createdAt} className="ms-auto shrink-0 text-ink/70">
          {format.timeAgo(notification.createdAt)}
        </time>
        {isUnread ? (
          <span className="size-2.5 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        ) : null}
      </span>
      <span className={`text-sm ${isUnread ? 'font-medium text-ink' : 'text-ink/80'}`} dir="auto">
        {notification.message}
      </span>
    </>
  );
  return href ? (
    <Link href={href} onPress={onFollow} className={CARD}>
      {body}
    </Link>
  ) : (
    <UnstyledButton onPress={onFollow} className={CARD}>
      {body}
    </UnstyledButton>
  );
}
