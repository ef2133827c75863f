import type { z } from 'zod';

// Each call is one object — method, path, request and response — that the server
// registers, validates and serialises from, and the web client infers its types from.
// Schemas are camelCase; each side converts keys once at its edge. `response` is the value
// inside the `{ data }` envelope (docs/ARCHITECTURE.md, "Request flow").
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Call = {
  method: HttpMethod;
  // `:name` segments are filled from `params` (e.g. `notifications/:id/mark_clicked`).
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  // Beside `data` in the envelope, for the few calls whose answer carries it (position
  // details: `data` plus `metadata.isFallback`).
  metadata?: z.ZodType;
  // A call whose body is multipart/form-data (the offer accept call): the body's fields as text
  // parts, and at most one file under `field`, of at most `maxBytes`.
  upload?: UploadSpec;
  // A call whose answer is a stream of events, one JSON line each (no envelope), sent as they
  // happen; `response` is each event's schema (the chat assistant's answers).
  stream?: true;
  // A call that also takes its body as an HTML form would post it (urlencoded, or multipart
  // with text parts only), besides JSON: the spec names its body as a form (upload_resume).
  formBody?: true;
};

export type UploadSpec = { field: string; maxBytes: number };

// A file part as the server reads it; the browser sends a Blob.
export type UploadedFile = { name: string; contentType: string; bytes: Uint8Array };

export function defineCall<const C extends Call>(call: C): C {
  return call;
}

type Part<C, Key extends 'params' | 'query' | 'body', Side extends 'in' | 'out'> = C extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? { [K in Key]: Side extends 'in' ? z.input<Schema> : z.output<Schema> }
  : { [K in Key]?: undefined };

type FilePart<C, Side extends 'in' | 'out'> = C extends { upload: UploadSpec }
  ? Side extends 'in'
    ? { file?: Blob | null }
    : { file: UploadedFile | null }
  : { file?: undefined };

// What a caller sends: `{ params }`, `{ query }`, `{ body }`, as the call declares them, and
// `{ file }` for an upload call.
export type CallInput<C extends Call> = Part<C, 'params', 'in'> &
  Part<C, 'query', 'in'> &
  Part<C, 'body', 'in'> &
  FilePart<C, 'in'>;
// What a handler receives: the same, parsed (defaults applied, transforms run).
export type CallParsedInput<C extends Call> = Part<C, 'params', 'out'> &
  Part<C, 'query', 'out'> &
  Part<C, 'body', 'out'> &
  FilePart<C, 'out'>;
// The `data` of a successful answer, as the client reads it and as a handler returns it.
export type CallResponse<C extends Call> = z.output<C['response']>;
export type CallResponseInput<C extends Call> = z.input<C['response']>;
export type CallMetadata<C extends Call> = C extends { metadata: infer M extends z.ZodType }
  ? z.output<M>
  : undefined;
// What a handler returns: the `data`, or `{ data, metadata }` for a call that declares metadata.
// A stream call's handler returns its events as they come (or, made at once, a list).
export type CallReply<C extends Call> = C extends { stream: true }
  ? AsyncIterable<CallResponseInput<C>> | Iterable<CallResponseInput<C>>
  : C extends { metadata: infer M extends z.ZodType }
    ? { data: CallResponseInput<C>; metadata: z.input<M> }
    : CallResponseInput<C>;

// The path a request goes to: each `:name` segment replaced by its encoded parameter.
export function fillCallPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

// Whether a request path is one of a call's (its `:name` segments match any one segment).
export function matchesCallPath(pattern: string, path: string): boolean {
  const parts = pattern.split('/');
  const actual = path.split('/');
  return (
    parts.length === actual.length &&
    parts.every((part, index) =>
      part.startsWith(':') ? actual[index] !== '' : part === actual[index],
    )
  );
}

// "METHOD /path": the key test fakes and logs use for a call.
export function callKey(call: Pick<Call, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}
