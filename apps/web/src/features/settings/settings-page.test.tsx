import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { keysToSnake } from '@careers/contracts/case';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import {
  deleteAccountCall,
  settingsCall,
  updateSettingsCall,
  type Settings,
} from '@careers/contracts/settings';
import { goTo } from '../../shared/session/reload';
import { changeLocale } from '../../shared/i18n/i18n';
import { ALEX, demoBoot } from '../../test/demo-boot';
import { answer, fakeServer, type FakeRequest } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

vi.mock('../../shared/session/reload', () => ({ reloadPage: vi.fn(), goTo: vi.fn() }));

const SETTINGS: Settings = {
  language: 'en',
  notifyByEmail: true,
  mutedEmailCategories: [],
  jobAlerts: 2,
  matchScores: true,
};

function show() {
  let current = SETTINGS;
  const server = fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    [settingsCall, () => ({ body: { data: keysToSnake(current) } })],
    answer(deleteAccountCall, { deleted: true }),
    [
      updateSettingsCall,
      (request: FakeRequest) => {
        const body = request.body as {
          language?: Settings['language'];
          notify_by_email?: boolean;
          muted_email_categories?: Settings['mutedEmailCategories'];
          match_scores?: boolean;
        };
        current = {
          ...current,
          ...(body.language ? { language: body.language } : {}),
          ...(body.notify_by_email === undefined ? {} : { notifyByEmail: body.notify_by_email }),
          ...(body.muted_email_categories
            ? { mutedEmailCategories: body.muted_email_categories }
            : {}),
          ...(body.match_scores === undefined ? {} : { matchScores: body.match_scores }),
        };
        return { body: { data: keysToSnake(current) } };
      },
    ],
  ]);
  renderApp(demoBoot({ user: ALEX }), '/careers/settings?domain=northwind.example');
  return { server, user: userEvent.setup() };
}

beforeEach(async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="t1">';
  await changeLocale('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the settings page', () => {
  it('turns e-mail notifications off, changes their language, and offers the data download', async () => {
    const { server, user } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const mail = await screen.findByRole('switch', {
      name: 'Also send my notifications by e-mail',
    });
    expect(mail).toBeChecked();
    await user.click(mail);
    await vi.waitFor(() => {
      expect(
        screen.getByRole('switch', { name: 'Also send my notifications by e-mail' }),
      ).not.toBeChecked();
    });
    expect(server.callsTo(updateSettingsCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      notify_by_email: false,
    });

    await user.click(screen.getByRole('button', { name: /Language of e-mails and notifications/ }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await vi.waitFor(() => {
      expect(server.callsTo(updateSettingsCall)[1]?.body).toEqual({
        domain: 'northwind.example',
        language: 'de',
      });
    });

    expect(screen.getByText('You have 2 job alerts.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/pcsx/my_data?domain=northwind.example',
    );
  });

  it('turns match scores and “Recommended for you” off and on, and links the automation page', async () => {
    const { server, user } = show();
    const scores = await screen.findByRole('switch', {
      name: 'Show match scores and “Recommended for you”',
    });
    expect(scores).toBeChecked();
    expect(
      screen.getByText(
        'Worked out from your profile by fixed rules; the employer does not see them. Turned off, none are worked out for you.',
      ),
    ).toBeVisible();
    const card = screen.getByRole('region', { name: 'Automation' });
    expect(within(card).getByRole('link', { name: 'Automation and your data' })).toHaveAttribute(
      'href',
      '/careers/automation?domain=northwind.example',
    );
    await user.click(scores);
    await vi.waitFor(() => {
      expect(
        screen.getByRole('switch', { name: 'Show match scores and “Recommended for you”' }),
      ).not.toBeChecked();
    });
    await user.click(
      screen.getByRole('switch', { name: 'Show match scores and “Recommended for you”' }),
    );
    await vi.waitFor(() => {
      expect(
        screen.getByRole('switch', { name: 'Show match scores and “Recommended for you”' }),
      ).toBeChecked();
    });
    expect(server.callsTo(updateSettingsCall).map((call) => call.body)).toEqual([
      { domain: 'northwind.example', match_scores: false },
      { domain: 'northwind.example', match_scores: true },
    ]);
  });

  it('keeps one kind of news out of e-mail, and the kinds wait while e-mail is off', async () => {
    const { server, user } = show();
    const interviews = await screen.findByRole('switch', { name: 'Interviews' });
    expect(screen.getByRole('group', { name: 'E-mail me about' })).toBeVisible();
    expect(interviews).toBeChecked();
    await user.click(interviews);
    await vi.waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Interviews' })).not.toBeChecked();
    });
    expect(server.callsTo(updateSettingsCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      muted_email_categories: ['interview'],
    });
    await user.click(screen.getByRole('switch', { name: 'Also send my notifications by e-mail' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Job offers' })).toBeDisabled();
    });
    expect(screen.getByRole('switch', { name: 'Job offers' })).not.toBeChecked();
  });

  it('deletes the account only once the e-mail address is typed, then leaves as a visitor', async () => {
    const { server, user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: `Type ${ALEX.email} to confirm` }),
      ALEX.email,
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await vi.waitFor(() => {
      expect(goTo).toHaveBeenCalledWith('/careers?domain=northwind.example');
    });
    expect(server.callsTo(deleteAccountCall)[0]?.body).toEqual({
      domain: 'northwind.example',
      confirmation: ALEX.email,
    });
  });
});
