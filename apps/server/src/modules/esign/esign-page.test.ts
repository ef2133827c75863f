import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devExtendOfferCall, offerCall } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, logInNewCandidate, type TestApp } from '../../testing/test-app';

// The e-sign widget's page — the built esign.html with the language, the title and the CSRF token
// in it, framed only by our own pages, never served as the raw template.
const DOMAIN = 'northwind.example';
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><!--esign-head--></head>
  <body><div id="root"></div></body>
</html>`;

describe('the e-sign widget page', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'careers-esign-dist-'));
    writeFileSync(join(dist, 'esign.html'), TEMPLATE);
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('speaks the language asked for, carries the session token, and may be framed only by us', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    await visitor.page();
    const { encId } = dataOf(
      devExtendOfferCall,
      await visitor.post('/api/dev/offers', { domain: DOMAIN, email: candidate.email }),
    );
    const offer = dataOf(offerCall, await visitor.get(`/api/offer/${encId}?domain=${DOMAIN}`));
    const url = offer.offerDocuments[0]?.url ?? '';
    const page = await visitor.get(`${url}&hl=ar`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<title>Offer letter · e-signature</title>');
    expect(page.body).toContain(`<meta name="csrf-token" content="${visitor.csrfToken}" />`);
    expect(page.body).not.toContain('<!--esign-head-->');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['cache-control']).toBe('private, no-store');
    // Someone else's or an unknown wid: the page is the same shell, naming nothing.
    const unknown = await visitor.get('/esign/embed?wid=aaaaaaaaaaaaaaaaaaaa&hosted=true');
    expect(unknown.body).toContain('<title>E-signature</title>');
    expect((await visitor.get('/esign.html')).statusCode).toBe(404);
  });
});
