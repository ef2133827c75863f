// What the offers module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of offers/ (decision 030); tests may reach further.

export { applyDemoState } from './demo-state.service';
export {
  cancelOffer,
  extendOffer,
  findOfferOfGroup,
  listOffersOfGroup,
  reviseOffer,
} from './employer-offers.service';
export type { EmployerScope, GivenDocument, GroupOffer } from './employer-offers.service';
export { appendAuditEvent, candidateActor } from './offer-audit.service';
export type { Sealer } from './offer-seal.service';
export { offerTrail } from './offer-trail.service';
export { verifySignedDocument } from './offer-verify.service';
export { currentFileId, isOfferOpen, isSignable, offerPath } from './offer-view.service';
// Data access other modules need, handed out deliberately:
export {
  findCandidateOffer,
  findCompanyName,
  findDocumentByWid,
  hasAuditEvent,
  insertOfferFile,
  insertSignature,
  listCandidateOffers,
  readOfferFile,
  updateOfferDocument,
} from './offers.repository';
export type { OfferDocumentRow, OfferRow } from './offers.repository';
export type { RequestOrigin } from './offers.service';
export { requestOrigin } from './request-origin';
