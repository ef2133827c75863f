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
import { requireCandidate, requestLocale } from '../auth/auth.public';
import { exportResume } from './export-resume.service';
import { deleteResume, listResumes, resumeFile, uploadResume } from './resumes.service';

const FileParamsSchema = z.object({ id: z.uuid() });

export function registerResumeRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function scopeFor(request: FastifyRequest, domain: string | undefined) {
    const { group, session } = await requireCandidate(deps, request, domain);
    return {
      db: deps.db,
      files: deps.files,
      groupId: group.id,
      candidate: session.candidate,
      config: group.configs.pcsxConfig.fileUploadConfig,
      now: deps.clock(),
    };
  }

  registerCall(
    app,
    uploadResumeCall,
    async ({ body }, request) => uploadResume(await scopeFor(request, body.domain), body),
    { bodyLimit: UPLOAD_RESUME_BODY_LIMIT },
  );

  registerCall(app, resumesCall, async ({ query }, request) => {
    const { session } = await requireCandidate(deps, request, query.domain);
    return { resumes: await listResumes(deps.db, session.candidate.id) };
  });

  registerCall(app, deleteResumeCall, async ({ params, body }, request) => ({
    resumes: await deleteResume(await scopeFor(request, body?.domain), params.id),
  }));

  app.get(RESUME_FILE_PATH, async (request, reply) => {
    const params = parseCallInput(FileParamsSchema, { ...(request.params as object) });
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const file = await resumeFile(await scopeFor(request, query.domain), params.id);
    return sendFile(reply, { contentType: file.contentType, fileName: file.fileName }, file.bytes);
  });

  // Shown inline, so the page can preview it in a frame, unless download=1.
  app.get(EXPORT_RESUME_PATH, async (request, reply) => {
    const query = parseCallInput(ExportResumeQuerySchema, { ...(request.query as object) });
    const { group, session } = await requireCandidate(deps, request, query.domain);
    const file = await exportResume({
      db: deps.db,
      candidate: session.candidate,
      // The page's own language (hl), else the one its requests carry.
      locale:
        query.hl !== undefined && isLocale(query.hl) ? query.hl : requestLocale(request, group),
      accentColor: group.configs.pcsxConfig.branding.theme.primaryColor,
      companyName: group.companyName,
      now: deps.clock(),
    });
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
