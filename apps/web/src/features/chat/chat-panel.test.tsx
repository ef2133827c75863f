import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { searchCall } from '@careers/contracts/search';
import { changeLocale } from '../../shared/i18n/i18n';
import { demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { RESULT } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';

// The panel says the candidate talks to an automated assistant, and whether a language model
// answers, in its header and in its first message (docs/product/match-and-chat.md).
async function openChat(chatUsesLanguageModel: boolean, greeting = '') {
  fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    answer(searchCall, RESULT),
  ]);
  const boot = demoBoot();
  boot.chatUsesLanguageModel = chatUsesLanguageModel;
  boot.configs.chatbotxConfig.greeting = greeting;
  renderApp(boot, '/careers');
  // Role queries over the whole search page are slow in jsdom: the launcher and the panel are
  // found by their own elements.
  const launcher = await vi.waitFor(
    () => {
      const found = document.querySelector<HTMLButtonElement>('.chat-launcher button');
      if (!found) throw new Error('no launcher yet');
      return found;
    },
    { timeout: 20_000 },
  );
  expect(launcher).toHaveAccessibleName('Ask the job assistant');
  await userEvent.setup().click(launcher);
  const panel = await vi.waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('aside.chat-panel');
      if (!found) throw new Error('no panel yet');
      return found;
    },
    { timeout: 20_000 },
  );
  expect(panel).toHaveAccessibleName('Job assistant');
  return panel;
}

beforeEach(async () => {
  // jsdom lays nothing out; the panel scrolls its end into view.
  Element.prototype.scrollIntoView = vi.fn();
  await changeLocale('en');
});

// The first render loads the search page's and the panel's lazy parts.
describe('the chat panel', { timeout: 40_000 }, () => {
  it('says it is automated and answers by rules, with a link to the automation page', async () => {
    const panel = await openChat(false);
    expect(within(panel).getByText('Automated assistant')).toBeVisible();
    expect(
      within(panel).getByText(/Answers come from set rules, not a language model\./),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Automation and your data' })).toHaveAttribute(
      'href',
      '/careers/automation',
    );
    expect(
      within(panel).getByText(
        'I am an automated assistant, not a person, and no language model writes my answers: I answer with set rules from the jobs on this site.',
      ),
    ).toBeVisible();
  });

  it('says a language model writes the answers when one does, after the employer’s greeting', async () => {
    const panel = await openChat(true, 'Welcome to Northwind careers!');
    expect(
      within(panel).getByText(/A language model writes the answers\. They can be wrong\./),
    ).toBeVisible();
    expect(within(panel).getByText('Welcome to Northwind careers!')).toBeVisible();
    expect(
      within(panel).getByText(
        'I am an automated assistant, not a person. A language model writes my answers, so check what matters in the job posting.',
      ),
    ).toBeVisible();
  });
});
