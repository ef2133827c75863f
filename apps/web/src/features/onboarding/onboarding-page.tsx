import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import {
  REMOTE_PREFERENCES,
  type Profile,
  type RemotePreference,
} from '@careers/contracts/profile';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { ResumeUploadButton } from '../../shared/resume/resume-upload-button';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { ToggleSwitch } from '../../shared/ui/toggle-switch';
import { useProfile } from '../profile/api/use-profile';
import { preferencesEdit, useFinishOnboarding, useSavePreferences } from './use-onboarding';

const STEPS = ['resume', 'preferences', 'alerts'] as const;
type Step = (typeof STEPS)[number];

/**
 * /careers/onboarding (footer hidden): a new candidate's first steps — a resume that fills the
 * profile (or skip), what they look for, a job alert — ending with onboarding complete and the jobs
 * they asked for.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [step, setStep] = useState<Step>('resume');
  const heading = useRef<HTMLHeadingElement>(null);
  const index = STEPS.indexOf(step);

  // Each step is a new view: focus its heading so a screen reader starts there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-2">
      <div>
        <p className="text-sm font-medium text-primary">{t('onboarding.welcome')}</p>
        <ol className="mt-3 flex gap-2" aria-label={t('onboarding.progress')}>
          {STEPS.map((name, position) => (
            <li
              key={name}
              aria-current={name === step ? 'step' : undefined}
              className="flex flex-1 flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${position <= index ? 'bg-primary' : 'bg-ink/15'}`}
              />
              <span
                className={`text-xs sm:text-sm ${name === step ? 'font-semibold' : 'text-ink/70'}`}
              >
                {t(`onboarding.steps.${name}`)}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <section
        aria-labelledby="onboarding-step-heading"
        className="flex flex-col gap-5 rounded-brand border border-ink/10 bg-surface p-5 sm:p-8"
      >
        <h1
          id="onboarding-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {t(`onboarding.${step}.heading`)}
        </h1>
        {profile.error ? (
          <InlineError error={profile.error} />
        ) : !profile.data ? (
          <div aria-busy="true" className="h-32 animate-pulse rounded-brand bg-ink/5" />
        ) : step === 'resume' ? (
          <ResumeStep
            profile={profile.data}
            onNext={() => {
              setStep('preferences');
            }}
          />
        ) : step === 'preferences' ? (
          <PreferencesStep
            profile={profile.data}
            onBack={() => {
              setStep('resume');
            }}
            onNext={() => {
              setStep('alerts');
            }}
          />
        ) : (
          <AlertStep
            profile={profile.data}
            onBack={() => {
              setStep('preferences');
            }}
          />
        )}
      </section>
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3 pt-2">{children}</div>;
}

function ResumeStep({ profile, onNext }: { profile: Profile; onNext: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const filled = profile.filledFromResume.map((section) => t(`profile.sections.${section}`));
  return (
    <>
      <p className="text-ink/80">{t('onboarding.resume.body')}</p>
      <div className="flex flex-col items-start gap-3 rounded-brand border border-dashed border-ink/25 p-5">
        <ResumeUploadButton variant="primary" />
        <p className="text-sm text-ink/70">{t('onboarding.resume.types')}</p>
      </div>
      {filled.length > 0 ? (
        <p role="status" className="rounded-brand bg-accent/10 px-3 py-2 text-sm">
          {t('onboarding.resume.filled', { sections: format.list(filled) })}
        </p>
      ) : null}
      <Actions>
        <a
          href="/careers/profile"
          className={`inline-flex min-h-10 items-center rounded-brand px-4 py-2 font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          {t('onboarding.resume.byHand')}
        </a>
        <Button onPress={onNext}>
          {filled.length > 0 ? t('onboarding.next') : t('onboarding.skip')}
        </Button>
      </Actions>
    </>
  );
}

// "Nurse, Midwife" → ['Nurse', 'Midwife']: the form asks for one line; the profile keeps a list.
const valuesOf = (text: string) =>
  text
    .split(/[,;]/u)
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, 10);

function PreferencesStep({
  profile,
  onBack,
  onNext,
}: {
  profile: Profile;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const save = useSavePreferences();
  const preferences = profile.jobPreferences;
  const [titles, setTitles] = useState(preferences.desiredTitles.join(', '));
  const [locations, setLocations] = useState(
    (preferences.desiredLocations.length > 0
      ? preferences.desiredLocations
      : [profile.location].filter(Boolean)
    ).join('; '),
  );
  const [remote, setRemote] = useState<RemotePreference>(preferences.remotePreference);
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          preferencesEdit(domain, {
            ...preferences,
            desiredTitles: valuesOf(titles),
            desiredLocations: locations
              .split(';')
              .map((value) => value.trim())
              .filter(Boolean),
            remotePreference: remote,
          }),
          { onSuccess: onNext },
        );
      }}
    >
      <p className="text-ink/80">{t('onboarding.preferences.body')}</p>
      <TextField
        label={t('profile.fields.desiredTitles')}
        description={t('onboarding.preferences.titlesHelp')}
        value={titles}
        onChange={setTitles}
        maxLength={300}
      />
      <TextField
        label={t('profile.fields.desiredLocations')}
        value={locations}
        onChange={setLocations}
        maxLength={300}
      />
      <RadioGroup
        value={remote}
        onChange={(value) => {
          setRemote(value as RemotePreference);
        }}
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-medium">{t('profile.fields.remotePreference')}</Label>
        <div className="flex flex-wrap gap-2">
          {REMOTE_PREFERENCES.map((value) => (
            <RadioField key={value} value={value} className="flex">
              <RadioButton
                className={`min-h-10 cursor-pointer rounded-full border border-ink/25 px-4 py-2 text-sm data-[selected]:border-primary data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`}
              >
                {t(`profile.remote.${value}`)}
              </RadioButton>
            </RadioField>
          ))}
        </div>
      </RadioGroup>
      {save.error ? <InlineError error={save.error} /> : null}
      <Actions>
        <Button variant="secondary" onPress={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('onboarding.next')}
        </Button>
      </Actions>
    </form>
  );
}

function AlertStep({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishOnboarding();
  const query = profile.jobPreferences.desiredTitles[0] ?? profile.headline;
  const location = profile.jobPreferences.desiredLocations[0] ?? profile.location;
  const [wanted, setWanted] = useState(query !== '');
  return (
    <>
      <p className="text-ink/80">{t('onboarding.alerts.body')}</p>
      {query !== '' ? (
        <ToggleSwitch isSelected={wanted} onChange={setWanted}>
          {location
            ? t('onboarding.alerts.toggleIn', { query, location })
            : t('onboarding.alerts.toggle', { query })}
        </ToggleSwitch>
      ) : (
        <p className="text-sm text-ink/70">{t('onboarding.alerts.noRole')}</p>
      )}
      {finish.error ? <InlineError error={finish.error} /> : null}
      <Actions>
        <Button variant="secondary" onPress={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button
          isPending={finish.isPending || finish.isSuccess}
          onPress={() => {
            finish.mutate(wanted && query !== '' ? { query, location } : null);
          }}
        >
          {t('onboarding.finish')}
        </Button>
      </Actions>
    </>
  );
}
