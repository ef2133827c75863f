import { describe, expect, it } from 'vitest';
import { readBootData } from './boot-data';

function pageWith(json: string | null): Document {
  const page = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = page.createElement('script');
    script.id = 'boot-data';
    script.type = 'application/json';
    script.textContent = json;
    page.head.append(script);
  }
  return page;
}

describe('readBootData', () => {
  it('reads the boot data the server embedded', () => {
    const boot = {
      isLoggedIn: false,
      domain: 'northwind.example',
      companyName: 'Northwind',
      configs: {},
    };
    expect(readBootData(pageWith(JSON.stringify(boot)))).toEqual(boot);
  });

  it('refuses a page without boot data or with another shape', () => {
    expect(() => readBootData(pageWith(null))).toThrow('The page carries no boot data.');
    expect(() => readBootData(pageWith('{"domain":1}'))).toThrow(
      'The page carries malformed boot data.',
    );
  });
});
