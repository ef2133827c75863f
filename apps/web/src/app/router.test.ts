import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '@careers/contracts/pages';
import { pageFileOf } from './router';

// The page files, as the router finds them.
const files = Object.keys(import.meta.glob('./pages/*.page.tsx')).map((path) =>
  path.slice('./pages/'.length, -'.page.tsx'.length),
);

describe('page files', () => {
  it('serve every page id, and each file serves one', () => {
    const served = PAGE_IDS.map(pageFileOf);
    expect(served.filter((file) => !files.includes(file))).toEqual([]);
    expect(files.filter((file) => !served.includes(file))).toEqual([]);
  });

  it('name a page id’s file after it unless it is in a page group', () => {
    expect(pageFileOf('jobAlerts')).toBe('job-alerts');
    expect(pageFileOf('interviews')).toBe('dashboard');
  });
});
