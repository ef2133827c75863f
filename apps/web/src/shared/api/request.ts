import {
  fillCallPath,
  type Call,
  type CallInput,
  type CallMetadata,
  type CallResponse,
} from '@careers/contracts/call';
import { keysToCamel, keysToSnake, toSnakeKey } from '@careers/contracts/case';
import {
  HEADER_CSRF_INVALID,
  HEADER_CSRF_TOKEN,
  HEADER_GROUP_ID,
  HEADER_LOGIN_REQUIRED,
  HEADER_TIMEZONE,
} from '@careers/contracts/wire';
import { i18n } from '../i18n/i18n';
import { buildQueryString, type QueryParams } from '../url/query-string';
import { reportCallTiming } from './call-timing';
import { readCsrfToken, replaceCsrfToken } from './csrf-token';
import { raiseRequestAlert } from './request-alerts';
import { browserTimezone, pageTokenFor, requestGroup } from './request-context';
import { RequestError, extractErrorMessage } from './request-error';

export type RequestOptions = {
  // A 403 on a write reads as a permission error only when the caller asks for it.
  checkPermission?: boolean;
  signal?: AbortSignal;
};

// The listed error codes: transport failures and error bodies carrying one of these.
const API_ERROR_CODES = ['ERR_NETWORK', 'ERR_BAD_RESPONSE', 'ECONNABORTED', 'ETIMEDOUT'];

const LOGIN_PATHS = ['/candidate/login', '/careers/login'];

// The contracts' query schemas are flat objects of primitives (or lists of them), which is
// what a query string can carry.
function snakeQueryOf(query: object | undefined): QueryParams {
  const snakeQuery: QueryParams = {};
  for (const [key, value] of Object.entries(query ?? {}))
    snakeQuery[toSnakeKey(key)] = value as QueryParams[string];
  return snakeQuery;
}

// A GET call's path and query string, as the server renders it too (decision 014).
export function callPath(call: Call, input: object): string {
  const { params, query } = input as { params?: object; query?: object };
  return `${fillCallPath(call.path, params)}${buildQueryString(snakeQueryOf(query))}`;
}

function buildUrl(path: string, query: object | undefined): URL {
  const snakeQuery = snakeQueryOf(query);
  const url = new URL(path, window.location.origin);
  const token = pageTokenFor(url);
  if (token && !('pdf_server_token' in snakeQuery)) snakeQuery.pdf_server_token = token;
  url.search = buildQueryString(snakeQuery);
  return url;
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    [HEADER_TIMEZONE]: browserTimezone(),
  });
  // Answers that carry text (notifications) come in the page's language.
  if (i18n.language) headers.set('Accept-Language', i18n.language);
  if (hasBody) headers.set('Content-Type', 'application/json');
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

// In order: session timeout, CSRF, 429, permission, listed codes, GET 5xx, then the message
// extracted from the answer (docs/product/shell-and-gates.md, the error catalogue).
function failureMessage(
  response: Response,
  data: unknown,
  method: Call['method'],
  options: RequestOptions,
): string {
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

export function fieldOf(envelope: unknown, key: 'data' | 'metadata'): unknown {
  return envelope !== null && typeof envelope === 'object' && key in envelope
    ? (envelope as Record<typeof key, unknown>)[key]
    : undefined;
}

// The offer accept upload: the body's fields as text parts (snake_case) and the one file.
function multipartOf(field: string, body: unknown, file: Blob | null | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(keysToSnake(body ?? {}) ?? {})) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  if (file) form.append(field, file, file instanceof File ? file.name : 'document.pdf');
  return form;
}

type Envelope = { value: unknown; status: number };

// Everything a call does before its answer is read: send it, rotate the CSRF token and map
// failures.
async function send(call: Call, input: object, options: RequestOptions): Promise<Response> {
  // Callers pass a `CallInput<C>`, which TypeScript resolves inside a generic function to its
  // no-query, no-body branch; read it as what any call may carry.
  const { params, query, body, file } = input as {
    params?: object;
    query?: object;
    body?: unknown;
    file?: Blob | null;
  };
  // A GET has no body; every write sends its body as JSON, an upload call as multipart.
  const hasBody = call.method !== 'GET' && body !== undefined;
  const payload = call.upload
    ? multipartOf(call.upload.field, body, file)
    : hasBody
      ? JSON.stringify(keysToSnake(body))
      : undefined;
  let response: Response;
  const started = performance.now();
  const timed = (status: number | null) => {
    reportCallTiming({
      call: `${call.method} ${call.path}`,
      status,
      durationMs: performance.now() - started,
    });
  };
  try {
    response = await fetch(buildUrl(fillCallPath(call.path, params), query), {
      method: call.method,
      // The browser sets multipart's content type itself, with its boundary.
      headers: buildHeaders(hasBody && !call.upload),
      body: payload,
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    timed(null);
    throw new RequestError(i18n.t('errors.apiResponse'), {
      status: null,
      code: 'ERR_NETWORK',
      cause,
    });
  }
  timed(response.status);
  const rotated = response.headers.get(HEADER_CSRF_TOKEN);
  if (rotated) replaceCsrfToken(rotated);
  if (!response.ok || isLoginRedirect(response)) {
    const text = await response.text();
    const parsed = readJson(text);
    // A body that is not JSON is still the "raw response data" of the extraction.
    const data = parsed.ok ? parsed.value : text;
    const message = failureMessage(response, data, call.method, options);
    throw new RequestError(message, { status: response.status, data });
  }
  return response;
}

// The JSON envelope of a successful answer, keys in camelCase.
async function fetchEnvelope(
  call: Call,
  input: object,
  options: RequestOptions,
): Promise<Envelope> {
  const response = await send(call, input, options);
  const parsed = readJson(await response.text());
  if (!parsed.ok) throw new RequestError(i18n.t('errors.unexpected'), { status: response.status });
  return { value: keysToCamel(parsed.value), status: response.status };
}

// An answer that breaks the contract reads "Unexpected error occurred."
function readField(
  schema: Call['response'],
  envelope: Envelope,
  key: 'data' | 'metadata',
): unknown {
  const result = schema.safeParse(fieldOf(envelope.value, key));
  if (!result.success) {
    throw new RequestError(i18n.t('errors.unexpected'), {
      status: envelope.status,
      cause: result.error,
    });
  }
  return result.data;
}

// The one way the web app calls the server: the call object says method, path and schemas; the
// input and the answer's `data` are typed from it. Keys go out in snake_case and come back in
// camelCase (docs/ARCHITECTURE.md).
export async function request<C extends Call>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallResponse<C>> {
  const envelope = await fetchEnvelope(call, input, options);
  // `call.response` is `C['response']`, so its output is `CallResponse<C>`; TypeScript reads a
  // method of a generic through its constraint (`z.ZodType`) and widens it to unknown.
  return readField(call.response, envelope, 'data') as CallResponse<C>;
}

// A call that declares `metadata` beside `data` in its envelope (the position details).
type MetadataCall = Call & Required<Pick<Call, 'metadata'>>;

type CallAnswer<C extends MetadataCall> = {
  data: CallResponse<C>;
  metadata: CallMetadata<C>;
};

// `request` for a call that declares metadata: the same request, both parts of the answer, each
// parsed with its schema.
export async function requestWithMetadata<C extends MetadataCall>(
  call: C,
  input: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallAnswer<C>> {
  const envelope = await fetchEnvelope(call, input, options);
  return {
    data: readField(call.response, envelope, 'data') as CallResponse<C>,
    metadata: readField(call.metadata, envelope, 'metadata') as CallMetadata<C>,
  };
}

type StreamCall = Call & { stream: true };

// A stream call (the chat assistant): each JSON line is an event, read with the call's schema and
// handed over as it arrives. A line that breaks the contract, or an answer cut off, is "Unexpected
// error occurred." like any other answer that breaks it.
export async function streamCall<C extends StreamCall>(
  call: C,
  input: CallInput<C>,
  onEvent: (event: CallResponse<C>) => void,
  options: RequestOptions = {},
): Promise<void> {
  const response = await send(call, input, options);
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new RequestError(i18n.t('errors.unexpected'), { status: response.status });
  let buffered = '';
  const take = (line: string) => {
    const parsed = readJson(line);
    const event = parsed.ok ? call.response.safeParse(keysToCamel(parsed.value)) : null;
    if (!event?.success)
      throw new RequestError(i18n.t('errors.unexpected'), { status: response.status });
    onEvent(event.data as CallResponse<C>);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') take(line);
  }
  if (buffered.trim() !== '') take(buffered);
}
