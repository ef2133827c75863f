import {
  keysToCamel,
  keysToSnake,
  type Call,
  type CallParsedInput,
  type CallReply,
} from '@careers/contracts';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { AppError } from '../shared/app-error';
import { findInputProblem } from '../shared/input-guard';
import { registerFormBodyParser } from './form-body';
import { readMultipartInput } from './multipart-input';

// Decision 020: a reply made once and sent to many requests — the answer checked against the
// contract, converted and serialised — for an answer kept in the read cache.
export class PreparedReply {
  private readonly encoded = new Map<ReplyEncoding, Buffer>();

  constructor(readonly json: string) {}

  // Compressed once per encoding, on first ask, with the settings of every other reply.
  body(encoding: ReplyEncoding | null): string | Buffer {
    if (encoding === null) return this.json;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.json, REPLY_COMPRESSION.brotliOptions)
          : gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

type ReplyEncoding = 'br' | 'gzip';

// The encoding a request accepts, brotli first (RFC 9110 §12.5.3: q=0 refuses one).
export function acceptedEncoding(header: string | undefined): ReplyEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: ReplyEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

export function prepareReply<C extends Call>(
  call: C & { metadata?: undefined },
  answer: CallReply<C>,
): PreparedReply {
  return new PreparedReply(JSON.stringify(keysToSnake({ data: call.response.parse(answer) })));
}

export type CallHandler<C extends Call> = (
  input: CallParsedInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallReply<C> | PreparedReply>;

export type CallRouteOptions = { bodyLimit?: number };

function toWireField(path: readonly PropertyKey[]): string {
  const field = path.map(String).join('.');
  return field ? (Object.keys(keysToSnake({ [field]: null }) as object)[0] ?? field) : 'body';
}

// The wire is snake_case, code camelCase; the server converts once, here (docs/ARCHITECTURE.md).
// Every input is guarded first — too deep is 400, NUL or unpaired surrogates are 422.
export function parseCallInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const problem = findInputProblem(input);
  if (problem?.kind === 'too_deep') {
    throw new AppError('bad_request', 'The request could not be read.');
  }
  if (problem?.kind === 'bad_text') {
    const field = toWireField(problem.path.split('.'));
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      fieldErrors: { [field]: 'Contains characters that are not allowed.' },
    });
  }
  const result = schema.safeParse(keysToCamel(input ?? {}));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[toWireField(issue.path)] ??= issue.message;
  throw new AppError('validation_failed', 'Some fields are not valid.', { fieldErrors });
}

// A reply is compressed anew for every request: brotli quality 3 is within 5% of the default
// 4's size at 60% of its time (measured on a 10 KB search reply), and compressing up to 64 KB
// in one call costs the event loop less than the stream the plugin otherwise sets up above
// 8 KB on two cores.
const REPLY_COMPRESSION = {
  syncThreshold: 64 * 1024,
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 3,
    },
  },
};

// A stream call's events, one JSON line each as it comes (no envelope, not compressed: a
// compressor would hold lines back). The contract's check runs on each; a failure once the
// answer has begun ends it early (the client reads an answer without its `done` as broken)
// rather than cutting the connection.
function sendEventStream(
  reply: FastifyReply,
  schema: z.ZodType,
  events: AsyncIterable<unknown> | Iterable<unknown>,
  log: FastifyBaseLogger,
): FastifyReply {
  async function* lines(): AsyncGenerator<string> {
    try {
      for await (const event of events)
        yield `${JSON.stringify(keysToSnake(schema.parse(event)))}\n`;
    } catch (error) {
      log.error({ err: error }, 'event stream failed');
    }
  }
  reply
    .type('application/x-ndjson; charset=utf-8')
    .header('Cache-Control', 'no-store')
    // Proxies such as nginx would otherwise buffer the answer and defeat the streaming.
    .header('X-Accel-Buffering', 'no');
  return reply.send(Readable.from(lines()));
}

// A call is registered from its contract; the handler gets parsed input and returns
// the `data`, which the response schema trims to exactly the fields that may leave.
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<NoInfer<C>>,
  options: CallRouteOptions = {},
): void {
  const route: RouteOptions = {
    method: call.method,
    url: call.path,
    compress: call.stream ? false : REPLY_COMPRESSION,
    ...(options.bodyLimit === undefined && !call.upload
      ? {}
      : { bodyLimit: options.bodyLimit ?? (call.upload?.maxBytes ?? 0) + 64 * 1024 }),
    handler: async (request, reply) => {
      // A call's answer is one person's or one moment's: no cache keeps it (failures included).
      reply.header('Cache-Control', 'no-store');
      const params = call.params
        ? parseCallInput(call.params, { ...(request.params as object) })
        : undefined;
      // Fastify's parsed query is not a plain object (its prototype is a null-prototype
      // object), which key conversion leaves alone: copy it into one first.
      const query = call.query
        ? parseCallInput(call.query, { ...(request.query as object) })
        : undefined;
      const multipart = call.upload
        ? await readMultipartInput(request, call.upload)
        : call.formBody && request.isMultipart()
          ? await readMultipartInput(request, null, options.bodyLimit)
          : null;
      const rawBody = multipart ? multipart.fields : request.body;
      const input = {
        params,
        query,
        body: call.body ? parseCallInput(call.body, rawBody) : undefined,
        ...(multipart ? { file: multipart.file } : {}),
      } as CallParsedInput<C>;
      const answer: unknown = await handler(input, request, reply);
      if (call.stream) {
        return sendEventStream(
          reply,
          call.response,
          answer as AsyncIterable<unknown> | Iterable<unknown>,
          request.log,
        );
      }
      if (answer instanceof PreparedReply) {
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply.send(answer.body(encoding));
      }
      if (!call.metadata) return reply.send(keysToSnake({ data: call.response.parse(answer) }));
      const { data, metadata } = answer as { data: unknown; metadata: unknown };
      return reply.send(
        keysToSnake({ data: call.response.parse(data), metadata: call.metadata.parse(metadata) }),
      );
    },
  };
  if (!call.formBody) {
    app.route(route);
    return;
  }
  // A form body is parsed for this call alone (its own scope), so every other call answers 415.
  void app.register((scoped, _options, done) => {
    registerFormBodyParser(scoped);
    scoped.route(route);
    done();
  });
}
