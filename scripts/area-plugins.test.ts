import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_PLUGINS_FILE, areaPluginsSource } from './generate-area-plugins';

describe('area plugins are found, not listed', () => {
  it('the generated list is up to date (run `npm run generate` after adding an area)', () => {
    expect(readFileSync(AREA_PLUGINS_FILE, 'utf8')).toBe(areaPluginsSource());
  });

  it('finds a new area by its plugin file, and leaves the foundation and plain folders out', () => {
    const folder = `${mkdtempSync(join(tmpdir(), 'careers-modules-'))}/`;
    try {
      const plugin = (area: string, name: string) => {
        mkdirSync(`${folder}${area}`);
        writeFileSync(`${folder}${area}/${area}.plugin.ts`, `export const ${name} = () => {};\n`);
      };
      plugin('shell', 'shellPlugin');
      plugin('interviews', 'interviewsPlugin');
      plugin('answers', 'answersPlugin');
      mkdirSync(`${folder}files`);
      const source = areaPluginsSource(folder);
      expect(source).toContain("import { answersPlugin } from './answers/answers.plugin';");
      expect(source.indexOf('  answersPlugin,')).toBeLessThan(
        source.indexOf('  interviewsPlugin,'),
      );
      expect(source).not.toContain('shellPlugin');
      expect(source).not.toContain('files');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
