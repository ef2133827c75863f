// Errors are typed with a code and mapped to HTTP in one place (http/error-handler.ts).
export type AppErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'login_required'
  | 'forbidden'
  | 'csrf_invalid'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'rate_limited';

export type AppErrorOptions = {
  fieldErrors?: Record<string, string>;
  retryAfterSeconds?: number;
};

export class AppError extends Error {
  readonly fieldErrors: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

// Fixed texts the web shows as they are (the error catalogue, docs/product/shell-and-gates.md).
export const MESSAGES = {
  wrongCode: 'That code is not correct or has expired.',
  tryAgainLater: 'Please try again in a few minutes',
  loginDisabled: 'Login is not enabled for this site.',
  sessionTimedOut: 'Session timed out.',
  csrfInvalid: 'Invalid CSRF.',
  unknownDomain: 'This site does not exist.',
  notAllowed: 'You do not have permission to do this.',
  crossSite: 'Cross-site requests are not allowed.',
  positionNotFound: 'This job does not exist.',
  positionClosed: 'This job is no longer open.',
  savedPositionsFull: 'You have saved as many jobs as you can. Remove one to save another.',
  jobCartFull: 'Your job cart is full. Remove a job to add another.',
} as const;
