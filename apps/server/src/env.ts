import { availableParallelism } from 'node:os';
import { z } from 'zod';

// The server's settings, read from the environment once at start: a bad value stops the server
// with a list of every problem. docs/configuration.md describes each and .env.example lists them
// with their defaults; env-docs.test.ts fails when the three disagree.
const BooleanFlagSchema = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const EmptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: loopback in demo mode (its accounts and mailbox must never face a network), else all.
  HOST: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(EmptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: z.preprocess(EmptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(EmptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Careers <no-reply@careers.localhost>'),
  DEMO: z.preprocess(EmptyAsUndefined, BooleanFlagSchema.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEFAULT_DOMAIN: z.string().min(3).default('northwind.example'),
  INSTANCE_BANNER: z.preprocess(EmptyAsUndefined, z.string().max(500).optional()),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_QUEUE_LIMIT: z.coerce.number().int().min(1).default(1000),
  // Behind a reverse proxy: take the client address (rate limits) and scheme from X-Forwarded-*.
  TRUST_PROXY: z.preprocess(EmptyAsUndefined, BooleanFlagSchema.default(false)),
  // Server processes on this machine, sharing its port (node:cluster); `auto` is one per core.
  // More than one needs PostgreSQL (docs/deploy.md).
  WORKERS: z.preprocess(
    (value) => (value === 'auto' ? availableParallelism() : EmptyAsUndefined(value)),
    z.coerce.number().int().min(1).max(64).default(1),
  ),
  // GET /metrics answers a client on this machine; with a token, also one that sends it as
  // `Authorization: Bearer <token>` (a Prometheus elsewhere). Long enough not to be guessed.
  METRICS_TOKEN: z.preprocess(
    EmptyAsUndefined,
    z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  ),
  // `memory` answers searches from an in-memory index per group (PostgreSQL full text while it
  // builds, and for a group above SEARCH_MEMORY_MAX_POSITIONS); `postgres` always uses PostgreSQL
  // full text. See docs/decisions/011-search-engine-in-memory-with-postgres-fallback.md.
  SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
  SEARCH_MEMORY_MAX_POSITIONS: z.coerce.number().int().min(0).default(3_000_000),
  // How long a process keeps a session and the other hot reads (ms;
  // docs/decisions/020-read-cache-and-group-commit.md). Unset: 10 s on PGlite, 2 s on PostgreSQL;
  // 0 reads everything from the database (benchmarks compare).
  READ_CACHE_TTL_MS: z.preprocess(
    EmptyAsUndefined,
    z.coerce.number().int().min(0).max(60_000).optional(),
  ),
  // How often each process reads the position change log of other processes.
  SEARCH_SYNC_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  // How often job alert digests go out (each process polls every minute whether the run is due;
  // one runs it). 0 turns the schedule off: `careers alerts run` only (tests).
  JOB_ALERTS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(31 * 24 * 60 * 60_000)
    .default(24 * 60 * 60_000),
  // How often each process looks for interview reminders that are due (each is sent once, claimed
  // by its row). 0 turns them off on a timer: tests send them when they choose.
  INTERVIEW_REMINDERS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 60_000)
    .default(60_000),
  // How often each process follows up applications: overdue notices and closing for want of a
  // decision (each claimed by its row, so it goes once). 0 turns it off on a timer: tests run it
  // when they choose.
  APPLICATION_FOLLOW_UP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 60_000)
    .default(60_000),
  // Uploads live in DATA_DIR/files unless FILE_STORE=s3 names an S3-compatible bucket
  // (docs/decisions/017-file-store.md). S3_ENDPOINT is empty for AWS itself; MinIO and the like
  // need it, usually with S3_FORCE_PATH_STYLE, since their buckets are not DNS names.
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(EmptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(EmptyAsUndefined, z.string().min(1).default('us-east-1')),
  S3_BUCKET: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(EmptyAsUndefined, BooleanFlagSchema.default(false)),
  // How often signed documents left unsealed (a restart) are sealed and expiring offers are
  // warned of (ms; 0 = never, as in tests, which run it themselves).
  OFFERS_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .default(5 * 60_000),
  // The certificate that seals signed offer documents, a PKCS#12 file. Without it one is made at
  // first start in DATA_DIR/esign (several servers should share one: name it here).
  ESIGN_CERT_PATH: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  ESIGN_CERT_PASSPHRASE: z.preprocess(EmptyAsUndefined, z.string().optional()),
  // The chat assistant answers through a language model behind an OpenAI-compatible
  // endpoint (its base URL, up to /v1) when set; offline otherwise, and whenever it fails or
  // takes longer than CHAT_API_TIMEOUT_MS for a whole answer.
  CHAT_API_URL: z.preprocess(EmptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CHAT_API_KEY: z.preprocess(EmptyAsUndefined, z.string().min(1).optional()),
  CHAT_MODEL: z.preprocess(EmptyAsUndefined, z.string().min(1).max(200).optional()),
  CHAT_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Worker threads that render the search and job pages with React, so a render does not hold
  // up the thread that answers HTTP; 0 renders on that thread
  // (docs/decisions/023-pages-render-in-worker-threads.md). One fewer than the machine's cores
  // by default (at most 4: the main thread feeds them). The default depends on the machine, so
  // it is marked `defaultAtStart`: the docs say how it is worked out rather than a value.
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .default(Math.min(4, availableParallelism() - 1))
    .meta({ defaultAtStart: 'one fewer than the cores, at most 4' }),
  // A page whose server render takes longer answers without it and renders in the browser.
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type EnvKey = keyof typeof EnvSchema.shape;
// Every variable the server reads, in the schema's order.
export const ENV_KEYS = Object.keys(EnvSchema.shape) as EnvKey[];

// Optional one by one, required together: a server told to use S3 must not start without a
// bucket and credentials, only to fail on the first upload. `when` runs the check even when
// another variable is wrong too, so one start lists every problem.
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const CheckedEnvSchema = EnvSchema.superRefine(
  (env, context) => {
    if (env.CHAT_API_URL !== undefined && env.CHAT_MODEL === undefined)
      context.addIssue({
        code: 'custom',
        path: ['CHAT_MODEL'],
        message: 'required with CHAT_API_URL',
      });
    if (env.WORKERS > 1 && env.DATABASE_URL === undefined)
      context.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: 'more than 1 needs DATABASE_URL: the embedded PGlite database serves one process',
      });
    if (env.FILE_STORE !== 's3') return;
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'required when FILE_STORE=s3' });
    }
  },
  { when: () => true },
);

export type Env = Omit<z.infer<typeof EnvSchema>, 'DEMO' | 'HOST'> & {
  DEMO: boolean;
  HOST: string;
  // PUBLIC_URL without a trailing slash, or this machine's address: canonical links and
  // absolute URLs never come from the request's Host header, which a client chooses.
  PUBLIC_ORIGIN: string;
};

// Fastify listens on both 127.0.0.1 and ::1 for "localhost".
export const LOOPBACK_HOST = 'localhost';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = CheckedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const data = result.data;
  // Demo mode (demo accounts, the dev mailbox) is on by default only without DATABASE_URL and
  // PUBLIC_URL; a public site turns it on only when DEMO says so.
  const demo = data.DEMO ?? (data.DATABASE_URL === undefined && data.PUBLIC_URL === undefined);
  const host = data.HOST ?? (demo ? LOOPBACK_HOST : '0.0.0.0');
  const publicOrigin = data.PUBLIC_URL
    ? new URL(data.PUBLIC_URL).origin
    : `http://localhost:${data.PORT === 0 ? 3000 : data.PORT}`;
  return { ...data, DEMO: demo, HOST: host, PUBLIC_ORIGIN: publicOrigin };
}

export function isHttpsPublicUrl(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return env.PUBLIC_URL?.startsWith('https://') ?? false;
}
