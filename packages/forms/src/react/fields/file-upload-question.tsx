import { useEffect, useId, useRef, useState } from 'react';
import { Button, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ALLOWED_FILE_TYPES, allowsMultipleFiles } from '../../core/file-rules';
import type { QuestionItem, UploadedFile } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { BUTTON } from '../ui/classes';
import {
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';
import {
  asFailedUpload,
  asRetriedUpload,
  isChosenFile,
  toUploadedFile,
  uploadedFilesOf,
  type StoredFile,
} from './files/read-file';
import { UploadedFileList } from './files/uploaded-file-list';

/**
 * file_upload / fileUpload: the chosen files, read into base64. Count, sizes and types are the
 * core's rules; this reads and lists, and hands each file to the host's `uploadFile` when it has
 * one: a file it refuses stays listed as not uploaded, with the reason, until retried or removed.
 */
export function FileUploadQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const readErrorId = useId();
  const { getValues, setValue } = useFormContext();
  const { host } = useFormRuntime();
  const { field, error, prefilled, isDisabled, isReadOnly } = useQuestionField(item, name);
  const [isReading, setReading] = useState(false);
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const [readFailed, setReadFailed] = useState(false);
  const chooseButton = useRef<HTMLButtonElement | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const options = item.fileUploadOptions ?? {};
  const accept = options.allowedTypes ?? DEFAULT_ALLOWED_FILE_TYPES;
  const allowsMultiple = allowsMultipleFiles(item.rules);
  const isLocked = isDisabled || isReadOnly;
  const files = uploadedFilesOf(field.value);

  function commit(next: unknown[]) {
    field.onChange(next);
    // Validation runs on blur; a choice is the end of an edit.
    field.onBlur();
  }

  // Not the candidate's edit (no autosave of its own): the host's answer about one file, found by
  // its uid in the value as it is now — it may have been removed meanwhile.
  function updateFile(uid: string, update: (file: StoredFile) => StoredFile) {
    const current = uploadedFilesOf(getValues(name));
    if (!current.some((file) => file.uid === uid)) return;
    setValue(
      name,
      current.map((file) => (file.uid === uid ? update(file) : file)),
      { shouldValidate: true, shouldDirty: true },
    );
  }

  function send(file: UploadedFile) {
    const { uploadFile } = host;
    if (!uploadFile) return;
    const { uid } = file;
    setSending((now) => new Set(now).add(uid));
    uploadFile(file)
      .catch((reason: unknown) => {
        updateFile(uid, (entry) =>
          asFailedUpload(entry, reason instanceof Error ? reason.message : ''),
        );
      })
      .finally(() => {
        if (!mounted.current) return;
        setSending((now) => {
          const next = new Set(now);
          next.delete(uid);
          return next;
        });
      });
  }

  async function addFiles(chosen: File[]) {
    if (chosen.length === 0 || isLocked) return;
    setReading(true);
    setReadFailed(false);
    const results = await Promise.allSettled(chosen.map(toUploadedFile));
    // The question may have been hidden (and unregistered) while the files were read.
    if (!mounted.current) return;
    setReading(false);
    const read = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    setReadFailed(read.length < results.length);
    if (read.length === 0) return;
    const current = uploadedFilesOf(getValues(name));
    const added = allowsMultiple ? read : read.slice(0, 1);
    commit(allowsMultiple ? [...current, ...added] : added);
    added.forEach(send);
  }

  const title = options.texts?.title ?? t('fileDropTitle');
  const hint =
    options.texts?.hint ??
    t('fileDropHint', {
      types: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(accept),
    });
  const large = options.size === 'large';
  const failed = files.filter((file) => file.status === 'error');
  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={`${errorId} ${readErrorId}`}
        className={fieldLayoutClass(item)}
      >
        <QuestionLabel item={item} id={labelId} elementType="span" />
        <div className={`flex flex-col gap-2 ${valueColumn(item)}`}>
          <DropZone
            aria-label={title}
            isDisabled={isLocked}
            onDrop={(event) => {
              const dropped = event.items.filter(isFileDropItem).map((file) => file.getFile());
              void Promise.all(dropped).then(addFiles);
            }}
            className={`flex flex-col items-center gap-2 rounded-brand border-2 border-dashed text-center ${
              large ? 'px-6 py-10' : 'px-4 py-5'
            } ${error ? 'border-red-700' : 'border-ink/30'} data-[disabled]:opacity-60 data-[drop-target]:border-primary data-[drop-target]:bg-primary/5 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent`}
          >
            <p className="font-medium">{title}</p>
            <p id={hintId} className="text-sm text-ink/75">
              {hint}
            </p>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={allowsMultiple}
              onSelect={(list) => void addFiles(list ? Array.from(list) : [])}
            >
              <Button
                ref={(element) => {
                  chooseButton.current = element;
                  field.ref(element);
                }}
                isDisabled={isLocked}
                aria-describedby={`${hintId} ${errorId}`}
                className={BUTTON.secondary}
              >
                {allowsMultiple ? t('chooseFiles') : t('chooseFile')}
              </Button>
            </FileTrigger>
          </DropZone>
          <p role="status" className="text-sm text-ink/75 empty:hidden">
            {isReading ? t('fileUploading') : ''}
          </p>
          <UploadedFileList
            files={files}
            previewTypes={options.previewTypes}
            sending={sending}
            isDisabled={isLocked}
            onRemove={(index) => {
              commit(files.filter((_file, at) => at !== index));
              // The removed button is gone; the choose button stays.
              chooseButton.current?.focus();
            }}
            onRetry={(index) => {
              const retried = asRetriedUpload(files[index] ?? {});
              if (!isChosenFile(retried)) return;
              // The candidate's edit: the page's draft saves it once the host has answered.
              commit(files.map((file, at) => (at === index ? retried : file)));
              send(retried);
              // The retry button is gone until the host answers.
              chooseButton.current?.focus();
            }}
          />
          <QuestionHelp item={item} />
          <p
            id={readErrorId}
            role="alert"
            className="text-sm font-medium text-red-700 empty:hidden"
          >
            {readFailed ? t('uploadError') : ''}
          </p>
          {/* The question's error; for refused files, each one's reason under it. */}
          <div
            id={errorId}
            role="alert"
            className="flex flex-col gap-0.5 text-sm font-medium text-red-700 empty:hidden"
          >
            {error ? <p>{error}</p> : null}
            {error
              ? failed.map((file, index) =>
                  file.error ? (
                    <p key={file.uid ?? index} className="font-normal">
                      {t('fileNotUploadedReason', { name: file.name ?? '', reason: file.error })}
                    </p>
                  ) : null,
                )
              : null}
          </div>
        </div>
      </div>
    </QuestionFrame>
  );
}
