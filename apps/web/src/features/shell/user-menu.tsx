import { useTranslation } from '../../shared/i18n/use-translation';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { BootUser } from '@careers/contracts/boot';
import { useBootData } from '../../shared/boot/boot-data-context';
import { FOCUS_RING, UnstyledButton } from '../../shared/ui/button';
import { buildInternalLink } from '../../shared/url/url-params';

const ITEM_CLASSES = `block cursor-pointer rounded-brand px-3 py-2 text-ink data-[focused]:bg-primary/10 ${FOCUS_RING}`;

export function UserMenu({ user, search }: { user: BootUser; search: string }) {
  const { t } = useTranslation();
  // A candidate who signed up by logging in has no name yet: the address names the menu then.
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = (user.firstName[0] ?? '') + (user.lastName[0] ?? '') || user.email[0] || '';
  const link = (path: string) => buildInternalLink(path, {}, search);
  const hasAlerts = useBootData().configs.notificationsConfig.savedSearchNotification.enabled;
  return (
    <MenuTrigger>
      <UnstyledButton
        className={`flex min-h-10 items-center gap-2 rounded-brand px-1 hover:bg-ink/5 sm:px-3 ${FOCUS_RING}`}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
        >
          {initials.toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only">{fullName}</span>
      </UnstyledButton>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-brand border border-ink/10 bg-surface p-1 shadow-lg"
      >
        <Menu className="outline-none">
          <MenuItem href={link('/careers/dashboard')} className={ITEM_CLASSES}>
            {t('nav.dashboard')}
          </MenuItem>
          <MenuItem href={link('/careers/profile')} className={ITEM_CLASSES}>
            {t('nav.profile')}
          </MenuItem>
          <MenuItem href={link('/careers/offers')} className={ITEM_CLASSES}>
            {t('nav.offers')}
          </MenuItem>
          {hasAlerts ? (
            <MenuItem href={link('/careers/job-alerts')} className={ITEM_CLASSES}>
              {t('nav.jobAlerts')}
            </MenuItem>
          ) : null}
          <MenuItem href={link('/logout')} className={ITEM_CLASSES}>
            {t('nav.logOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
