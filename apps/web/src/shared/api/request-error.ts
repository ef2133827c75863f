import { i18n } from '../i18n/i18n';

export type RequestErrorInit = {
  status: number | null;
  code?: string | null;
  data?: unknown;
  cause?: unknown;
};

// Every failed call rejects with this; `message` is already the text to show.
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly status: number | null;
  readonly code: string | null;
  readonly data: unknown;

  constructor(message: string, init: RequestErrorInit) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? null;
    this.data = init.data;
  }
}

const HTML_PAGE = /<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]/i;

function readProperty(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function isUsable(candidate: unknown): candidate is string {
  return typeof candidate === 'string' && candidate.trim() !== '';
}

// The response's message, then the response's error message, then the raw response data, then the
// error's own message; anything that is not a string or looks like an HTML page becomes the generic
// text (docs/product/shell-and-gates.md, the error catalogue).
export function extractErrorMessage(input: { data?: unknown; message?: unknown }): string {
  const errorField = readProperty(input.data, 'error');
  const candidates = [
    readProperty(input.data, 'message'),
    readProperty(errorField, 'message') ??
      (typeof errorField === 'string' ? errorField : undefined),
    input.data,
    input.message,
  ];
  const found = candidates.find(
    (candidate) => candidate !== undefined && candidate !== null && candidate !== '',
  );
  if (!isUsable(found) || HTML_PAGE.test(found)) return i18n.t('errors.requestProblem');
  return found;
}

// The message a caught error should show, whatever threw it.
export function messageOfError(error: unknown, fallback: string): string {
  if (error instanceof RequestError) return error.message || fallback;
  if (error instanceof Error && error.message)
    return extractErrorMessage({ message: error.message });
  return fallback;
}

// The fields a 4xx answer named (`{ message, errors: { field: message } }`), by their wire names.
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof RequestError)) return {};
  const errors = readProperty(error.data, 'errors');
  if (errors === null || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
