import {
  acceptOfferCall,
  acceptOfferDocumentCall,
  declineOfferCall,
  devExtendOfferCall,
  DomainQuerySchema,
  esignStatusCall,
  OFFER_DOCUMENT_FILE_PATH,
  offerCall,
  offersCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { requireLocalClient } from '../../http/local-client';
import { extendDevOffer } from './dev-offers.service';
import type { Sealer } from './offer-seal.service';
import {
  acceptOffer,
  acceptOfferDocument,
  declineOffer,
  getOffer,
  listOffers,
  offerDocumentFile,
  offerDocumentStatus,
  type OfferScope,
} from './offers.service';
import { requestOrigin } from './request-origin';

const FileParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Must be an offer id'),
  documentId: z.uuid('Must be a document id'),
});

export function registerOffersRoutes(app: FastifyInstance, deps: AppDeps, sealer: Sealer): void {
  async function offerScope(
    request: FastifyRequest,
    domain: string | undefined,
  ): Promise<OfferScope> {
    const scope = await requestScope(deps, request, domain, 'candidate');
    return { ...scope, sealer, origin: requestOrigin(request) };
  }

  registerCall(app, offersCall, async ({ query }, request) =>
    listOffers(await requestScope(deps, request, query.domain, 'candidate')),
  );

  registerCall(app, offerCall, async ({ params, query }, request) =>
    getOffer(await requestScope(deps, request, query.domain, 'candidate'), params.id),
  );

  registerCall(app, acceptOfferCall, async ({ params, body, file }, request) =>
    acceptOffer(await offerScope(request, body.domain), {
      id: params.id,
      typedSignature: body.typedSignature,
      termsAccepted: body.termsAccepted,
      file,
    }),
  );

  registerCall(app, declineOfferCall, async ({ params, body }, request) =>
    declineOffer(await offerScope(request, body?.domain), params.id),
  );

  registerCall(app, acceptOfferDocumentCall, async ({ params, body, file }, request) =>
    acceptOfferDocument(await offerScope(request, body.domain), {
      id: params.id,
      documentId: params.documentId,
      file,
    }),
  );

  registerCall(app, esignStatusCall, async ({ params, query }, request) =>
    offerDocumentStatus(await requestScope(deps, request, query.domain, 'candidate'), params),
  );

  // The s3_path of the answers: the document's file, as an attachment, to its owner only.
  app.get(OFFER_DOCUMENT_FILE_PATH, async (request, reply) => {
    const params = parseCallInput(FileParamsSchema, { ...(request.params as object) });
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const file = await offerDocumentFile(
      await requestScope(deps, request, query.domain, 'candidate'),
      params,
    );
    return sendFile(
      reply,
      { contentType: 'application/pdf', fileName: file.fileName, sha256: file.sha256 },
      file.bytes,
    );
  });
}

// Demo mode only (the plugin registers it then), for a client on this machine.
export function registerDevOfferRoute(app: FastifyInstance, deps: AppDeps, sealer: Sealer): void {
  registerCall(app, devExtendOfferCall, async ({ body }, request) => {
    requireLocalClient(request);
    const scope = await requestScope(deps, request, body.domain);
    const encId = await extendDevOffer({ ...scope, publicOrigin: deps.env.PUBLIC_ORIGIN }, body);
    deps.outbox.notify();
    // An accepted demo offer's signatures are sealed as any others are.
    void sealer.sweep();
    return { encId };
  });
}
