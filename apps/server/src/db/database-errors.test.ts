import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStatementTimeout } from './database-errors';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused PostgreSQL connection, also wrapped as Drizzle does', () => {
    const shutdown = withCode('terminating connection due to administrator command', '57P01');
    const unavailable = [
      shutdown,
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: shutdown }),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ];
    for (const error of unavailable) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves query faults and non-errors alone', () => {
    const faults = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('Failed query: insert', { cause: withCode('syntax error', '42601') }),
      'Connection terminated',
      null,
    ];
    for (const fault of faults) expect(isDatabaseUnavailable(fault)).toBe(false);
  });
});

describe('isStatementTimeout', () => {
  it('recognises a statement timeout, also wrapped as Drizzle does, and nothing else', () => {
    const timeout = withCode('canceling statement due to statement timeout', '57014');
    expect(isStatementTimeout(timeout)).toBe(true);
    expect(isStatementTimeout(new Error('Failed query: select', { cause: timeout }))).toBe(true);
    expect(isStatementTimeout(withCode('syntax error', '42601'))).toBe(false);
    expect(isStatementTimeout('57014')).toBe(false);
  });
});
