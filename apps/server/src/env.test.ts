import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('WORKERS', () => {
  it('takes a number or auto, and more than one only with PostgreSQL', () => {
    const postgres = 'postgres://careers@127.0.0.1/careers';
    expect(parseEnv({ WORKERS: '3', DATABASE_URL: postgres }).WORKERS).toBe(3);
    expect(parseEnv({ WORKERS: 'auto', DATABASE_URL: postgres }).WORKERS).toBeGreaterThan(0);
    expect(parseEnv({}).WORKERS).toBe(1);
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      'WORKERS: more than 1 needs DATABASE_URL: the embedded PGlite database serves one process',
    );
  });
});
