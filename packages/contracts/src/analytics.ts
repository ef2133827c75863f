import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';

// Anonymous analytics is capped per visitor and per IP, and in size.
export const VSLOG_BODY_LIMIT_BYTES = 32 * 1024;
export const VSLOG_MAX_METRICS = 50;

// One measurement in `metrics_to_push`: page-load timing and call latency
// (docs/product/shell-and-gates.md, "Analytics"). Loose so a metric may carry more context.
export const VslogMetricSchema = z.looseObject({
  name: z.string().min(1).max(100),
  value: z.number().min(0).max(1e12),
  unit: z.enum(['ms', 'bytes', 'count']).optional(),
  tags: z.record(z.string().max(50), z.union([z.string().max(200), z.number()])).optional(),
});
export type VslogMetric = z.infer<typeof VslogMetricSchema>;

// Analytics (docs/product/shell-and-gates.md): page views, performance metrics and crash
// reports, logged-out visitors too.
export const vslogCall = defineCall({
  method: 'POST',
  path: '/vslog',
  query: z.object({
    domain: DomainSchema.optional(),
    pid: z.string().max(64).optional(),
    event: z.string().max(100).optional(),
    namespace: z.string().max(100).optional(),
    // Carried from the page's address like on every other call (request-context.ts).
    pdfServerToken: z.string().max(500).optional(),
  }),
  body: z.object({
    namespace: z.string().min(1).max(100).optional(),
    event: z.string().min(1).max(100).optional(),
    dataJson: z.string().max(20000).optional(),
    metricsToPush: z.array(VslogMetricSchema).max(VSLOG_MAX_METRICS).optional(),
  }),
  response: z.object({ stored: z.number().int() }),
});

// Crash reporting (docs/product/shell-and-gates.md, "Crash reporting"): a Sentry-compatible DSN,
// `https://<key>@<host>/<project>` (a path before the project is kept, as self-hosted servers
// use one). Plain http only for this machine, where a local sink listens.
const DSN_PATTERN =
  /^(https?):\/\/([A-Za-z0-9]{1,64})@([A-Za-z0-9.-]{1,253}|\[::1\])(:[0-9]{1,5})?(\/(?:[A-Za-z0-9._~-]+\/)*)([A-Za-z0-9_-]{1,64})$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type ParsedDsn = {
  publicKey: string;
  // Where the browser sends reports: the origin the page's CSP allows.
  origin: string;
  projectId: string;
  envelopeUrl: string;
};

export function parseDsn(dsn: string): ParsedDsn | null {
  const match = DSN_PATTERN.exec(dsn);
  if (!match) return null;
  const [, scheme, publicKey, host, port = '', path = '/', projectId] = match;
  if (!scheme || !publicKey || !host || !projectId) return null;
  if (scheme === 'http' && !LOOPBACK_HOSTS.has(host.toLowerCase())) return null;
  const origin = `${scheme}://${host.toLowerCase()}${port}`;
  return {
    publicKey,
    origin,
    projectId,
    envelopeUrl: `${origin}${path}api/${projectId}/envelope/`,
  };
}

// A link the employer gives for people to reach them: a mail address or a web page only.
export const ContactUrlSchema = z
  .string()
  .max(2000)
  .regex(/^(?:mailto:[^\s"'<>/]+@[^\s"'<>]+|https?:\/\/[^\s"'<>]+)$/i, {
    message: 'Must be a mailto: or http(s) address',
  });

// pcsxConfig.errorReporting: where crashes are reported besides /vslog, and the error screen's
// contact link (docs/configuration.md).
export const ErrorReportingConfigSchema = z.strictObject({
  dsn: z
    .string()
    .max(500)
    .refine((value) => parseDsn(value) !== null, {
      message: 'Must be a DSN: https://<key>@<host>/<project>',
    })
    .optional(),
  contactUrl: ContactUrlSchema.optional(),
});
export type ErrorReportingConfig = z.infer<typeof ErrorReportingConfigSchema>;
