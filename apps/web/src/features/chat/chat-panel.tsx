import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Form, Label, TextArea, TextField } from 'react-aria-components';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PANEL_WIDTH_PX,
  CHAT_PANEL_Z_INDEX,
  PHONE_TABLET_MAX_WIDTH_PX,
} from '@careers/contracts/chat';
import { JOB_CART_CHANGED_EVENT, type JobCartChangedDetail } from '@careers/contracts/job-cart';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { Link } from '../../shared/ui/link';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { ChatAnswerView, JobCards } from './chat-answer';
import { useChat, type ChatMessage } from './use-chat';
import { useJobCart } from '../search/api/use-job-cart';

const NARROW_QUERY = `(max-width: ${PHONE_TABLET_MAX_WIDTH_PX}px)`;

// The job cart's ids come with every change as a window event; before the first change, from the
// cart the page already loaded.
function useJobCartIds(): number[] {
  const cart = useJobCart();
  const [changed, setChanged] = useState<number[] | null>(null);
  useEffect(() => {
    const listen = (event: Event) => {
      setChanged((event as CustomEvent<JobCartChangedDetail>).detail.positionIds);
    };
    window.addEventListener(JOB_CART_CHANGED_EVENT, listen);
    return () => {
      window.removeEventListener(JOB_CART_CHANGED_EVENT, listen);
    };
  }, []);
  return changed ?? cart.data?.data.jobCartData.map((position) => position.id) ?? [];
}

function Message({ message, onSend }: { message: ChatMessage; onSend: (text: string) => void }) {
  const { t } = useTranslation();
  if (message.role === 'user') {
    return (
      <li className="max-w-[85%] self-end rounded-brand bg-primary px-3 py-2 text-white">
        <span className="sr-only">{t('chat.you')}</span>
        <p className="whitespace-pre-wrap break-words" dir="auto">
          {message.text}
        </p>
      </li>
    );
  }
  return (
    <li
      className="flex max-w-[95%] flex-col gap-2 self-start rounded-brand bg-ink/5 px-3 py-2"
      aria-busy={message.status === 'streaming'}
    >
      <span className="sr-only">{t('chat.assistant')}</span>
      {message.text ? (
        <p className="whitespace-pre-wrap break-words" dir="auto">
          {message.text}
        </p>
      ) : null}
      {message.positions.length > 0 ? (
        <JobCards positions={message.positions} search={null} />
      ) : null}
      {message.answer ? <ChatAnswerView answer={message.answer} onSend={onSend} /> : null}
      {message.status === 'streaming' && !message.text && !message.answer ? (
        <p className="text-ink/70">{t('chat.thinking')}</p>
      ) : null}
      {message.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {message.error ?? t('chat.cutOff')}
        </p>
      ) : null}
    </li>
  );
}

type Props = { onClose: () => void };

/**
 * The chat assistant beside the search page. On wide screens it takes 400 px at the end and the
 * page narrows by as much; at 992 px or less it covers the page, which is inert meanwhile. Layer
 * 499. Escape or Close closes it and focus goes back to the button that opened it.
 */
export default function ChatPanel({ onClose }: Props) {
  const { t } = useTranslation();
  const { companyName, configs, chatUsesLanguageModel } = useBootData();
  const internalLink = useInternalLink();
  const [params] = useSearchParams();
  const positionId = params.get('pid');
  const jobCartPositionIds = useJobCartIds();
  const chat = useChat({ positionId, jobCartPositionIds });
  const narrow = useMediaQuery(NARROW_QUERY);
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const html = document.documentElement;
    html.dataset.chatOpen = '';
    input.current?.focus();
    return () => {
      delete html.dataset.chatOpen;
    };
  }, []);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || !narrow) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [narrow]);

  // Escape closes the panel from anywhere inside it.
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && panel.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('keydown', close);
    };
  }, [onClose]);

  const last = chat.messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, last]);

  const send = (text: string) => {
    void chat.send(text);
    setDraft('');
  };
  const greeting = configs.chatbotxConfig.greeting || t('chat.greeting', { company: companyName });
  // People are told they talk to an automated assistant, and whether a language model answers
  // (docs/product/match-and-chat.md): in the header and in the first message, which an employer's
  // own greeting does not replace.
  const disclosure = chatUsesLanguageModel ? t('chat.disclosureModel') : t('chat.disclosureRules');

  return createPortal(
    <aside
      ref={panel}
      aria-labelledby={headingId}
      style={{ zIndex: CHAT_PANEL_Z_INDEX, width: narrow ? undefined : CHAT_PANEL_WIDTH_PX }}
      className="chat-panel fixed inset-y-0 end-0 flex flex-col border-s border-ink/10 bg-surface text-ink shadow-xl [@media(max-width:992px)]:inset-x-0"
    >
      <header className="flex items-center justify-between gap-2 border-b border-ink/10 px-4 py-3">
        <h2 id={headingId} className="whitespace-nowrap text-lg font-semibold">
          {t('chat.title')}
        </h2>
        <div className="flex gap-1">
          {chat.messages.length > 0 ? (
            <Button variant="ghost" className="min-h-9 px-3 py-1 text-sm" onPress={chat.clear}>
              {t('chat.clear')}
            </Button>
          ) : null}
          <Button variant="ghost" className="min-h-9 px-3 py-1 text-sm" onPress={onClose}>
            {t('chat.close')}
          </Button>
        </div>
      </header>
      <p className="border-b border-ink/10 bg-ink/5 px-4 py-2 text-sm">
        <span className="font-semibold">{t('chat.automated')}</span>{' '}
        {chatUsesLanguageModel ? t('chat.usesModel') : t('chat.noModel')}{' '}
        <Link
          href={internalLink('/careers/automation')}
          className={`font-medium text-primary underline underline-offset-4 ${FOCUS_RING}`}
        >
          {t('chat.aboutAutomation')}
        </Link>
      </p>
      <div className="flex-1 overflow-y-auto px-4 py-3">
        <div className="mb-3 flex max-w-[95%] flex-col gap-2 rounded-brand bg-ink/5 px-3 py-2">
          <p dir="auto">{greeting}</p>
          <p>{disclosure}</p>
        </div>
        <div role="log" aria-label={t('chat.conversation')}>
          <ol className="flex flex-col gap-3">
            {chat.messages.map((message) => (
              <Message key={message.id} message={message} onSend={send} />
            ))}
          </ol>
        </div>
        <div ref={end} />
      </div>
      <Form
        className="flex items-end gap-2 border-t border-ink/10 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
      >
        <TextField
          className="flex flex-1 flex-col gap-1"
          value={draft}
          onChange={setDraft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
        >
          <Label className="sr-only">{t('chat.message')}</Label>
          <TextArea
            ref={input}
            rows={2}
            placeholder={t('chat.placeholder')}
            className="max-h-40 min-h-10 resize-none rounded-brand border border-ink/30 bg-surface px-3 py-2 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-accent"
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send(draft);
              }
            }}
          />
        </TextField>
        <Button type="submit" isDisabled={draft.trim() === '' || chat.busy}>
          {t('chat.send')}
        </Button>
      </Form>
    </aside>,
    document.body,
  );
}
