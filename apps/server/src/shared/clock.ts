// Injected so tests can move time (session idle/absolute expiry, code expiry).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
