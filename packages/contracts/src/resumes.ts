import { z } from 'zod';
import { defineCall } from './call';
import { FILE_UPLOAD_MAX_BYTES } from './form-documents';
import { DomainBodySchema, DomainQuerySchema, DomainSchema } from './http';
import { PROFILE_SECTIONS, ProfileSchema } from './profile';

// A resume the server reads into the profile (docs/product/profile-and-resume.md), kept in a
// list the candidate can download from and delete from.

// The kinds a resume may be; `fileUploadConfig.allowedResumeTypes` narrows them per site.
export const RESUME_TYPES = ['pdf', 'docx', 'txt'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];
export const RESUME_MAX_BYTES = FILE_UPLOAD_MAX_BYTES;
// How many resumes a candidate keeps; an upload past it drops the oldest.
export const RESUMES_KEPT = 10;

export const FileUploadConfigSchema = z
  .strictObject({
    allowedResumeTypes: z
      .array(z.enum(RESUME_TYPES))
      .min(1)
      .default([...RESUME_TYPES]),
    // At most the upload limit of the file store.
    resumeMaxSizeMb: z
      .number()
      .positive()
      .max(RESUME_MAX_BYTES / 1024 / 1024)
      .default(RESUME_MAX_BYTES / 1024 / 1024),
  })
  .default({ allowedResumeTypes: [...RESUME_TYPES], resumeMaxSizeMb: 10 });
export type FileUploadConfig = z.output<typeof FileUploadConfigSchema>;

// What a resume put into the profile, section by section, for the candidate to review.
export const ResumeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(RESUME_TYPES),
  size: z.number().int(),
  uploadedAt: z.string(),
  // Sections the parser filled or added to when this resume came; empty when it found nothing.
  filled: z.array(z.enum(PROFILE_SECTIONS)),
});
export type Resume = z.output<typeof ResumeSchema>;

const DATA_URL_PREFIX = /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*;base64,/;

export const uploadResumeCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/upload_resume',
  // The resume upload form: resume_file_name, resume_content (a data URL), domain. Sent as
  // JSON by our request layer, with the upload call's own body limit; taken as a form too.
  body: z.object({
    domain: DomainSchema.optional(),
    resumeFileName: z.string().trim().min(1, 'Choose a file').max(255),
    resumeContent: z
      .string()
      .max(Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 200, 'The file is too large')
      .regex(DATA_URL_PREFIX, 'Must be a data URL'),
  }),
  // "returns candidate": the profile as the resume left it, and the resume as listed.
  response: z.object({ candidate: ProfileSchema, resume: ResumeSchema }),
  formBody: true,
});
export const UPLOAD_RESUME_BODY_LIMIT = Math.ceil((RESUME_MAX_BYTES * 4) / 3) + 64 * 1024;

export const resumesCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/resumes',
  query: DomainQuerySchema,
  response: z.object({ resumes: z.array(ResumeSchema) }),
});

export const deleteResumeCall = defineCall({
  method: 'DELETE',
  path: '/api/pcsx/resumes/:id',
  params: z.object({ id: z.uuid() }),
  body: DomainBodySchema.optional(),
  response: z.object({ resumes: z.array(ResumeSchema) }),
});

// The file itself, as an attachment, to its owner only.
export const RESUME_FILE_PATH = '/api/pcsx/resumes/:id/file';
export const resumeFileHref = (id: string, domain: string) =>
  `${RESUME_FILE_PATH.replace(':id', encodeURIComponent(id))}?domain=${encodeURIComponent(domain)}`;

// The profile as a PDF resume, in the page's language (hl).
export const EXPORT_RESUME_PATH = '/api/pcsx/export_resume';
export const ExportResumeQuerySchema = DomainQuerySchema.extend({
  hl: z.string().max(20).optional(),
  download: z.enum(['0', '1']).optional(),
});
export const exportResumeHref = (domain: string, hl: string, download: boolean) =>
  `${EXPORT_RESUME_PATH}?${new URLSearchParams({ domain, hl, ...(download ? { download: '1' } : {}) }).toString()}`;
