import { useTranslation } from '../../shared/i18n/use-translation';
import type {
  CertificationEntry,
  EducationEntry,
  ExperienceEntry,
  JobPreferences,
  LanguageEntry,
  LinkEntry,
  Profile,
} from '@careers/contracts/profile';
import { useFormat } from '../../shared/i18n/format';
import { FOCUS_RING } from '../../shared/ui/button';

// How one entry of each section reads on the profile page. Text the candidate wrote keeps its
// own direction (dir="auto") in either page direction.

export function ExperienceView({ entry }: { entry: ExperienceEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const start = format.monthYear(entry.period.startDate);
  const end = entry.period.isCurrent
    ? t('profile.present')
    : format.monthYear(entry.period.endDate ?? '');
  return (
    <div className="min-w-0">
      <p className="font-semibold" dir="auto">
        {entry.title}
      </p>
      <p className="text-sm text-ink/80" dir="auto">
        {entry.location
          ? t('profile.atCompanyIn', { company: entry.company, location: entry.location })
          : entry.company}
      </p>
      <p className="text-sm text-ink/70">{t('profile.period', { start, end })}</p>
      {entry.summary ? (
        <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
          {entry.summary}
        </p>
      ) : null}
    </div>
  );
}

export function EducationView({ entry }: { entry: EducationEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const degree = t(`profile.degree.${entry.degree}`);
  return (
    <div className="min-w-0">
      <p className="font-semibold" dir="auto">
        {entry.school}
      </p>
      <p className="text-sm text-ink/80" dir="auto">
        {entry.field ? t('profile.degreeIn', { degree, field: entry.field }) : degree}
      </p>
      {entry.graduated ? (
        <p className="text-sm text-ink/70">
          {t('profile.graduatedOn', { date: format.monthYear(entry.graduated) })}
        </p>
      ) : null}
    </div>
  );
}

export function CertificationView({ entry }: { entry: CertificationEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dates = [
    entry.issued ? t('profile.issuedOn', { date: format.monthYear(entry.issued) }) : '',
    entry.expires ? t('profile.expiresOn', { date: format.monthYear(entry.expires) }) : '',
  ].filter(Boolean);
  return (
    <div className="min-w-0">
      <p className="font-semibold" dir="auto">
        {entry.name}
      </p>
      {entry.issuer ? (
        <p className="text-sm text-ink/80" dir="auto">
          {entry.issuer}
        </p>
      ) : null}
      {dates.length > 0 ? (
        <p className="text-sm text-ink/70">{format.list(dates, 'unit')}</p>
      ) : null}
    </div>
  );
}

export function LanguageView({ entry }: { entry: LanguageEntry }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="font-semibold" dir="auto">
        {entry.language}
      </p>
      <p className="text-sm text-ink/80">{t(`profile.proficiency.${entry.proficiency}`)}</p>
    </div>
  );
}

export function LinkView({ entry }: { entry: LinkEntry }) {
  let host = entry.url;
  try {
    host = new URL(entry.url).host;
  } catch {
    // Checked by the server; shown as written if it still does not parse.
  }
  return (
    <div className="min-w-0">
      <a
        href={entry.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className={`break-all font-semibold text-primary underline-offset-2 hover:underline ${FOCUS_RING}`}
        dir="auto"
      >
        {entry.label || host}
      </a>
      {entry.label ? (
        <p className="break-all text-sm text-ink/70" dir="ltr">
          {host}
        </p>
      ) : null}
    </div>
  );
}

export function entryName(profile: Profile, section: string, index: number): string {
  switch (section) {
    case 'experience':
      return profile.experience[index]?.title ?? '';
    case 'education':
      return profile.education[index]?.school ?? '';
    case 'certifications':
      return profile.certifications[index]?.name ?? '';
    case 'languages':
      return profile.languages[index]?.language ?? '';
    case 'links': {
      const link = profile.links[index];
      return link ? link.label || link.url : '';
    }
    case 'skills':
      return profile.skills[index] ?? '';
    default:
      return '';
  }
}

function Fact({ term, value }: { term: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-ink/70 sm:w-44 sm:shrink-0">{term}</dt>
      <dd className={value ? '' : 'text-ink/60 italic'} dir="auto">
        {value || t('profile.notGiven')}
      </dd>
    </div>
  );
}

export function ContactView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const name = t('profile.fullName', { firstName: profile.firstName, lastName: profile.lastName });
  return (
    <dl className="flex flex-col gap-3">
      <Fact term={t('profile.fields.name')} value={name.trim()} />
      <Fact term={t('profile.fields.email')} value={profile.email} />
      <Fact term={t('profile.fields.phone')} value={profile.phone} />
      <Fact term={t('profile.fields.location')} value={profile.location} />
      <Fact term={t('profile.fields.headline')} value={profile.headline} />
    </dl>
  );
}

export function PreferencesView({ preferences }: { preferences: JobPreferences }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pay =
    preferences.minimumPay === null
      ? ''
      : t(`profile.payPer.${preferences.payPeriod}`, {
          amount: format.number(preferences.minimumPay, {
            style: 'currency',
            currency: preferences.payCurrency,
            maximumFractionDigits: 0,
          }),
        });
  return (
    <dl className="flex flex-col gap-3">
      <Fact
        term={t('profile.fields.desiredTitles')}
        value={format.list(preferences.desiredTitles)}
      />
      <Fact
        term={t('profile.fields.desiredLocations')}
        value={format.list(preferences.desiredLocations)}
      />
      <Fact
        term={t('profile.fields.remotePreference')}
        value={t(`profile.remote.${preferences.remotePreference}`)}
      />
      <Fact term={t('profile.fields.minimumPay')} value={pay} />
    </dl>
  );
}
