import { describe, expect, it } from 'vitest';
import { ErrorReportingConfigSchema, parseDsn } from './analytics';

describe('parseDsn', () => {
  it('reads key, origin, project and the envelope address', () => {
    expect(parseDsn('https://abc123@o1.ingest.example.io/4501')).toEqual({
      publicKey: 'abc123',
      origin: 'https://o1.ingest.example.io',
      projectId: '4501',
      envelopeUrl: 'https://o1.ingest.example.io/api/4501/envelope/',
    });
    expect(parseDsn('https://k@Sentry.Example.com:9000/errors/7')?.envelopeUrl).toBe(
      'https://sentry.example.com:9000/errors/api/7/envelope/',
    );
    expect(parseDsn('http://k@127.0.0.1:4100/1')?.origin).toBe('http://127.0.0.1:4100');
  });

  it('refuses what is not a DSN, and plain http beyond this machine', () => {
    for (const dsn of [
      'http://k@sentry.example.com/1',
      'https://sentry.example.com/1',
      'https://k@sentry.example.com/',
      'https://k:secret@sentry.example.com/1',
      'javascript:alert(1)//k@x/1',
      'https://k@sentry.example.com/1?x=1',
      'ftp://k@sentry.example.com/1',
    ]) {
      expect(parseDsn(dsn), dsn).toBeNull();
    }
  });
});

describe('ErrorReportingConfigSchema', () => {
  it('takes a DSN and a mailto: or http(s) contact link', () => {
    expect(
      ErrorReportingConfigSchema.parse({
        dsn: 'https://abc@errors.example.com/2',
        contactUrl: 'mailto:help@northwind.example',
      }),
    ).toEqual({
      dsn: 'https://abc@errors.example.com/2',
      contactUrl: 'mailto:help@northwind.example',
    });
    expect(
      ErrorReportingConfigSchema.parse({ contactUrl: 'https://northwind.example/help' }),
    ).toEqual({ contactUrl: 'https://northwind.example/help' });
    expect(ErrorReportingConfigSchema.parse({})).toEqual({});
  });

  it('refuses any other link, a bad DSN and unknown keys', () => {
    for (const config of [
      { contactUrl: 'javascript:alert(1)' },
      { contactUrl: 'data:text/html,hi' },
      { contactUrl: '//evil.example' },
      { contactUrl: 'mailto:' },
      { dsn: 'https://errors.example.com/2' },
      { dsn: 'not a dsn' },
      { dns: 'https://abc@errors.example.com/2' },
    ]) {
      expect(ErrorReportingConfigSchema.safeParse(config).success, JSON.stringify(config)).toBe(
        false,
      );
    }
  });
});
