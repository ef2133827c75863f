import { describe, expect, it } from 'vitest';
import { findCountryCode } from './country-names';

describe('findCountryCode', () => {
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    [' De ', 'DE'],
    ['XK', 'XK'],
    ['Germany', 'DE'],
    ['GERMANY', 'DE'],
    ['United Kingdom', 'GB'],
    ['United  Kingdom', 'GB'],
    ['UK', 'GB'],
    ['United States', 'US'],
    ['USA', 'US'],
    ['US', 'US'],
    ['Côte d’Ivoire', 'CI'],
    ["Côte d'Ivoire", 'CI'],
    ['cote d’ivoire', 'CI'],
    ['Ivory Coast', 'CI'],
    ['Bosnia & Herzegovina', 'BA'],
    ['Bosnia', 'BA'],
    ['Macao', 'MO'],
    ['Hong Kong', 'HK'],
    ['Myanmar (Burma)', 'MM'],
    ['Congo - Kinshasa', 'CD'],
    ['DR Congo', 'CD'],
    ['Deutschland', 'DE'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
  ])('reads %j as %s', (text, code) => {
    expect(findCountryCode(text)).toBe(code);
  });

  // YU and DD are withdrawn: ICU names them after their successors, and those names lead there.
  it('accepts no withdrawn, pseudo or non-country code as itself', () => {
    expect(['YU', 'yu', 'DD', 'SU', 'EU', 'UN', 'ZZ', 'XX', 'XA'].map(findCountryCode)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(findCountryCode('Serbia')).toBe('RS');
  });

  it.each(['', ' ', 'Narnia', 'Bavaria', 'D E'])('finds nothing for %j', (text) => {
    expect(findCountryCode(text)).toBeNull();
  });
});
