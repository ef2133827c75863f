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
import { avatarFile, removeAvatar, setAvatar, type AvatarScope } from './avatar.service';
import { requestScope } from '../auth/auth.public';
import { analyseProfile, editProfile, showProfile } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  // showProfile keeps its (db, candidate) shape: other modules read the profile with it.
  registerCall(app, profileDetailsCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    return showProfile(scope.db, scope.candidate);
  });

  registerCall(app, profileAnalysisCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    return analyseProfile(await showProfile(scope.db, scope.candidate));
  });

  registerCall(app, profileEditCall, async ({ body }, request) =>
    editProfile(await requestScope(deps, request, body.domain, 'candidate'), body),
  );

  async function avatarScope(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<AvatarScope> {
    const scope = await requestScope(deps, request, domain, 'candidate');
    return { ...scope, files: deps.files };
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
