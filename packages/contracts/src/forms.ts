import { z } from 'zod';
import { defineCall } from './call';
import {
  FILE_UPLOAD_MAX_BYTES,
  FormValuesJsonSchema,
  JsonTextSchema,
  STORED_FILE_ID_PATTERN,
  UPLOAD_REFUSALS,
} from './form-documents';
import { DomainQuerySchema, DomainSchema } from './http';

// Forms an employer asks a candidate to fill in — the forms center (/careers/forms/center, its
// forms_list call), the form view (/careers/forms) and the calls the form toolkit makes
// (docs/product/apply-and-drafts.md, docs/product/forms-toolkit.md).

// The statuses of a form task.
export const FORM_TASK_STATUSES = ['open', 'in_progress', 'completed'] as const;
export type FormTaskStatus = (typeof FORM_TASK_STATUSES)[number];

// The forms center's tabs: what is still to do, and what is done.
export const FORMS_CENTER_TABS = ['to_do', 'completed'] as const;
export type FormsCenterTab = (typeof FORMS_CENTER_TABS)[number];

export const FORM_LAYOUTS = ['simple', 'stepper'] as const;
export type FormLayout = (typeof FORM_LAYOUTS)[number];

// A form hosted elsewhere is shown in a frame of this size.
export const EMBEDDED_FORM_FRAME = { width: 800, height: 1132 } as const;

// A form's id as the employer names it in its JSON file and in links (`?form_id=`).
export const FORM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
// The form a position's apply page shows unless it names its own.
export const DEFAULT_APPLICATION_FORM_ID = 'application';
export const FormIdSchema = z.string().regex(FORM_ID_PATTERN, 'Must be a form id');

// Flags in a query string arrive as text (false is kept, not skipped).
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((flag) => flag === 'true' || flag === '1');

export const FormTaskSchema = z.object({
  formId: z.string(),
  title: z.string(),
  status: z.enum(FORM_TASK_STATUSES),
  // ISO 8601, or null when the employer set none.
  dueAt: z.string().nullable(),
  assignedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type FormTask = z.infer<typeof FormTaskSchema>;

export const FormsCenterTabSchema = z.object({
  id: z.enum(FORMS_CENTER_TABS),
  count: z.number().int(),
});

export const formsListCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/forms_list',
  query: DomainQuerySchema.extend({
    // An empty tab_id is no tab_id.
    tabId: z
      .union([z.literal(''), z.enum(FORMS_CENTER_TABS)])
      .default('to_do')
      .transform((tab) => tab || 'to_do'),
    includeTabList: QueryFlagSchema.default(false),
  }),
  // To do: the earliest due first (no due date last); completed: the latest completed first.
  response: z.object({
    tabs: z.array(FormsCenterTabSchema).optional(),
    forms: z.array(FormTaskSchema),
  }),
});

export const FormInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  // The version the candidate fills in: the one their answers were started on, else the newest.
  version: z.number().int(),
  layout: z.enum(FORM_LAYOUTS),
  isPublic: z.boolean(),
  // A form hosted elsewhere (an https address), shown in the embedded form frame.
  embedUrl: z.string().nullable(),
});
export type FormInfo = z.infer<typeof FormInfoSchema>;

export const formCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/forms/:id',
  params: z.object({ id: FormIdSchema }),
  query: DomainQuerySchema,
  response: z.object({
    form: FormInfoSchema,
    // The definition as JSON text: its keys are the employer's (form-documents.ts).
    definitionJson: JsonTextSchema,
    // The candidate's task, when the form was assigned to them or they started a public one.
    task: FormTaskSchema.nullable(),
    // Their saved or submitted answers, as JSON text ('{}' when none).
    valuesJson: JsonTextSchema,
  }),
});

export const saveFormCall = defineCall({
  method: 'PUT',
  path: '/api/pcsx/forms/:id',
  params: z.object({ id: FormIdSchema }),
  body: z.object({ domain: DomainSchema.optional(), valuesJson: FormValuesJsonSchema }),
  response: z.object({ task: FormTaskSchema }),
});

// A key the page makes once per submit attempt: a second request with it (a double click, a
// retry after a lost answer) is answered as the first was, never stored twice.
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be a key');

export const submitFormCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/forms/:id/submit',
  params: z.object({ id: FormIdSchema }),
  body: z.object({
    domain: DomainSchema.optional(),
    valuesJson: FormValuesJsonSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  response: z.object({ task: FormTaskSchema }),
});

// Select options from an endpoint: the demo's remote selects read `data.data.options`.
export const SELECT_OPTION_SOURCES = ['countries', 'regions', 'offices'] as const;

export const selectOptionsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/forms/options/:source',
  params: z.object({ source: z.enum(SELECT_OPTION_SOURCES) }),
  query: DomainQuerySchema.extend({
    // The parent question's value, substituted into the path's placeholder by the toolkit.
    parent: z.string().max(100).optional(),
    debug: z.string().max(20).optional(),
  }),
  response: z.object({
    data: z.object({
      options: z.array(z.object({ label: z.string(), value: z.string() })),
      debug: z.object({ source: z.string(), parent: z.string().nullable() }).optional(),
    }),
  }),
});

// A file for an answer, sent before the answers that name it (the toolkit's value carries
// the content as base64; once stored, the answer carries only its id).
export const uploadFileCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/files',
  body: z.object({
    domain: DomainSchema.optional(),
    name: z.string().trim().min(1).max(255),
    // What the browser says it is; the server decides by the bytes.
    type: z.string().max(255),
    content: z
      .string()
      // In the words of the server's own size check, which the browser translates.
      .max(Math.ceil((FILE_UPLOAD_MAX_BYTES * 4) / 3) + 8, UPLOAD_REFUSALS.tooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64'),
  }),
  response: z.object({
    fileId: z.string().regex(STORED_FILE_ID_PATTERN),
    name: z.string(),
    size: z.number().int(),
    type: z.string(),
  }),
});
// The upload call's own body limit: the base64 of the largest file and a little JSON around it.
export const UPLOAD_FILE_BODY_LIMIT = Math.ceil((FILE_UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;
