import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Form } from 'react-aria-components';
import { RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { useSendLoginCode } from './api/use-send-login-code';
import { useVerifyLoginCode } from './api/use-verify-login-code';

export type LoginFormProps = {
  // Called once the session exists; it decides where the browser goes next.
  onLoggedIn: () => Promise<void> | void;
};

type Step = { name: 'email' } | { name: 'code'; email: string };

// Passwordless, an e-mailed 6-digit code (docs/product/shell-and-gates.md).
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);

  // The code step replaces the button that had focus; move focus to the new field.
  useEffect(() => {
    if (step.name === 'code') codeInput.current?.focus();
  }, [step.name]);

  const sendCode = useSendLoginCode({
    onSuccess: (_data, input) => {
      setStep({ name: 'code', email: input.body.email });
    },
  });
  // The mutation stays pending while onLoggedIn runs, and a failure there shows like one of
  // the call's own.
  const verifyCode = useVerifyLoginCode({ onSuccess: () => onLoggedIn() });
  const current = step.name === 'email' ? sendCode : verifyCode;
  // A refused code is the one error every candidate can meet: say it in their language.
  const isWrongCode = verifyCode.error instanceof RequestError && verifyCode.error.status === 422;

  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    if (step.name === 'email') sendCode.mutate({ body: { email: email.trim(), domain } });
    else verifyCode.mutate({ body: { email: step.email, code: code.trim(), domain } });
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-4">
      {step.name === 'email' ? (
        <>
          <p className="text-sm text-ink/80">{t('auth.intro')}</p>
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
          />
          <Button type="submit" isPending={current.isPending}>
            {t('auth.sendCode')}
          </Button>
        </>
      ) : (
        <>
          <p role="status">{t('auth.codeSent', { email: step.email })}</p>
          <TextField
            label={t('auth.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            inputRef={codeInput}
            value={code}
            onChange={setCode}
          />
          <Button type="submit" isPending={current.isPending}>
            {t('auth.logIn')}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setStep({ name: 'email' });
              setCode('');
              verifyCode.reset();
            }}
          >
            {t('auth.useOtherEmail')}
          </Button>
        </>
      )}
      <InlineError error={current.error} message={isWrongCode ? t('auth.wrongCode') : null} />
    </Form>
  );
}
