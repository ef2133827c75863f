import {
  DomainQuerySchema,
  EXPORT_RESUME_PATH,
  ExportResumeQuerySchema,
  RESUME_FILE_PATH,
  UPLOAD_RESUME_BODY_LIMIT,
  deleteResumeCall,
  isLocale,
  resumesCall,
  uploadResumeCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { exportResume } from './export-resume.service';
import {
  deleteResume,
  listResumes,
  resumeFile,
  uploadResume,
  type ResumeScope,
} from './resumes.service';

const FileParamsSchema = z.object({ id: z.uuid() });

export function registerResumeRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function resumeScope(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<ResumeScope> {
    const scope = await requestScope(deps, request, domain, 'candidate');
    return {
      ...scope,
      files: deps.files,
      config: scope.group.configs.pcsxConfig.fileUploadConfig,
    };
  }

  registerCall(
    app,
    uploadResumeCall,
    async ({ body }, request) => uploadResume(await resumeScope(request, body.domain), body),
    { bodyLimit: UPLOAD_RESUME_BODY_LIMIT },
  );

  registerCall(app, resumesCall, async ({ query }, request) => ({
    resumes: await listResumes(await requestScope(deps, request, query.domain, 'candidate')),
  }));

  registerCall(app, deleteResumeCall, async ({ params, body }, request) => ({
    resumes: await deleteResume(await resumeScope(request, body?.domain), params.id),
  }));

  app.get(RESUME_FILE_PATH, async (request, reply) => {
    const params = parseCallInput(FileParamsSchema, { ...(request.params as object) });
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const file = await resumeFile(await resumeScope(request, query.domain), params.id);
    return sendFile(reply, { contentType: file.contentType, fileName: file.fileName }, file.bytes);
  });

  // Shown inline, so the page can preview it in a frame, unless download=1.
  app.get(EXPORT_RESUME_PATH, async (request, reply) => {
    const query = parseCallInput(ExportResumeQuerySchema, { ...(request.query as object) });
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    // The page's own language (hl), else the one its requests carry.
    const locale = query.hl !== undefined && isLocale(query.hl) ? query.hl : scope.locale;
    const file = await exportResume({ ...scope, locale });
    return sendFile(
      reply,
      {
        contentType: 'application/pdf',
        fileName: file.fileName,
        disposition: query.download === '1' ? 'attachment' : 'inline',
      },
      file.bytes,
    );
  });
}
