import {
  HEADER_CSRF_INVALID,
  HEADER_CSRF_TOKEN,
  HEADER_GROUP_ID,
  HEADER_LOGIN_REQUIRED,
  HEADER_TIMEZONE,
  keysToCamel,
  keysToSnake,
  toSnakeKey,
} from '@careers/contracts';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { buildQueryString, type QueryParams } from '../url/query-string';
import { readCsrfToken, replaceCsrfToken } from './csrf-token';
import { raiseRequestAlert } from './request-alerts';
import { browserTimezone, pageTokenFor, requestGroup } from './request-context';
import { RequestError, extractErrorMessage } from './request-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions<Schema extends z.ZodType> = {
  method?: HttpMethod;
  query?: QueryParams;
  json?: unknown;
  form?: Record<string, string | Blob>;
  // Omitted only for fire-and-forget calls (analytics) whose answer nobody reads.
  schema?: Schema;
  // spec 2 §6: a 403 on a write reads as a permission error only when the caller asks for it.
  checkPermission?: boolean;
  signal?: AbortSignal;
};

// spec 2 §8 "listed error codes": transport failures and error bodies carrying one of these.
export const API_ERROR_CODES = ['ERR_NETWORK', 'ERR_BAD_RESPONSE', 'ECONNABORTED', 'ETIMEDOUT'];

const LOGIN_PATHS = ['/candidate/login', '/careers/login'];

function buildUrl(path: string, query: QueryParams = {}): URL {
  const snakeQuery: QueryParams = {};
  for (const [key, value] of Object.entries(query)) snakeQuery[toSnakeKey(key)] = value;
  const url = new URL(path, window.location.origin);
  const token = pageTokenFor(url);
  if (token && !('pdf_server_token' in snakeQuery)) snakeQuery.pdf_server_token = token;
  url.search = buildQueryString(snakeQuery);
  return url;
}

function buildBody(options: RequestOptions<z.ZodType>): BodyInit | undefined {
  if (options.json !== undefined) return JSON.stringify(keysToSnake(options.json));
  if (!options.form) return undefined;
  const entries = Object.entries(options.form).map(
    ([key, value]) => [toSnakeKey(key), value] as const,
  );
  if (entries.some(([, value]) => typeof value !== 'string')) {
    const formData = new FormData();
    for (const [key, value] of entries) formData.append(key, value);
    return formData;
  }
  return new URLSearchParams(entries as [string, string][]);
}

function buildHeaders(options: RequestOptions<z.ZodType>): Headers {
  const headers = new Headers({ Accept: 'application/json', [HEADER_TIMEZONE]: browserTimezone() });
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  const csrf = readCsrfToken();
  if (csrf) headers.set(HEADER_CSRF_TOKEN, csrf);
  const group = requestGroup();
  if (group) headers.set(HEADER_GROUP_ID, group);
  return headers;
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isLoginRedirect(response: Response): boolean {
  if (!response.redirected || !response.url) return false;
  return LOGIN_PATHS.includes(new URL(response.url).pathname);
}

// spec 2 §8, in order: session timeout, CSRF, 429, permission, listed codes, GET 5xx, then the
// message extracted from the answer.
function failureMessage(
  response: Response,
  data: unknown,
  options: RequestOptions<z.ZodType>,
): string {
  const method = options.method ?? 'GET';
  if (
    (response.status === 401 && response.headers.get(HEADER_LOGIN_REQUIRED)) ||
    isLoginRedirect(response)
  ) {
    const message = i18n.t('errors.sessionTimedOut');
    raiseRequestAlert({ kind: 'sessionTimeout', message });
    return message;
  }
  if (response.headers.get(HEADER_CSRF_INVALID)) {
    const message = i18n.t('errors.invalidCsrf');
    raiseRequestAlert({ kind: 'csrf', message });
    return message;
  }
  if (response.status === 429) return i18n.t('errors.tooManyRequests');
  if (response.status === 403 && options.checkPermission) return i18n.t('errors.noPermission');
  const code = (data as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && API_ERROR_CODES.includes(code))
    return i18n.t('errors.apiResponse');
  if (method === 'GET' && response.status >= 500) return i18n.t('errors.serverError');
  return extractErrorMessage({ data, message: response.statusText });
}

export async function request<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: buildBody(options),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new RequestError(i18n.t('errors.apiResponse'), {
      status: null,
      code: 'ERR_NETWORK',
      cause,
    });
  }
  const rotated = response.headers.get(HEADER_CSRF_TOKEN);
  if (rotated) replaceCsrfToken(rotated);

  const text = await response.text();
  const parsed = readJson(text);
  if (!response.ok || isLoginRedirect(response)) {
    // spec 2 §8: a body that is not JSON is still the "raw response data" of the extraction.
    const data = parsed.ok ? parsed.value : text;
    const message = failureMessage(response, data, options);
    throw new RequestError(message, { status: response.status, data });
  }
  if (!parsed.ok) throw new RequestError(i18n.t('errors.unexpected'), { status: response.status });
  if (!options.schema) return undefined as z.infer<Schema>;
  const result = options.schema.safeParse(keysToCamel(parsed.value));
  if (!result.success) {
    throw new RequestError(i18n.t('errors.unexpected'), {
      status: response.status,
      cause: result.error,
    });
  }
  return result.data;
}
