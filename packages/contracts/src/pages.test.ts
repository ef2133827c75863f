import { describe, expect, it } from 'vitest';
import { matchPageRoute, readSearchText, resolvePageTitle } from './pages';
import { buildCandidateLoginUrl, safeNextPath } from './auth';

describe('matchPageRoute', () => {
  it('matches fixed and parameter routes to their page ids', () => {
    expect(matchPageRoute('/careers/offers')?.route.pageId).toBe('offers');
    expect(matchPageRoute('/careers/offer/abc/offer-document/7')?.params).toEqual({
      id: 'abc',
      documentId: '7',
    });
    expect(matchPageRoute('/careers/job/123-engineer')?.params).toEqual({ pid: '123-engineer' });
    expect(matchPageRoute('/careers')?.route.pageId).toBe('jobs');
    expect(matchPageRoute('/careers/nurse/new-york')?.params).toEqual({
      query: 'nurse',
      location: 'new-york',
    });
    expect(matchPageRoute('/elsewhere')).toBeNull();
  });
});

describe('resolvePageTitle', () => {
  const company = 'Northwind';
  it('follows the page-title precedence', () => {
    expect(
      resolvePageTitle({ seoTitle: 'Jobs!', query: 'a', location: 'b', companyName: company }),
    ).toBe('Jobs!');
    expect(resolvePageTitle({ query: 'Nurse', location: 'Boston', companyName: company })).toBe(
      'Nurse at Boston',
    );
    expect(resolvePageTitle({ positionName: 'Chef', companyName: company })).toBe(
      'Chef | Northwind',
    );
    expect(resolvePageTitle({ companyName: company })).toBe('Careers at Northwind');
  });
});

describe('search text and login links', () => {
  it('reads dashes and underscores as spaces', () => {
    expect(readSearchText('software-engineer_remote')).toBe('software engineer remote');
  });
  it('builds the candidate login redirect', () => {
    expect(
      buildCandidateLoginUrl({
        domain: 'northwind.example',
        pids: ['1', '2'],
        hl: 'de',
        next: '/careers',
      }),
    ).toBe('/candidate/login?domain=northwind.example&pid=1%2C2&hl=de&next=%2Fcareers');
  });
  it('only allows next to our own origin', () => {
    expect(safeNextPath('/careers/offers?x=1')).toBe('/careers/offers?x=1');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
  });
  it('refuses paths that normalise or decode to another host', () => {
    for (const next of [
      '/.//evil.example/phish',
      '/%2e//x',
      '/a/..//x',
      '/./\\x',
      '/\t/evil.example',
      '/%2f%2fevil.example',
      '/%5c%5cevil.example',
      '/%zz',
    ]) {
      expect(safeNextPath(next), next).toBeNull();
    }
    expect(safeNextPath('/careers/a/../offers#top')).toBe('/careers/offers#top');
  });
});
