import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { loadChunk } from '../../shared/lazy/load-chunk';
import { Button, FOCUS_RING } from '../../shared/ui/button';

// The panel's code (and zod's schemas with it) loads on the first open only.
const ChatPanel = lazy(() => loadChunk(() => import('./chat-panel')));

function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/**
 * The chat assistant's button on the search page, for a logged-in candidate when chatbotxConfig is
 * enabled and for a visitor when it allows visitors too; and the WhatsApp chat when
 * behaviourFlags.whatsappChatGateEnabled and a number are set.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { isLoggedIn, configs } = useBootData();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const chat = configs.chatbotxConfig;
  const available = chat.enabled && (isLoggedIn || chat.loggedOutEnabled);
  // The number's place in the config is top level; chatbotxConfig's is still read without it.
  const number = configs.whatsappChatCompNumber ?? chat.whatsappChatCompNumber;
  const whatsapp =
    configs.behaviourFlags.whatsappChatGateEnabled && number ? whatsappLink(number) : null;
  if (!available && !whatsapp) return null;
  return (
    <>
      <div className="chat-launcher fixed bottom-4 end-4 z-40 flex flex-col items-end gap-2">
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-10 items-center rounded-full bg-[#1f7a4d] px-4 font-medium text-white shadow-lg ${FOCUS_RING}`}
          >
            {t('chat.whatsapp')} <span className="sr-only">{t('chat.opensNewTab')}</span>
          </a>
        ) : null}
        {available ? (
          <Button
            id={buttonId}
            className="rounded-full shadow-lg"
            aria-expanded={open}
            onPress={() => {
              setOpen(true);
            }}
          >
            {t('chat.open')}
          </Button>
        ) : null}
      </div>
      {available && open ? (
        <Suspense fallback={null}>
          <ChatPanel
            onClose={() => {
              setOpen(false);
              requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
