import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { changeLocale } from '../../shared/i18n/i18n';
import { demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

// "Automation and your data" (docs/product/match-and-chat.md): what is automated, what it uses,
// that the employer does not see the match, how to correct it and how to turn it off.
function show(chatUsesLanguageModel: boolean, path = '/careers/automation') {
  fakeServer([answer(vslogCall, { stored: 1 }), answer(notificationBadgeCall, { count: 0 })]);
  const boot = demoBoot();
  boot.chatUsesLanguageModel = chatUsesLanguageModel;
  renderApp(boot, path);
}

beforeEach(async () => {
  await changeLocale('en');
});

// The first render loads the page's lazy part.
describe('the automation page', { timeout: 60_000 }, () => {
  it('says what is automated, what each part uses, and where to correct or turn it off', async () => {
    show(false);
    const main = await screen.findByRole('article', {}, { timeout: 45_000 });
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Automation and your data' }),
    ).toBeVisible();
    for (const name of [
      'Match scores',
      '“Recommended for you”',
      'The job assistant',
      'Job alerts',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(
      within(main).getByText(/does not see your match score, and does not see whether a job/),
    ).toBeVisible();
    expect(
      within(main).getByText(
        'On this site no language model is used: the assistant answers with fixed rules from the jobs on this site.',
      ),
    ).toBeVisible();
    expect(within(main).getAllByText('What it uses:')).toHaveLength(4);
    expect(
      within(main).getByRole('link', { name: 'Edit my profile or upload a new resume' }),
    ).toHaveAttribute('href', '/careers/profile');
    expect(within(main).getByRole('link', { name: 'Go to my settings' })).toHaveAttribute(
      'href',
      '/careers/settings',
    );
    expect(within(main).getByRole('link', { name: 'Manage job alerts' })).toHaveAttribute(
      'href',
      '/careers/job-alerts',
    );
  });

  it('says a language model writes the assistant’s answers when one does', async () => {
    show(true);
    const main = await screen.findByRole('article', {}, { timeout: 45_000 });
    expect(
      within(main).getByText(/a language model \(an AI system that writes text\)/),
    ).toBeVisible();
    expect(
      within(main).getByText(
        /your messages and the jobs it looks up are sent to the model’s service/,
      ),
    ).toBeVisible();
  });

  it('is linked from the footer of every page', async () => {
    show(false, '/careers/how-matching-works');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Automation and your data' })).toHaveAttribute(
      'href',
      '/careers/automation',
    );
  });

  it('reads in German and Arabic', async () => {
    await changeLocale('de');
    show(false);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Automatisierung und Ihre Daten' }),
    ).toBeVisible();
    await changeLocale('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الأتمتة وبياناتك' }),
    ).toBeVisible();
  });
});
