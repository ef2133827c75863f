import { useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  type ApplicationMessage,
} from '@careers/contracts/application-follow-up';
import { useUploadFormFile } from '../../shared/api/use-upload-form-file';
import { readAsBase64 } from '../../shared/files/data-url';
import { useFormat } from '../../shared/i18n/format';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useSendApplicationMessage } from './api/use-send-application-message';

type Thread = {
  data?: { messages: ApplicationMessage[] } | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
};

type Attachment = { fileId: string; name: string; size: number };

/**
 * The conversation with the recruiting team about one application
 * (docs/product/application-follow-up.md): every message as plain text, the candidate's own with
 * "Read …" once the team has read it, and a box to ask another question with a file if need be.
 */
export function ApplicationConversation({
  applicationId,
  messages,
}: {
  applicationId: string;
  messages: Thread;
}) {
  const { t } = useTranslation();
  const list = messages.data?.messages ?? [];
  return (
    <section aria-labelledby="conversation-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="conversation-heading" className="text-lg font-semibold">
          {t('applications.conversation.heading')}
        </h2>
        <p className="text-sm text-ink/75">{t('applications.conversation.intro')}</p>
      </div>
      {messages.error ? (
        <div className="flex flex-col items-start gap-2">
          <InlineError error={messages.error} message={t('applications.conversation.loadError')} />
          <Button variant="secondary" onPress={() => void messages.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : messages.isPending ? (
        <div aria-busy="true" className="h-16 animate-pulse rounded-brand bg-ink/5" />
      ) : list.length === 0 ? (
        <p className="text-sm text-ink/70">{t('applications.conversation.empty')}</p>
      ) : (
        <ol aria-label={t('applications.conversation.messages')} className="flex flex-col gap-3">
          {list.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      <Composer applicationId={applicationId} />
    </section>
  );
}

function MessageItem({ message }: { message: ApplicationMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isMine = message.author === 'candidate';
  return (
    <li className={`flex flex-col gap-1 ${isMine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-brand px-4 py-3 ${isMine ? 'bg-primary/10' : 'border border-ink/10 bg-surface'}`}
      >
        <p className="text-xs font-semibold text-ink/75">
          {isMine ? t('applications.conversation.you') : t('applications.conversation.team')}
        </p>
        <p className="break-words whitespace-pre-wrap" dir="auto">
          {message.body}
        </p>
        {message.attachment ? (
          <p className="mt-1 text-sm text-ink/80">
            <span aria-hidden="true">📎 </span>
            {t('applications.conversation.attached', {
              name: message.attachment.name,
              size: format.fileSize(message.attachment.size),
            })}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-ink/70">
        <time dateTime={message.createdAt}>{format.dayTime(message.createdAt)}</time>
        {isMine ? (
          <>
            {' · '}
            {message.readAt
              ? t('applications.conversation.read', { time: format.dayTime(message.readAt) })
              : t('applications.conversation.sent')}
          </>
        ) : null}
      </p>
    </li>
  );
}

function Composer({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain } = useBootData();
  const upload = useUploadFormFile();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [isUploading, setUploading] = useState(false);
  const send = useSendApplicationMessage(() => {
    setText('');
    setAttachment(null);
    showToast(t('applications.conversation.sentToast'), { tone: 'positive' });
  });
  const left = APPLICATION_MESSAGE_MAX_LENGTH - text.length;

  const attach = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const content = await readAsBase64(file);
      const stored = await upload({ name: file.name, type: file.type, content });
      setAttachment({ fileId: stored.fileId, name: stored.name, size: stored.size });
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    if (text.trim() === '' || send.isPending) return;
    send.mutate({
      params: { id: applicationId },
      body: { domain, body: text, fileId: attachment?.fileId ?? null },
    });
  };

  return (
    <Card as="div" className="flex flex-col gap-3">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3"
      >
        <TextField
          label={t('applications.conversation.question')}
          rows={4}
          value={text}
          onChange={setText}
          isRequired
          maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
          description={
            left < 500
              ? t('applications.conversation.charactersLeft', { count: left })
              : t('applications.conversation.hint')
          }
        />
        {attachment ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              <span aria-hidden="true">📎 </span>
              {t('applications.conversation.attached', {
                name: attachment.name,
                size: format.fileSize(attachment.size),
              })}
            </span>
            <Button
              variant="ghost"
              className="min-h-9 px-3 py-1.5 text-sm"
              aria-label={t('applications.conversation.removeFileOf', { name: attachment.name })}
              onPress={() => {
                setAttachment(null);
              }}
            >
              {t('applications.conversation.removeFile')}
            </Button>
          </div>
        ) : null}
        <InlineError error={uploadError} />
        <InlineError error={send.error} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FileTrigger
            onSelect={(files) => {
              void attach(files);
            }}
          >
            <Button variant="secondary" isPending={isUploading}>
              {t('applications.conversation.attach')}
            </Button>
          </FileTrigger>
          <Button type="submit" isPending={send.isPending}>
            {t('applications.conversation.send')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
