import { z } from 'zod';

// A form's definition and a candidate's answers are documents whose keys are the employer's
// question names (`first_name`, `experience.0.startDate`). Key conversion would rename them, so
// they travel as JSON text, the way the analytics call's `data_json` does, and each side parses
// them once at its edge.

// A form's answers: question name → value. 1 MB is the body limit of every write.
export const FORM_VALUES_MAX_CHARS = 900_000;
export const FORM_DEFINITION_MAX_CHARS = 900_000;

function jsonObjectText(maxChars: number, what: string) {
  return z
    .string()
    .max(maxChars, `${what} is too large`)
    .transform((text, context): Record<string, unknown> => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        context.addIssue({ code: 'custom', message: `${what} must be a JSON object` });
        return z.NEVER;
      }
      return parsed as Record<string, unknown>;
    });
}

// In a request: parsed into the object (the server still guards its depth and text).
export const FormValuesJsonSchema = jsonObjectText(FORM_VALUES_MAX_CHARS, 'The answers');
// In an answer: the text as it is; the browser parses it where it reads it.
export const JsonTextSchema = z.string();

// A stored upload named in an answer (the toolkit's uploaded file, minus its content once stored).
export const STORED_FILE_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// What an application or a form may ask for in one file, by its bytes.
export const FILE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FILE_TYPES = ['pdf', 'docx', 'doc', 'txt', 'png', 'jpg', 'jpeg'] as const;

// Why the server refuses a file, in its words: the upload call's 422 names `content` with one of
// these (the last four are what a resume or a signed PDF is refused for too). The browser shows
// each in the page's language, and refuses an empty or too large file itself, with the same words,
// before sending it (docs/product/apply-and-drafts.md, Files).
export const UPLOAD_REFUSALS = {
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${FILE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  notAllowed:
    'This file is not a PDF, Word document, text file or image, or its name does not match what it holds.',
  damaged:
    'This file is damaged or incomplete. Check that it opens on your computer, then upload it again.',
  active:
    'This file contains scripts, macros or embedded files, which we do not accept. Save it again as a plain PDF or document, then upload it.',
  mixed:
    'This file is a PDF with another file attached to its end. Save it again as a PDF, then upload it.',
  unpacked:
    'This document is too large to read once unpacked. Save it as a PDF or TXT and try again.',
} as const;
export type UploadRefusal = keyof typeof UPLOAD_REFUSALS;
