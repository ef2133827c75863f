import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './ics';

describe('calendar files (RFC 5545)', () => {
  it('writes one event in UTC with CRLF lines', () => {
    const text = calendarFile({
      uid: 'interview-7@northwind.example',
      sequence: 2,
      isCancelled: false,
      start: new Date('2026-12-01T14:30:00Z'),
      end: new Date('2026-12-01T15:15:00Z'),
      stamp: new Date('2026-11-23T09:00:00.123Z'),
      summary: 'Interview: Nurse, Berlin; Northwind',
      location: '',
      description: 'Join: https://meet.example/abc',
      url: 'https://meet.example/abc',
    });
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Careers//Interviews//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:interview-7@northwind.example',
      'SEQUENCE:2',
      'STATUS:CONFIRMED',
      'DTSTAMP:20261123T090000Z',
      'DTSTART:20261201T143000Z',
      'DTEND:20261201T151500Z',
      'SUMMARY:Interview: Nurse\\, Berlin\\; Northwind',
      'DESCRIPTION:Join: https://meet.example/abc',
      'URL:https://meet.example/abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
    const folded = foldLine(`SUMMARY:${'ü'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'ü'.repeat(60)}`,
    );
  });
});
