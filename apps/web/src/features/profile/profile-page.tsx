import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Meter, Label } from 'react-aria-components';
import {
  PROFILE_SECTIONS,
  type Profile,
  type ProfileAnalysis,
  type ProfileListSection,
  type ProfileSection,
} from '@careers/contracts/profile';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Card } from '../../shared/ui/card';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import {
  CertificationView,
  ContactView,
  EducationView,
  ExperienceView,
  LanguageView,
  LinkView,
  PreferencesView,
  entryName,
} from './profile-entries';
import { isListSection } from './profile-forms';
import { ProfilePhoto } from './profile-photo';
import { ResumeCard } from './resume-card';
import { SectionEditor, type EditTarget } from './section-editor';
import { useEditProfile } from './api/use-edit-profile';
import { useProfile } from './api/use-profile';
import { useProfileAnalysis } from './api/use-profile-analysis';

// /careers/profile: every section of the profile, each edited in place through a dialog with the
// section's form; completion and what is missing at the top.
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const analysis = useProfileAnalysis();
  const [target, setTarget] = useState<EditTarget | null>(null);

  if (profile.error) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold">{t('profile.heading')}</h1>
        <InlineError error={profile.error} />
        <Button variant="secondary" onPress={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  if (!profile.data) {
    return (
      <div aria-busy="true" className="mx-auto flex max-w-3xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('profile.heading')}</h1>
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-32 animate-pulse rounded-brand bg-ink/5" />
        ))}
      </div>
    );
  }
  const data = profile.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <ProfileHeader profile={data} analysis={analysis.data} onEdit={setTarget} />
      <ResumeCard />
      {PROFILE_SECTIONS.map((section) => (
        <SectionCard key={section} profile={data} section={section} onEdit={setTarget} />
      ))}
      {target ? (
        <SectionEditor
          profile={data}
          target={target}
          onClose={() => {
            setTarget(null);
          }}
        />
      ) : null}
    </div>
  );
}

function ProfileHeader({
  profile,
  analysis,
  onEdit,
}: {
  profile: Profile;
  analysis: ProfileAnalysis | undefined;
  onEdit: (target: EditTarget) => void;
}) {
  const { t } = useTranslation();
  const name = t('profile.fullName', { firstName: profile.firstName, lastName: profile.lastName });
  return (
    <Card as="header" padding="roomy" className="flex flex-col gap-5">
      <div className="flex items-start gap-4">
        <ProfilePhoto profile={profile} />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold" dir="auto">
            {name.trim() || profile.email}
          </h1>
          {profile.headline ? (
            <p className="text-ink/80" dir="auto">
              {profile.headline}
            </p>
          ) : null}
          <p className="truncate text-sm text-ink/70" dir="auto">
            {profile.location ? `${profile.location} · ` : ''}
            <span dir="ltr">{profile.email}</span>
          </p>
        </div>
      </div>
      {analysis ? (
        <div className="flex flex-col gap-3">
          <Meter value={analysis.completion} className="flex flex-col gap-1.5">
            {({ percentage, valueText }) => (
              <>
                <div className="flex justify-between gap-2 text-sm">
                  <Label className="font-medium">{t('profile.completion')}</Label>
                  <span>{valueText}</span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-ink/10">
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${percentage}%` }}
                  />
                </div>
              </>
            )}
          </Meter>
          {analysis.missing.length > 0 ? (
            <div>
              <p className="text-sm text-ink/80">{t('profile.missingIntro')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {analysis.missing.map((item) => (
                  <li key={item.check}>
                    <Button
                      variant="secondary"
                      className="min-h-8 px-3 py-1 text-sm"
                      onPress={() => {
                        onEdit({ section: item.section, index: null });
                      }}
                    >
                      {t(`profile.missing.${item.check}`)}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-ink/80">{t('profile.complete')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function SectionCard({
  profile,
  section,
  onEdit,
}: {
  profile: Profile;
  section: ProfileSection;
  onEdit: (target: EditTarget) => void;
}) {
  const { t } = useTranslation();
  const headingId = `profile-${section}-heading`;
  const isList = isListSection(section);
  const fromResume = profile.filledFromResume.includes(section);
  return (
    <Card as="section" aria-labelledby={headingId} id={`profile-${section}`} padding="roomy">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(`profile.sections.${section}`)}
        </h2>
        <Button
          variant="secondary"
          className="min-h-9 px-3 py-1.5 text-sm"
          aria-label={t(isList ? `profile.add.${section}` : `profile.edit.${section}`)}
          onPress={() => {
            onEdit({ section, index: null });
          }}
        >
          {isList ? t('profile.addShort') : t('profile.editShort')}
        </Button>
      </div>
      {fromResume ? (
        <p className="mb-3 rounded-brand bg-accent/10 px-3 py-2 text-sm">
          {t('profile.fromResume')}
        </p>
      ) : null}
      {isList ? (
        <SectionList profile={profile} section={section} onEdit={onEdit} />
      ) : (
        <SectionBody profile={profile} section={section} />
      )}
    </Card>
  );
}

function SectionBody({ profile, section }: { profile: Profile; section: ProfileSection }) {
  const { t } = useTranslation();
  switch (section) {
    case 'contact':
      return <ContactView profile={profile} />;
    case 'job_preferences':
      return <PreferencesView preferences={profile.jobPreferences} />;
    case 'summary':
      return profile.summary ? (
        <p className="whitespace-pre-line" dir="auto">
          {profile.summary}
        </p>
      ) : (
        <p className="text-ink/70">{t('profile.empty.summary')}</p>
      );
    default:
      return null;
  }
}

// Each entry of a list section as the page shows it.
function entryViews(profile: Profile, section: ProfileListSection): ReactNode[] {
  switch (section) {
    case 'experience':
      return profile.experience.map((entry) => <ExperienceView entry={entry} />);
    case 'education':
      return profile.education.map((entry) => <EducationView entry={entry} />);
    case 'certifications':
      return profile.certifications.map((entry) => <CertificationView entry={entry} />);
    case 'languages':
      return profile.languages.map((entry) => <LanguageView entry={entry} />);
    case 'links':
      return profile.links.map((entry) => <LinkView entry={entry} />);
    case 'skills':
      return profile.skills.map((skill) => (
        <span className="font-medium" dir="auto">
          {skill}
        </span>
      ));
  }
}

function SectionList({
  profile,
  section,
  onEdit,
}: {
  profile: Profile;
  section: ProfileListSection;
  onEdit: (target: EditTarget) => void;
}) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const edit = useEditProfile();
  const views = entryViews(profile, section);
  const count = views.length;
  if (count === 0) return <p className="text-ink/70">{t(`profile.empty.${section}`)}</p>;

  function send(opData: { index: number; value?: number }) {
    const operation = opData.value === undefined ? 'delete' : 'reorder';
    edit.mutate({
      body: { domain, opSection: section, operation, opData } as Parameters<
        typeof edit.mutate
      >[0]['body'],
    });
  }

  const isSkills = section === 'skills';
  return (
    <ul className={isSkills ? 'flex flex-wrap gap-2' : 'flex flex-col divide-y divide-ink/10'}>
      {views.map((view, index) => {
        const name = entryName(profile, section, index);
        const small = 'min-h-8 px-2 py-1 text-sm';
        return (
          <li
            key={`${index}-${name}`}
            className={
              isSkills
                ? 'flex items-center gap-1 rounded-full border border-ink/15 ps-3'
                : 'flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between'
            }
          >
            {view}
            <div className="flex shrink-0 flex-wrap gap-1">
              {!isSkills ? (
                <>
                  <Button
                    variant="ghost"
                    className={small}
                    aria-label={t('profile.editEntry', { name })}
                    onPress={() => {
                      onEdit({ section, index });
                    }}
                  >
                    {t('profile.editShort')}
                  </Button>
                  <Button
                    variant="ghost"
                    className={small}
                    isDisabled={index === 0 || edit.isPending}
                    aria-label={t('profile.moveUp', { name })}
                    onPress={() => {
                      send({ index, value: index - 1 });
                    }}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    className={small}
                    isDisabled={index === count - 1 || edit.isPending}
                    aria-label={t('profile.moveDown', { name })}
                    onPress={() => {
                      send({ index, value: index + 1 });
                    }}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                </>
              ) : null}
              <Button
                variant="ghost"
                className={isSkills ? 'min-h-8 rounded-full px-2 py-1 text-sm' : small}
                isDisabled={edit.isPending}
                aria-label={t('profile.remove', { name })}
                onPress={() => {
                  send({ index });
                }}
              >
                {isSkills ? <span aria-hidden="true">×</span> : t('profile.removeShort')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
