import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Dialog, DialogTrigger, Form, Heading, Popover } from 'react-aria-components';
import { Link } from '../../shared/ui/link';
import type { SearchResult } from '@careers/contracts/search';
import { fieldErrorsOf } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';
import { TextField } from '../../shared/ui/text-field';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useSaveSearchAlert, useSubscribeToAlert, type AlertSearch } from './use-job-alert';

function BellPlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
      <path
        d="M6 8a6 6 0 0 1 9.5-4.9M18 11c.2 4.4 3 6 3 6H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0M19 2v6m-3-3h6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ALERT_BUTTON = 'min-h-9 gap-1.5 border-primary px-3 py-1 text-sm';

// "Get job alerts" for the search on screen. Logged in (savedSearchMetadata says it is allowed) it
// saves the search; logged out, when the employer allows visitors, it asks for an e-mail address
// beside the privacy text; otherwise it asks to log in first.
export function JobAlertButton({ data, search }: { data: SearchResult; search: AlertSearch }) {
  const { t } = useTranslation();
  const boot = useBootData();
  const internalLink = useInternalLink();
  const save = useSaveSearchAlert();
  const visitors = boot.configs.pcsxConfig.loggedOutNotificationConfig;
  const { enabled, isSubscribed } = data.savedSearchMetadata;

  if (boot.isLoggedIn && isSubscribed) {
    return (
      <Link
        href={internalLink('/careers/job-alerts')}
        className={`inline-flex min-h-9 items-center gap-1.5 rounded-brand px-2 text-sm font-medium text-primary hover:underline ${FOCUS_RING}`}
      >
        <span aria-hidden="true">✓</span>
        {t('jobAlerts.onForSearch')}
      </Link>
    );
  }
  if (!boot.isLoggedIn && visitors.enabled) {
    return <SubscribeDialog search={search} privacyText={visitors.privacyText} />;
  }
  if (!enabled) return null;
  return (
    <>
      <Button
        variant="secondary"
        className={ALERT_BUTTON}
        isDisabled={save.isPending}
        onPress={() => {
          save.save(search);
        }}
      >
        <BellPlusIcon />
        {t('jobAlerts.get')}
      </Button>
      <InlineError error={save.error} className="basis-full" />
    </>
  );
}

function SubscribeDialog({ search, privacyText }: { search: AlertSearch; privacyText: string }) {
  const { t } = useTranslation();
  const subscribe = useSubscribeToAlert();
  const [email, setEmail] = useState('');
  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    subscribe.subscribe(email, search);
  }
  // The server checks the address (its contract's rule); the field says what is wrong in the
  // page's language.
  const isEmailRefused = 'email' in fieldErrorsOf(subscribe.error);
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) subscribe.reset();
      }}
    >
      <Button variant="secondary" className={ALERT_BUTTON}>
        <BellPlusIcon />
        {t('jobAlerts.get')}
      </Button>
      <Popover
        placement="bottom end"
        className="w-[min(24rem,calc(100vw-2rem))] rounded-brand border border-ink/10 bg-surface p-4 text-ink shadow-xl"
      >
        <Dialog className="flex flex-col gap-3 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {t('jobAlerts.subscribeTitle')}
          </Heading>
          {subscribe.isSent ? (
            <p role="status" className="text-sm">
              {t('jobAlerts.checkInbox', { email })}
            </p>
          ) : (
            <Form
              onSubmit={submit}
              validationBehavior="aria"
              validationErrors={isEmailRefused ? { email: t('jobAlerts.invalidEmail') } : {}}
              className="flex flex-col gap-3"
            >
              <p className="text-sm text-ink/80">{t('jobAlerts.subscribeIntro')}</p>
              <TextField
                label={t('jobAlerts.email')}
                type="email"
                name="email"
                autoComplete="email"
                isRequired
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  // Editing the address answers its error at once (not at blur, when the form
                  // would shrink under a click on Subscribe).
                  if (subscribe.error) subscribe.reset();
                }}
              />
              {privacyText ? (
                <SanitizedHtml
                  html={privacyText}
                  className="max-h-[300px] overflow-auto rounded-brand bg-ink/5 p-3 text-xs text-ink/80"
                />
              ) : null}
              {isEmailRefused ? null : <InlineError error={subscribe.error} />}
              <Button type="submit" isDisabled={subscribe.isPending}>
                {t('jobAlerts.subscribe')}
              </Button>
            </Form>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
