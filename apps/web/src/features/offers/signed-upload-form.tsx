import { useId, useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Form, Text } from 'react-aria-components';
import type { DropItem } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import { OFFER_UPLOAD_MAX_FILES } from '@careers/contracts/offers';
import { useFormat } from '../../shared/i18n/format';
import { Button, FOCUS_RING, UnstyledButton } from '../../shared/ui/button';
import { TOUCH_TARGET } from './offer-styles';
import {
  SIGNED_PDF_MAX_MEGABYTES,
  checkSignedPdf,
  type SignedPdfProblem,
} from './signed-pdf-rules';

export type SignedUploadFormProps = {
  submitLabel: string;
  isPending: boolean;
  onSubmit: (file: File) => void;
  // The failure of the call the form sends (an InlineError).
  failure?: ReactNode;
  // Beside the submit button (the letter page's Decline).
  secondaryAction?: ReactNode;
};

async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])));
}

/** The upload form: one signed PDF, picked or dropped, then sent. */
export function SignedUploadForm({
  submitLabel,
  isPending,
  onSubmit,
  failure,
  secondaryAction,
}: SignedUploadFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<SignedPdfProblem | null>(null);
  const size = format.number(SIGNED_PDF_MAX_MEGABYTES, { style: 'unit', unit: 'megabyte' });

  function choose(chosen: File[]) {
    setFiles(chosen);
    setProblem(chosen.length === 0 ? null : checkSignedPdf(chosen));
  }

  return (
    <Form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkSignedPdf(files);
        setProblem(found);
        const [file] = files;
        if (found === null && file) onSubmit(file);
      }}
    >
      <DropZone
        className={`flex flex-col items-center gap-2 rounded-brand border-2 border-dashed border-ink/20 px-4 py-6 text-center transition data-[drop-target]:border-primary data-[drop-target]:bg-primary/5 ${FOCUS_RING}`}
        onDrop={(event) => {
          void filesOf(event.items).then(choose);
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-8 text-primary"
        >
          <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </svg>
        <Text slot="label" className="font-medium">
          {t('offers.upload.drop')}
        </Text>
        <FileTrigger
          acceptedFileTypes={['application/pdf', '.pdf']}
          allowsMultiple
          onSelect={(list) => {
            choose(list ? Array.from(list) : []);
          }}
        >
          <Button
            variant="secondary"
            className={TOUCH_TARGET}
            aria-describedby={problem ? problemId : undefined}
          >
            {t('offers.upload.choose')}
          </Button>
        </FileTrigger>
        <p className="text-sm text-ink/70">{t('offers.upload.hint', { size })}</p>
      </DropZone>
      {files.length > 0 ? (
        <ul aria-label={t('offers.upload.chosen')} className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${String(index)}`}
              className="flex items-center justify-between gap-3 rounded-brand bg-ink/5 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate font-medium" dir="auto">
                {file.name}
              </span>
              <UnstyledButton
                aria-label={t('offers.upload.remove', { name: file.name })}
                className={`inline-flex size-10 ${TOUCH_TARGET} max-sm:min-w-11 shrink-0 items-center justify-center rounded-brand text-xl leading-none text-ink/70 hover:bg-ink/10 ${FOCUS_RING}`}
                onPress={() => {
                  choose(files.filter((_, other) => other !== index));
                }}
              >
                ×
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {t(`offers.upload.problem.${problem}`, { size, count: OFFER_UPLOAD_MAX_FILES })}
        </p>
      ) : null}
      {failure}
      <div className="flex flex-wrap justify-end gap-2">
        {secondaryAction}
        <Button type="submit" isPending={isPending} className={TOUCH_TARGET}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
