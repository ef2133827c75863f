// How a command fails, besides an AppError from a service. main.ts prints each one its own way.

// Bad use of the CLI: the message, a blank line and the help go to stderr (exit 2).
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

// An import whose file has bad rows: reported row by row, nothing written (exit 1).
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}

// A check that ran and found a problem (`offers verify`): reported already, exit 1.
export class CheckFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailed';
  }
}
