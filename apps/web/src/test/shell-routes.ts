import { vslogCall } from '@careers/contracts/analytics';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { answer, type FakeRoute } from './fake-server';

// What the shell asks for around every page.
export const SHELL_ROUTES: FakeRoute[] = [
  answer(vslogCall, { stored: 1 }),
  answer(notificationBadgeCall, { count: 0 }),
];
