// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogBundles } from './catalog-bundles';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const AREAS = readdirSync(`${SRC}shared/i18n/locales/en/`).map((file) => file.slice(0, -5));

describe('catalog bundles of the app', () => {
  const bundles = catalogBundles(SRC, AREAS);

  it('give the shell what every page shows, and each page its own areas', () => {
    expect(bundles.shell).toEqual(expect.arrayContaining(['nav', 'footer', 'errors', 'auth']));
    expect(bundles.jobs).toEqual(expect.arrayContaining(['jobs', 'chat', 'map']));
    expect(bundles.offers).toContain('offers');
    expect(bundles.esign).toContain('esign');
  });

  it('load no shell area again with a page, and leave no area unloaded', () => {
    for (const [name, areas] of Object.entries(bundles)) {
      if (name === 'shell' || name === 'esign') continue;
      expect(areas.filter((area) => bundles.shell?.includes(area))).toEqual([]);
    }
    const loaded = new Set(Object.values(bundles).flat());
    expect(AREAS.filter((area) => !loaded.has(area))).toEqual([]);
  });
});

describe('catalogBundles', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalog-bundles-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });
  const write = (path: string, source: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  };

  it('follows static and dynamic imports, stops at page files, and reads keys in any literal', () => {
    write('app/main.tsx', "import './router';\nimport { Nav } from '../features/nav';\n");
    write('app/router.tsx', "const page = () => import('./pages/report.page');\n");
    write('features/nav.tsx', "export const Nav = () => t('navBar.title');\n");
    write('app/pages/report.page.tsx', "const panel = () => import('../../features/panel');\n");
    write('features/panel/index.tsx', "const key = `jobCart.${'x'}`; t('navBar.title');\n");
    write('app/esign-widget-main.tsx', "const prefix = 'signing.consent';\n");
    expect(catalogBundles(root, ['nav-bar', 'job-cart', 'signing', 'unused'])).toEqual({
      shell: ['nav-bar'],
      report: ['job-cart'],
      esign: ['signing'],
    });
  });
});
