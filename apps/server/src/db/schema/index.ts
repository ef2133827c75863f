export { groups } from './groups';
export { candidates } from './candidates';
export { appSecrets, loginCodes, rateLimitBuckets, sessions } from './auth';
export { mailOutbox } from './mail';
export { analyticsEvents } from './analytics';
export { termsAttestations } from './shell';
export { positions, positionPlaces, positionChanges, savedPositions } from './positions';
export type { StoredLocation, StoredTranslation } from './positions';
export { jobCartItems } from './job-cart';
