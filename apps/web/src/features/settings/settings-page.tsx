import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Card } from '../../shared/ui/card';
import { Link, LinkButton, linkButtonClasses } from '../../shared/ui/link';
import type { Locale } from '@careers/contracts/locales';
import { EMAIL_CATEGORIES, myDataUrl } from '@careers/contracts/settings';
import { useBootData } from '../../shared/boot/boot-data-context';
import { languageAutonym } from '../../shared/i18n/format';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { SelectMenu } from '../../shared/ui/select-menu';
import { ToggleSwitch } from '../../shared/ui/toggle-switch';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { DeleteAccount } from './delete-account';
import { useSettings } from './api/use-settings';
import { useUpdateSettings } from './api/use-update-settings';

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} padding="roomy" className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * /careers/settings: the language of the candidate's mail and notifications, whether notifications
 * also come by e-mail, whether their match is worked out, their job alerts, and a copy of
 * everything held about them.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { domain, configs } = useBootData();
  const internalLink = useInternalLink();
  const settings = useSettings();
  const update = useUpdateSettings();
  const languages = configs.supportedLanguages;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('settings.heading')}</h1>
      {settings.error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={settings.error} />
          <Button variant="secondary" onPress={() => void settings.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : !settings.data ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-32 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : (
        <>
          <InlineError error={update.error} />
          <SettingsCard id="settings-notifications" title={t('settings.notifications')}>
            <ToggleSwitch
              isSelected={settings.data.notifyByEmail}
              isDisabled={update.isPending}
              onChange={(notifyByEmail) => {
                update.mutate({ body: { domain, notifyByEmail } });
              }}
            >
              {t('settings.notifyByEmail')}
            </ToggleSwitch>
            <p className="text-sm text-ink/75">{t('settings.notifyByEmailHint')}</p>
            <fieldset className="flex flex-col gap-1 border-s-2 border-ink/10 ps-4">
              <legend className="mb-1 text-sm font-medium">{t('settings.emailCategories')}</legend>
              {EMAIL_CATEGORIES.map((category) => {
                const muted = settings.data.mutedEmailCategories;
                return (
                  <ToggleSwitch
                    key={category}
                    isSelected={settings.data.notifyByEmail && !muted.includes(category)}
                    isDisabled={update.isPending || !settings.data.notifyByEmail}
                    onChange={(wanted) => {
                      const mutedEmailCategories = wanted
                        ? muted.filter((entry) => entry !== category)
                        : [...muted, category];
                      update.mutate({ body: { domain, mutedEmailCategories } });
                    }}
                  >
                    {t(`settings.emailCategory.${category}`)}
                  </ToggleSwitch>
                );
              })}
            </fieldset>
            <SelectMenu<Locale>
              label={t('settings.language')}
              labelClassName="font-medium"
              buttonClassName="min-h-10 border-ink/30 px-3 py-2"
              options={languages.map((locale) => ({
                id: locale,
                label: languageAutonym(locale),
                textValue: languageAutonym(locale),
              }))}
              value={settings.data.language}
              onChange={(language) => {
                update.mutate({ body: { domain, language } });
              }}
            />
          </SettingsCard>
          <SettingsCard id="settings-automation" title={t('settings.automation')}>
            <ToggleSwitch
              isSelected={settings.data.matchScores}
              isDisabled={update.isPending}
              onChange={(matchScores) => {
                update.mutate({ body: { domain, matchScores } });
              }}
            >
              {t('settings.matchScores')}
            </ToggleSwitch>
            <p className="text-sm text-ink/75">{t('settings.matchScoresHint')}</p>
            <Link
              href={internalLink('/careers/automation')}
              className={`w-fit text-sm font-medium text-primary underline underline-offset-4 ${FOCUS_RING}`}
            >
              {t('settings.aboutAutomation')}
            </Link>
          </SettingsCard>
          <SettingsCard id="settings-alerts" title={t('settings.jobAlerts')}>
            <p>{t('settings.jobAlertCount', { count: settings.data.jobAlerts })}</p>
            <LinkButton
              href={internalLink('/careers/job-alerts')}
              variant="secondary"
              className="w-fit"
            >
              {t('settings.manageJobAlerts')}
            </LinkButton>
          </SettingsCard>
          <SettingsCard id="settings-data" title={t('settings.yourData')}>
            <p className="text-sm text-ink/80">{t('settings.downloadHint')}</p>
            <a href={myDataUrl(domain)} download className={`${linkButtonClasses()} w-fit`}>
              {t('settings.download')}
            </a>
          </SettingsCard>
          <SettingsCard id="settings-delete" title={t('settings.deleteAccount')}>
            <DeleteAccount />
          </SettingsCard>
        </>
      )}
    </div>
  );
}
