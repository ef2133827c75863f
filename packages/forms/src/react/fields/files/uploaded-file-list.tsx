import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isPreviewable } from '../../../core/file-rules';
import { FORMS_NS } from '../../i18n/forms-namespace';
import { BUTTON } from '../../ui/classes';
import { formatFileSize } from './file-size';
import type { StoredFile } from './read-file';

function FileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 shrink-0 fill-none stroke-current stroke-2 text-ink/60"
    >
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

/**
 * The chosen files: name, size and a remove button each; one the host is sending says so, one it
 * refused is marked as not uploaded, with a retry button. A file of a preview type (default doc,
 * docx, pdf, txt, png, jpg, jpeg) with a preview address has its name link to it.
 */
export function UploadedFileList({
  files,
  sending,
  isDisabled,
  onRemove,
  onRetry,
  previewTypes,
}: {
  files: StoredFile[];
  /** The uids of the files the host is sending now. */
  sending: ReadonlySet<string>;
  isDisabled: boolean;
  onRemove: (index: number) => void;
  onRetry: (index: number) => void;
  /** `fileUploadOptions.previewTypes`: the files whose `previewUrl` is linked (default doc … jpeg). */
  previewTypes?: unknown;
}) {
  const { t, i18n } = useTranslation(FORMS_NS);
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('uploadedFiles')} className="flex flex-col gap-2">
      {files.map((file, index) => (
        <li
          key={file.uid ?? index}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-brand border bg-surface px-3 py-2 ${
            file.status === 'error' ? 'border-red-700' : 'border-ink/15'
          }`}
        >
          <FileIcon />
          <span className="min-w-32 flex-1 break-words">
            {file.previewUrl && isPreviewable(file, previewTypes) ? (
              <a
                href={file.previewUrl}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline-offset-2 hover:underline"
              >
                {file.name}
              </a>
            ) : (
              file.name
            )}
          </span>
          {typeof file.size === 'number' && (
            <span className="shrink-0 text-sm text-ink/75">
              {formatFileSize(file.size, i18n.language)}
            </span>
          )}
          {file.uid !== undefined && sending.has(file.uid) && (
            <span className="shrink-0 text-sm text-ink/75">{t('fileUploading')}</span>
          )}
          {file.status === 'error' && (
            <>
              <span className="shrink-0 text-sm font-medium text-red-700">
                {t('fileNotUploaded')}
              </span>
              <Button
                aria-label={t('retryUpload', { name: file.name ?? '' })}
                isDisabled={isDisabled}
                onPress={() => {
                  onRetry(index);
                }}
                className={`${BUTTON.ghost} min-h-8 px-2 py-1 text-sm`}
              >
                {t('retryUploadText')}
              </Button>
            </>
          )}
          <Button
            aria-label={t('removeFile', { name: file.name ?? '' })}
            isDisabled={isDisabled}
            onPress={() => {
              onRemove(index);
            }}
            className={`${BUTTON.ghost} min-h-8 px-2 py-1 text-sm`}
          >
            {t('removeFileText')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
