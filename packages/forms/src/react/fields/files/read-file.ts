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

/** An uploaded file as a value from anywhere (a draft, the server) may hold it. */
export type StoredFile = Partial<UploadedFile>;

export function uploadedFilesOf(value: unknown): StoredFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((file): file is StoredFile => file !== null && typeof file === 'object');
}
