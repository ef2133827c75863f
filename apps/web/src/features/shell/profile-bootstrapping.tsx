import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { Profile } from '@careers/contracts/profile';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { ResumeUploadButton } from '../../shared/resume/resume-upload-button';
import { reloadPage } from '../../shared/session/reload';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { useEditProfile } from '../profile/api/use-edit-profile';
import { useProfile } from '../profile/api/use-profile';
import { useCompleteProfileBootstrapping } from './api/use-complete-profile-bootstrapping';

type Draft = { firstName?: string; lastName?: string; location?: string };

// Shown instead of the page while `needsProfileBootstrapping` holds: the details the group's
// bootstrappingConfig asks for, each correctable through the profile's own calls, then Continue
// (docs/product/shell-and-gates.md, "Profile bootstrapping screen").
export function ProfileBootstrapping() {
  const { t } = useTranslation();
  const { domain, onboardingData } = useBootData();
  const { fields } = onboardingData.bootstrappingConfig;
  const asksForDetails = fields.length > 0;
  const profile = useProfile();

  return (
    <section
      aria-labelledby="bootstrapping-heading"
      className="mx-auto flex max-w-xl flex-col items-stretch gap-4 py-12"
    >
      <h1 id="bootstrapping-heading" className="text-2xl font-semibold">
        {t('bootstrapping.heading')}
      </h1>
      <p className="text-ink/80">{t('bootstrapping.text')}</p>
      {!asksForDetails ? (
        <ConfirmDetails domain={domain} profile={null} />
      ) : profile.data ? (
        <ConfirmDetails domain={domain} profile={profile.data} />
      ) : profile.error ? (
        <>
          <InlineError error={profile.error} />
          <ConfirmDetails domain={domain} profile={null} />
        </>
      ) : (
        <p aria-busy="true" className="h-40 animate-pulse rounded-brand bg-ink/5">
          <span className="sr-only">{t('bootstrapping.loading')}</span>
        </p>
      )}
    </section>
  );
}

function ConfirmDetails({ domain, profile }: { domain: string; profile: Profile | null }) {
  const { t } = useTranslation();
  const boot = useBootData();
  const { fields } = boot.onboardingData.bootstrappingConfig;
  const [draft, setDraft] = useState<Draft>({});
  const [hasResume, setHasResume] = useState(boot.profile?.hasResume ?? false);
  // A failure says itself under the form, not in a toast.
  const editProfile = useEditProfile({ onError: () => undefined });
  // The next page load carries the new boot data (ARCHITECTURE "Request flow" 7).
  const completeBootstrapping = useCompleteProfileBootstrapping({ onSuccess: reloadPage });

  const firstName = draft.firstName ?? profile?.firstName ?? '';
  const lastName = draft.lastName ?? profile?.lastName ?? '';
  const location = draft.location ?? profile?.location ?? '';
  const changed =
    profile !== null &&
    (firstName.trim() !== profile.firstName ||
      lastName.trim() !== profile.lastName ||
      location.trim() !== profile.location);

  async function confirm() {
    // Corrections go through the profile's own edit first; the contact section is written whole.
    if (profile && changed) {
      await editProfile.mutateAsync({
        body: {
          domain,
          opSection: 'contact',
          operation: 'edit',
          opData: {
            value: {
              firstName: firstName.trim(),
              lastName: lastName.trim(),
              phone: profile.phone,
              location: location.trim(),
              headline: profile.headline,
            },
          },
        },
      });
    }
    completeBootstrapping.mutate({ body: { domain } });
  }

  const busy =
    editProfile.isPending || completeBootstrapping.isPending || completeBootstrapping.isSuccess;

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        // A refused edit is shown under the form (editProfile.error).
        confirm().catch(() => undefined);
      }}
      className="flex flex-col gap-4"
    >
      {profile ? (
        <div className="flex flex-col gap-4 rounded-brand border border-ink/10 bg-surface p-5">
          {fields.includes('name') ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('bootstrapping.firstName')}
                value={firstName}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, firstName: value }));
                }}
                isRequired
                maxLength={100}
                autoComplete="given-name"
              />
              <TextField
                label={t('bootstrapping.lastName')}
                value={lastName}
                onChange={(value) => {
                  setDraft((current) => ({ ...current, lastName: value }));
                }}
                maxLength={100}
                autoComplete="family-name"
              />
            </div>
          ) : null}
          {fields.includes('email') ? (
            <div className="flex flex-col gap-1">
              <p id="bootstrapping-email" className="text-sm font-medium">
                {t('bootstrapping.email')}
              </p>
              <p aria-labelledby="bootstrapping-email" dir="ltr" className="text-start">
                {profile.email}
              </p>
              <p className="text-sm text-ink/70">{t('bootstrapping.emailNote')}</p>
            </div>
          ) : null}
          {fields.includes('location') ? (
            <TextField
              label={t('bootstrapping.location')}
              value={location}
              onChange={(value) => {
                setDraft((current) => ({ ...current, location: value }));
              }}
              maxLength={150}
              autoComplete="address-level2"
            />
          ) : null}
          {fields.includes('resume') ? (
            <div className="flex flex-col items-start gap-2">
              <p className="text-sm font-medium">{t('bootstrapping.resume')}</p>
              <p className="text-ink/80">
                {hasResume ? t('bootstrapping.resumeOnFile') : t('bootstrapping.noResume')}
              </p>
              <ResumeUploadButton
                onUploaded={() => {
                  setHasResume(true);
                  // What the resume filled in shows; the candidate's own typing is kept.
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <InlineError error={editProfile.error ?? completeBootstrapping.error} />
      <Button type="submit" className="self-start" isPending={busy}>
        {t('bootstrapping.continue')}
      </Button>
    </Form>
  );
}
