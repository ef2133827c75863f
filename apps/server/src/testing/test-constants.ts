export const TEST_LIMITS = { statementTimeoutMs: 5000, queueLimit: 200 };
// The seed's clock: demo rows carry this time, whatever day the tests run.
export const SEEDED_AT = new Date('2026-11-21T09:00:00.000Z');
