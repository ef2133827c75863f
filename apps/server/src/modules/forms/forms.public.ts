// What the forms module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of forms/ (decision 030); tests may reach further.

export { requestToday } from './answer-context';
export { findInputProblemOrThrow } from './answer-input';
export { checkAnswers, draftAnswers, formQuestions } from './form-answers';
export { FormFileError, parseFormFile } from './form-file';
// Data access other modules need, handed out deliberately:
export {
  deleteStoredFile,
  findForm,
  findFormVersion,
  findStoredFiles,
  insertFormVersion,
  listTasks,
  seedTask,
} from './forms.repository';
export {
  assignApplicationForm,
  assignForm,
  FORM_MESSAGES,
  importForm,
  storedFilesFor,
} from './forms.service';
export type { AnswerScope } from './forms.service';
export { putCandidateFile } from './uploads.service';
