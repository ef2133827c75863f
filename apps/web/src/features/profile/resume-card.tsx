import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { resumeFileHref, type Resume } from '@careers/contracts/resumes';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useFormat } from '../../shared/i18n/format';
import { ResumeUploadButton } from '../../shared/resume/resume-upload-button';
import { Card } from '../../shared/ui/card';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { linkButtonClasses } from '../../shared/ui/link';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { useDeleteResume } from './api/use-delete-resume';
import { useResumes } from './api/use-resumes';

const LINK = `inline-flex min-h-8 items-center rounded-brand px-2 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline ${FOCUS_RING}`;

// On the profile page: upload a resume that fills the profile, the resumes uploaded so far
// (download, delete), and the profile exported as a PDF resume.
export function ResumeCard() {
  const { t } = useTranslation();
  const resumes = useResumes();
  const remove = useDeleteResume();
  const [confirming, setConfirming] = useState<Resume | null>(null);
  const list = resumes.data?.resumes ?? [];
  return (
    <Card
      as="section"
      aria-labelledby="profile-resume-heading"
      id="profile-resume"
      padding="roomy"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="profile-resume-heading" className="text-lg font-semibold">
            {t('resume.heading')}
          </h2>
          <p className="text-sm text-ink/75">{t('resume.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/careers/export-resume" className={`${linkButtonClasses('secondary')} text-sm`}>
            {t('resume.export')}
          </a>
          <ResumeUploadButton variant="primary" />
        </div>
      </div>
      {resumes.error ? (
        <div className="flex flex-wrap items-center gap-3">
          <InlineError error={resumes.error} />
          <Button variant="secondary" onPress={() => void resumes.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      ) : resumes.isPending ? (
        <div aria-busy="true" className="h-12 animate-pulse rounded-brand bg-ink/5" />
      ) : list.length === 0 ? (
        <p className="text-ink/70">{t('resume.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink/10" aria-label={t('resume.listLabel')}>
          {list.map((resume) => (
            <ResumeRow
              key={resume.id}
              resume={resume}
              isDeleting={remove.isPending && remove.variables.params.id === resume.id}
              onDelete={() => {
                setConfirming(resume);
              }}
            />
          ))}
        </ul>
      )}
      <ModalDialog
        isOpen={confirming !== null}
        title={t('resume.deleteTitle')}
        closeLabel={t('resume.cancel')}
        onClose={() => {
          setConfirming(null);
        }}
      >
        <p className="mb-4">{t('resume.deleteBody', { name: confirming?.name ?? '' })}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onPress={() => {
              setConfirming(null);
            }}
          >
            {t('resume.cancel')}
          </Button>
          <Button
            onPress={() => {
              if (confirming) remove.mutate({ params: { id: confirming.id }, body: {} });
              setConfirming(null);
            }}
          >
            {t('resume.deleteConfirm')}
          </Button>
        </div>
      </ModalDialog>
    </Card>
  );
}

function ResumeRow({
  resume,
  isDeleting,
  onDelete,
}: {
  resume: Resume;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain } = useBootData();
  const filled = resume.filled.map((section) => t(`profile.sections.${section}`));
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium" dir="auto">
          {resume.name}
        </p>
        <p className="text-sm text-ink/70">
          {t('resume.meta', {
            type: resume.type.toUpperCase(),
            size: format.fileSize(resume.size),
            date: format.day(resume.uploadedAt),
          })}
        </p>
        <p className="text-sm text-ink/70">
          {filled.length > 0
            ? t('resume.filled', { sections: format.list(filled) })
            : t('resume.filledNothing')}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <a
          href={resumeFileHref(resume.id, domain)}
          download={resume.name}
          className={LINK}
          aria-label={t('resume.downloadNamed', { name: resume.name })}
        >
          {t('resume.download')}
        </a>
        <Button
          variant="ghost"
          className="min-h-8 px-2 py-1 text-sm"
          isDisabled={isDeleting}
          aria-label={t('resume.deleteNamed', { name: resume.name })}
          onPress={onDelete}
        >
          {t('resume.delete')}
        </Button>
      </div>
    </li>
  );
}
