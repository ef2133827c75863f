import { describe, expect, it } from 'vitest';
import { describePosting } from './position-description';

describe('describePosting', () => {
  it('escapes every piece of text it is given', () => {
    const html = describePosting({
      language: 'en',
      intro: ['<script>alert(1)</script> & "friends"'],
      tasks: ['<img src=x onerror=alert(1)>'],
      profile: ["Tom's <b>"],
      benefits: ['</li><li>'],
      salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('<h3>Pay</h3><ul><li>€50,000 – €60,000 per year</li>');
  });

  it('writes German headings and pay for a German version', () => {
    const html = describePosting({
      language: 'de',
      intro: ['Hallo'],
      tasks: ['A'],
      profile: ['B'],
      benefits: ['C'],
      salary: null,
    });
    expect(html).toContain('<h3>Deine Aufgaben</h3>');
    expect(html).toContain('<h3>Vergütung</h3>');
  });
});
