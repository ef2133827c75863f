import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { messageOfError, RequestError } from '../../shared/api/request-error';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/text-field';
import { sendLoginCode, verifyLoginCode } from './auth.api';

export type LoginFormProps = {
  // Called once the session exists; it decides where the browser goes next.
  onLoggedIn: () => Promise<void> | void;
};

type Step = { name: 'email' } | { name: 'code'; email: string };

// DESIGN §5: passwordless, an e-mailed 6-digit code.
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  // The code step replaces the button that had focus; move focus to the new field.
  useEffect(() => {
    if (step.name === 'code') codeInput.current?.focus();
  }, [step.name]);

  async function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      if (step.name === 'email') {
        await sendLoginCode({ email: email.trim(), domain });
        setStep({ name: 'code', email: email.trim() });
      } else {
        await verifyLoginCode({ email: step.email, code: code.trim(), domain });
        await onLoggedIn();
      }
    } catch (caught) {
      // A refused code is the one error every candidate can meet: say it in their language.
      const isWrongCode =
        step.name === 'code' && caught instanceof RequestError && caught.status === 422;
      setError(
        isWrongCode ? t('auth.wrongCode') : messageOfError(caught, t('errors.requestProblem')),
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
          <Button type="submit" isPending={isBusy}>
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
          <Button type="submit" isPending={isBusy}>
            {t('auth.logIn')}
          </Button>
          <Button
            variant="ghost"
            onPress={() => {
              setStep({ name: 'email' });
              setCode('');
              setError(null);
            }}
          >
            {t('auth.useOtherEmail')}
          </Button>
        </>
      )}
      {error ? (
        <p role="alert" className="rounded-brand bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
