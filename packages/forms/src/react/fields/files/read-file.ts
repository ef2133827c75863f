import type { UploadedFile } from '../../../core/types';

let uploads = 0;

/** The file's bytes as base64, without the `data:…;base64,` prefix. */
function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    });
    reader.addEventListener('error', () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    });
    reader.addEventListener('abort', () => {
      reject(new Error('Reading the file was aborted.'));
    });
    reader.readAsDataURL(file);
  });
}

/** A chosen file as the toolkit's uploaded-file value, its content read into base64. */
export async function toUploadedFile(file: File): Promise<UploadedFile> {
  uploads += 1;
  return {
    uid: `upload-${Date.now()}-${uploads}`,
    name: file.name,
    size: file.size,
    type: file.type,
    lastModified: file.lastModified,
    // Not every environment has it (jsdom, some mobile browsers).
    webkitRelativePath: (file as Partial<File>).webkitRelativePath ?? '',
    content: await readFileAsBase64(file),
    status: 'done',
  };
}

/**
 * An uploaded file as a value from anywhere (a draft, the server) may hold it; one the host's store
 * refused is `status: 'error'` with the reason in `error` (the core's rules then answer "File could
 * not be uploaded" for the question, in the browser and on the server alike).
 */
export type StoredFile = Partial<Omit<UploadedFile, 'status'>> & {
  status?: UploadedFile['status'] | 'error';
  error?: string;
};

/** A refused file, as the value keeps it until it is retried or removed. */
export function asFailedUpload(file: StoredFile, reason: string): StoredFile {
  return { ...file, status: 'error', error: reason };
}

/** A file chosen on this page: its bytes are here to send. */
export function isChosenFile(file: StoredFile): file is UploadedFile {
  return (
    file.status === 'done' &&
    typeof file.uid === 'string' &&
    typeof file.name === 'string' &&
    typeof file.content === 'string' &&
    file.content !== ''
  );
}

/** A refused file back in the shape of a chosen one, to send again. */
export function asRetriedUpload(file: StoredFile): StoredFile {
  const retried: StoredFile = { ...file, status: 'done' };
  delete retried.error;
  return retried;
}

export function uploadedFilesOf(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((file): file is StoredFile => file !== null && typeof file === 'object');
}
