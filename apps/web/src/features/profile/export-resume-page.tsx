import { useTranslation } from '../../shared/i18n/use-translation';
import { exportResumeHref } from '@careers/contracts/resumes';
import { useBootData } from '../../shared/boot/boot-data-context';
import { languageAutonym } from '../../shared/i18n/format';
import { PdfDocumentViewer } from '../../shared/pdf/lazy-pdf-viewer';
import { linkButtonClasses } from '../../shared/ui/link';

// /careers/export-resume: the profile as a PDF resume in the page's language, drawn by pdf.js in
// the page and downloadable as the same file.
export function ExportResumePage() {
  const { t, i18n } = useTranslation();
  const { domain } = useBootData();
  const language = i18n.language;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('exportResume.heading')}</h1>
        <p className="text-ink/80">
          {t('exportResume.intro', { language: languageAutonym(language) })}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <a
            href={exportResumeHref(domain, language, true)}
            download
            className={linkButtonClasses()}
          >
            {t('exportResume.download')}
          </a>
          <a href="/careers/profile" className={linkButtonClasses('secondary')}>
            {t('exportResume.editProfile')}
          </a>
        </div>
      </header>
      <section
        aria-label={t('exportResume.preview')}
        className="rounded-brand border border-ink/10 bg-ink/5 p-3 sm:p-5"
      >
        <PdfDocumentViewer
          url={exportResumeHref(domain, language, false)}
          title={t('exportResume.preview')}
        />
      </section>
    </div>
  );
}
