import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('built web files', () => {
  let dist: string;
  let test: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'careers-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'demo'));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'demo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'index.html'), '<html><head><!--app-head--></head></html>');
    test = await createTestApp({ WEB_DIST: dist });
  });

  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets cached for a year', async () => {
    const response = await test.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files briefly cached, and never index.html as a file', async () => {
    const logo = await test.app.inject({ url: '/demo/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=300');
    expect((await test.app.inject({ url: '/index.html' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
