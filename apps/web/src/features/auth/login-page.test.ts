import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-page';

describe('where the full-page login returns', () => {
  it('follows a next on our own origin', () => {
    expect(
      loginDestination(
        '?domain=northwind.example&next=%2Fcareers%2Foffers%3Fdomain%3Dnorthwind.example',
      ),
    ).toBe('/careers/offers?domain=northwind.example');
  });
  it('ignores a next to another origin and keeps domain, microsite, hl and pid', () => {
    expect(
      loginDestination(
        '?domain=northwind.example&pid=12,13&microsite=eu&hl=de&next=https%3A%2F%2Fevil.example',
      ),
    ).toBe('/careers?domain=northwind.example&microsite=eu&hl=de&pid=12%2C13');
    expect(loginDestination('?next=%2F%2Fevil.example')).toBe('/careers');
  });
});
