import { describe, expect, it } from 'vitest';
import {
  buildInternalLink,
  isAppParam,
  isShowLoginModalValue,
  passThroughParams,
} from './url-params';

describe('app and pass-through parameters', () => {
  it('knows the app parameters', () => {
    for (const name of [
      'sort_by',
      'pid',
      'start',
      'location',
      'query',
      'tab',
      'show_login_modal',
    ]) {
      expect(isAppParam(name)).toBe(true);
    }
    expect(isAppParam('filter_city')).toBe(true);
    expect(isAppParam('domain')).toBe(false);
    expect(isAppParam('hl')).toBe(false);
  });
  it('keeps only pass-through parameters', () => {
    const kept = passThroughParams('?domain=a.example&query=nurse&hl=de&filter_x=1&utm_source=m');
    expect(kept.toString()).toBe('domain=a.example&hl=de&utm_source=m');
  });
  it('builds internal links that keep domain, microsite and hl', () => {
    const current = '?domain=northwind.example&microsite=eu&hl=de&pid=3&show_login_modal=1';
    expect(buildInternalLink('/careers/offers', {}, current)).toBe(
      '/careers/offers?domain=northwind.example&microsite=eu&hl=de',
    );
    expect(buildInternalLink('/careers', { hl: 'ar', query: 'chef' }, current)).toBe(
      '/careers?domain=northwind.example&microsite=eu&hl=ar&query=chef',
    );
  });
  it('reads show_login_modal as 1 or true', () => {
    expect(isShowLoginModalValue('1')).toBe(true);
    expect(isShowLoginModalValue('true')).toBe(true);
    expect(isShowLoginModalValue('0')).toBe(false);
    expect(isShowLoginModalValue(null)).toBe(false);
  });
});
