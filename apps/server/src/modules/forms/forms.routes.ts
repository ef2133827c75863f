import {
  UPLOAD_FILE_BODY_LIMIT,
  formCall,
  formsListCall,
  saveFormCall,
  selectOptionsCall,
  submitFormCall,
  uploadFileCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { findInputProblemOrThrow } from './answer-input';
import { requestLocale, requireCandidate, requireGroup, sessionFor } from '../auth/auth.public';
import { answerContext } from './answer-context';
import { getForm, listForms, saveForm, submitForm, type FormScope } from './forms.service';
import { selectOptions } from './select-options';
import { storeUpload } from './uploads.service';

export function registerFormsRoutes(app: FastifyInstance, deps: AppDeps): void {
  async function candidateScope(request: FastifyRequest, domain: string | undefined) {
    const { group, session } = await requireCandidate(deps, request, domain);
    const now = deps.clock();
    return {
      db: deps.db,
      cache: deps.cache,
      groupId: group.id,
      candidateId: session.candidate.id,
      now,
      ...answerContext(request, group, now),
    };
  }

  registerCall(app, formsListCall, async ({ query }, request) => {
    const scope = await candidateScope(request, query.domain);
    return listForms(scope, query.tabId, query.includeTabList);
  });

  // A public form opens for anyone; the rest need the candidate they were given to.
  registerCall(app, formCall, async ({ params, query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const now = deps.clock();
    const scope: FormScope = {
      db: deps.db,
      cache: deps.cache,
      groupId: group.id,
      candidateId: session.status === 'active' ? session.candidate.id : null,
      now,
      ...answerContext(request, group, now),
    };
    return getForm(scope, params.id);
  });

  registerCall(app, saveFormCall, async ({ params, body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const task = await saveForm(
      await candidateScope(request, body.domain),
      params.id,
      body.valuesJson,
    );
    return { task };
  });

  registerCall(app, submitFormCall, async ({ params, body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await candidateScope(request, body.domain);
    const task = await submitForm(scope, params.id, body.valuesJson, body.idempotencyKey);
    return { task };
  });

  registerCall(app, selectOptionsCall, async ({ params, query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const options = selectOptions(params.source, query.parent, requestLocale(request, group));
    return {
      data: {
        options,
        ...(query.debug === undefined
          ? {}
          : { debug: { source: params.source, parent: query.parent ?? null } }),
      },
    };
  });

  registerCall(
    app,
    uploadFileCall,
    async ({ body }, request) => {
      const { group, session } = await requireCandidate(deps, request, body.domain);
      return storeUpload(
        {
          db: deps.db,
          files: deps.files,
          groupId: group.id,
          candidateId: session.candidate.id,
          now: deps.clock(),
        },
        body,
      );
    },
    { bodyLimit: UPLOAD_FILE_BODY_LIMIT },
  );
}
