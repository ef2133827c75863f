import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { offersCall } from '@careers/contracts/offers';
import {
  markAllNotificationsViewedCall,
  notificationBadgeCall,
  notificationsCall,
  type Notification,
} from '@careers/contracts/notifications';
import { changeLocale } from '../../shared/i18n/i18n';
import { clearToasts } from '../../shared/toasts/toast-queue';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

// The bell on a page of its own area's neighbour (the offers list, which asks for nothing else).
const PAGE = '/careers/offers?domain=northwind.example';

function aNotification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    category: 'offer',
    categoryTitle: 'Offer',
    message: 'You have received an offer for Staff Nurse.',
    createdAt: new Date().toISOString(),
    isClicked: false,
    redirectUrl: null,
    notificationType: 'action_required',
    ...overrides,
  };
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('the notification bell (docs/product/notifications-and-alerts.md)', () => {
  it('shows failed notification calls as nothing (a count of 0, an empty list), logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(offersCall, []),
      [notificationBadgeCall, { status: 500, body: { message: 'Down' } }],
      [notificationsCall, { status: 500, body: { message: 'Down' } }],
      [markAllNotificationsViewedCall, { status: 500, body: { message: 'Down' } }],
    ]);
    renderApp(demoBoot({ user: ALEX }), PAGE);
    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    await userEvent.setup().click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText("You're all caught up!")).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith(
        'Could not fetch: GET /api/pcsx/notification_badge',
        expect.any(Error),
      );
      expect(warn).toHaveBeenCalledWith(
        'Could not fetch: GET /api/pcsx/notifications',
        expect.any(Error),
      );
    });
    // Never retried.
    expect(server.callsTo(notificationBadgeCall)).toHaveLength(1);
    expect(server.callsTo(notificationsCall)).toHaveLength(1);
  });

  it('says how long ago each card came, never a time to come', async () => {
    const now = Date.now();
    fakeServer([
      answer(vslogCall, { stored: 1 }),
      answer(offersCall, []),
      answer(notificationBadgeCall, { count: 2 }),
      answer(markAllNotificationsViewedCall, { count: 0 }),
      answer(notificationsCall, {
        notifications: [
          // The server's clock a little ahead of the browser's.
          aNotification({ id: 1, createdAt: new Date(now + 3 * 60_000).toISOString() }),
          aNotification({
            id: 2,
            message: 'Your interview for Staff Nurse is on Monday.',
            createdAt: new Date(now - 3 * 3600_000).toISOString(),
          }),
        ],
      }),
    ]);
    renderApp(demoBoot({ user: ALEX }), PAGE);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const times = (await within(panel).findAllByText(/ ago$/)).map((time) => time.textContent);
    expect(times).toEqual(['1 second ago', '3 hours ago']);
  });
});
