import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { notificationBadgeCall } from '@careers/contracts/notifications';
import { searchCall } from '@careers/contracts/search';
import { demoBoot } from '../../test/demo-boot';
import { answer, fakeServer } from '../../test/fake-server';
import { RESULT } from '../../test/position-fixtures';
import { renderApp } from '../../test/render-app';

// Who sees the chat assistant's button and the WhatsApp chat (docs/product/match-and-chat.md).
function searchPageWith(change: (boot: ReturnType<typeof demoBoot>) => void) {
  fakeServer([
    answer(vslogCall, { stored: 1 }),
    answer(notificationBadgeCall, { count: 0 }),
    answer(searchCall, RESULT),
  ]);
  const boot = demoBoot();
  change(boot);
  renderApp(boot, '/careers');
}

describe('ChatLauncher', () => {
  it('offers the assistant to a visitor when chatbotxConfig allows visitors', async () => {
    searchPageWith(() => undefined);
    expect(await screen.findByRole('button', { name: 'Ask the job assistant' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('hides it from visitors when only candidates may chat', async () => {
    searchPageWith((boot) => {
      boot.configs.chatbotxConfig.loggedOutEnabled = false;
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ask the job assistant' })).toBeNull();
  });

  it.each([
    ['top-level whatsappChatCompNumber', 'whatsappChatCompNumber'],
    ["chatbotxConfig's, its former place", 'chatbotxConfig'],
  ])(
    'shows the WhatsApp chat with the gate and a number (%s), as a wa.me link',
    async (_, place) => {
      searchPageWith((boot) => {
        boot.configs.chatbotxConfig.enabled = false;
        boot.configs.behaviourFlags.whatsappChatGateEnabled = true;
        if (place === 'chatbotxConfig')
          boot.configs.chatbotxConfig.whatsappChatCompNumber = '+49 30 1234567';
        else {
          boot.configs.whatsappChatCompNumber = '+49 30 1234567';
          boot.configs.chatbotxConfig.whatsappChatCompNumber = '+1 555 0100 999';
        }
      });
      // Role queries over the whole search page are slow in jsdom: the launcher is one element.
      const link = await vi.waitFor(() => {
        const found = document.querySelector('.chat-launcher a');
        if (!found) throw new Error('no link yet');
        return found;
      });
      expect(link).toHaveAccessibleName('Chat on WhatsApp (opens in a new tab)');
      expect(link).toHaveAttribute('href', 'https://wa.me/49301234567');
      expect(document.querySelector('.chat-launcher button')).toBeNull();
    },
  );
});
