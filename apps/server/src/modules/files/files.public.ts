// What the files module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of files/ (decision 030); tests may reach further.

export { createFileStore } from './create-file-store';
export type { FileStore } from './file-store';
export { imageSize } from './image-size';
export { checkUpload, pdfProblem, UPLOAD_PROBLEM_MESSAGES } from './upload-check';
