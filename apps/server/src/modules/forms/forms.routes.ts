import {
  UPLOAD_FILE_BODY_LIMIT,
  formCall,
  formsListCall,
  saveFormCall,
  selectOptionsCall,
  submitFormCall,
  uploadFileCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { findInputProblemOrThrow } from './answer-input';
import { requestScope } from '../auth/auth.public';
import { requestToday } from './answer-context';
import { getForm, listForms, saveForm, submitForm } from './forms.service';
import { selectOptions } from './select-options';
import { storeUpload } from './uploads.service';

export function registerFormsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, formsListCall, async ({ query }, request) =>
    listForms(await requestScope(deps, request, query.domain, 'candidate'), {
      tab: query.tabId,
      includeTabList: query.includeTabList,
    }),
  );

  // A public form opens for anyone; the rest need the candidate they were given to.
  registerCall(app, formCall, async ({ params, query }, request) =>
    getForm(await requestScope(deps, request, query.domain, 'visitor'), params.id),
  );

  registerCall(app, saveFormCall, async ({ params, body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const task = await saveForm(await requestScope(deps, request, body.domain, 'candidate'), {
      id: params.id,
      values: body.valuesJson,
    });
    return { task };
  });

  registerCall(app, submitFormCall, async ({ params, body }, request) => {
    findInputProblemOrThrow(body.valuesJson);
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    const task = await submitForm(
      { ...scope, today: requestToday(request, scope.now) },
      { id: params.id, values: body.valuesJson, idempotencyKey: body.idempotencyKey },
    );
    return { task };
  });

  registerCall(app, selectOptionsCall, async ({ params, query }, request) => {
    const scope = await requestScope(deps, request, query.domain);
    const options = selectOptions(scope, { source: params.source, parent: query.parent });
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
      const scope = await requestScope(deps, request, body.domain, 'candidate');
      return storeUpload({ ...scope, files: deps.files }, body);
    },
    { bodyLimit: UPLOAD_FILE_BODY_LIMIT },
  );
}
