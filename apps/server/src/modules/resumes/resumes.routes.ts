import {
  DomainQuerySchema,
  RESUME_FILE_PATH,
  UPLOAD_RESUME_BODY_LIMIT,
  deleteResumeCall,
  resumesCall,
  uploadResumeCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { attachmentHeader } from '../../http/attachment';
import { parseCallInput, registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/request-context';
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
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentHeader(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
