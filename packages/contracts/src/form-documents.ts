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
