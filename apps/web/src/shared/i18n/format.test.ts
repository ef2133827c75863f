import { describe, expect, it } from 'vitest';
import { formatFor } from './format';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const ago = (seconds: number) => NOW - seconds * 1000;

// A notification's age (docs/product/notifications-and-alerts.md): always "… ago".
describe('timeAgo', () => {
  it('says how long ago in whole units, the largest that fits', () => {
    const format = formatFor('en', NOW);
    expect(format.timeAgo(ago(1))).toBe('1 second ago');
    expect(format.timeAgo(ago(45))).toBe('45 seconds ago');
    expect(format.timeAgo(ago(60))).toBe('1 minute ago');
    expect(format.timeAgo(ago(179))).toBe('3 minutes ago');
    expect(format.timeAgo(ago(3 * 3600 - 5))).toBe('3 hours ago');
    expect(format.timeAgo(ago(3 * 3600))).toBe('3 hours ago');
    expect(format.timeAgo(ago(24 * 3600))).toBe('1 day ago');
    expect(format.timeAgo(ago(2 * 24 * 3600))).toBe('2 days ago');
    expect(format.timeAgo(new Date(ago(14 * 24 * 3600)).toISOString())).toBe('2 weeks ago');
    expect(format.timeAgo(ago(400 * 24 * 3600))).toBe('1 year ago');
  });

  it('never reads "now", "yesterday" or a time to come: a clock ahead reads as a second ago', () => {
    const format = formatFor('en', NOW);
    expect(format.timeAgo(NOW)).toBe('1 second ago');
    expect(format.timeAgo(NOW + 3 * 60 * 1000)).toBe('1 second ago');
    expect(format.timeAgo(ago(24 * 3600))).not.toBe('yesterday');
    for (const when of [NOW + 1000, NOW, ago(0.4), ago(30), ago(7200)]) {
      expect(format.timeAgo(when)).toMatch(/ ago$/);
    }
  });

  it('speaks each language through Intl', () => {
    expect(formatFor('de', NOW).timeAgo(ago(3 * 3600))).toBe('vor 3 Stunden');
    expect(formatFor('de', NOW).timeAgo(NOW + 5000)).toBe('vor 1 Sekunde');
    expect(formatFor('ar', NOW).timeAgo(ago(24 * 3600))).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'always' }).format(-1, 'day'),
    );
  });
});
