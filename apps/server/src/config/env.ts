import { z } from 'zod';

// STYLE §8: configuration is parsed once at start and fails fast with a readable list.
const BooleanFlagSchema = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const EmptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  DB_QUEUE_LIMIT: z.coerce.number().int().min(1).default(200),
  // Behind a reverse proxy: take the client address (rate limits) and scheme from X-Forwarded-*.
  TRUST_PROXY: z.preprocess(EmptyAsUndefined, BooleanFlagSchema.default(false)),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'DEMO'> & { DEMO: boolean };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  // DESIGN §4: demo mode is on by default for the embedded database only.
  const demo = result.data.DEMO ?? result.data.DATABASE_URL === undefined;
  return { ...result.data, DEMO: demo };
}

export function isHttpsPublicUrl(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return env.PUBLIC_URL?.startsWith('https://') ?? false;
}
