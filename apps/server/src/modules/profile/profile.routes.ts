import {
  AVATAR_PATH,
  DomainQuerySchema,
  UPLOAD_AVATAR_BODY_LIMIT,
  deleteAvatarCall,
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
  uploadAvatarCall,
} from '@careers/contracts';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, registerCall } from '../../http/call-route';
import { avatarFile, removeAvatar, setAvatar } from './avatar.service';
import { requireCandidate } from '../auth/auth.public';
import { analyseProfile, editProfile, showProfile } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, profileDetailsCall, async ({ query }, request) => {
    const { session } = await requireCandidate(deps, request, query.domain);
    return showProfile(deps.db, session.candidate);
  });

  registerCall(app, profileAnalysisCall, async ({ query }, request) => {
    const { session } = await requireCandidate(deps, request, query.domain);
    return analyseProfile(await showProfile(deps.db, session.candidate));
  });

  registerCall(app, profileEditCall, async ({ body }, request) => {
    const { session } = await requireCandidate(deps, request, body.domain);
    return editProfile(deps.db, session.candidate, body, deps.clock());
  });

  async function avatarScope(request: FastifyRequest, domain: string | undefined) {
    const { group, session } = await requireCandidate(deps, request, domain);
    return {
      db: deps.db,
      files: deps.files,
      groupId: group.id,
      candidate: session.candidate,
      now: deps.clock(),
    };
  }

  registerCall(
    app,
    uploadAvatarCall,
    async ({ body }, request) => setAvatar(await avatarScope(request, body.domain), body),
    { bodyLimit: UPLOAD_AVATAR_BODY_LIMIT },
  );

  registerCall(app, deleteAvatarCall, async ({ body }, request) =>
    removeAvatar(await avatarScope(request, body?.domain)),
  );

  // The id changes with every photo, so the browser may keep one as long as it likes.
  app.get(AVATAR_PATH, async (request, reply) => {
    const params = parseCallInput(z.object({ id: z.uuid() }), { ...(request.params as object) });
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const file = await avatarFile(await avatarScope(request, query.domain), params.id);
    return sendFile(
      reply,
      { contentType: file.contentType, cacheControl: 'private, max-age=31536000, immutable' },
      file.bytes,
    );
  });
}
