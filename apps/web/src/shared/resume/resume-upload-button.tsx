import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from '../i18n/use-translation';
import type { Profile } from '@careers/contracts/profile';
import { useBootData } from '../boot/boot-data-context';
import { useFormat } from '../i18n/format';
import { showToast } from '../toasts/toast-queue';
import { Button } from '../ui/button';
import { InlineError } from '../ui/inline-error';
import { ModalDialog } from '../ui/modal-dialog';
import { readAsDataUrl } from '../files/data-url';
import { useUploadResume } from '../api/use-upload-resume';

type Props = {
  // Called with the profile the resume left, before the lists are refreshed.
  onUploaded?: (candidate: Profile) => void;
  variant?: 'primary' | 'secondary';
  className?: string;
};

/**
 * Resume upload: the candidate picks a file (any file, no limit shown), then a confirmation opens;
 * Cancel closes it, Upload sends it. A refusal (type, size, unreadable) is said in the dialog,
 * which stays open to pick another file.
 */
export function ResumeUploadButton({ onUploaded, variant = 'secondary', className }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const { domain } = useBootData();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadResume(onUploaded);

  const close = () => {
    setFile(null);
    upload.reset();
  };
  const send = async (picked: File) => {
    const content = await readAsDataUrl(picked);
    upload.mutate(
      { body: { domain, resumeFileName: picked.name, resumeContent: content } },
      {
        onSuccess: () => {
          close();
          showToast(t('resume.uploaded'), { tone: 'positive' });
        },
      },
    );
  };
  const pick = (
    <FileTrigger
      onSelect={(files) => {
        const picked = files?.[0];
        if (picked) {
          upload.reset();
          setFile(picked);
        }
      }}
    >
      <Button variant={variant} className={className}>
        {t('resume.upload')}
      </Button>
    </FileTrigger>
  );
  return (
    <>
      {pick}
      <ModalDialog
        isOpen={file !== null}
        title={t('resume.confirmTitle')}
        closeLabel={t('resume.cancel')}
        onClose={close}
      >
        {file ? (
          <div className="flex flex-col gap-4">
            <p>
              {t('resume.confirmFile', {
                name: file.name,
                size: format.fileSize(file.size),
              })}
            </p>
            <p className="text-sm text-ink/75">{t('resume.confirmBody')}</p>
            {upload.error ? <InlineError error={upload.error} /> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onPress={close}>
                {t('resume.cancel')}
              </Button>
              <Button
                isPending={upload.isPending}
                onPress={() => {
                  void send(file);
                }}
              >
                {upload.isPending ? t('resume.reading') : t('resume.confirm')}
              </Button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
