import { ApplicationFollowUpConfigSchema } from '@careers/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentStage,
  expectedByAfter,
  localized,
  readNote,
  reasonText,
  resolveStages,
  stagePath,
} from './application-stages';

// The stages a candidate sees, their dates and reasons (docs/product/application-follow-up.md).
const defaults = ApplicationFollowUpConfigSchema.parse({});
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));

describe('application stages', () => {
  it('reads a text in the language, its base language, else English', () => {
    const text = { en: 'Hello', pt: 'Olá', de: 'Hallo' };
    expect(localized(text, 'de')).toBe('Hallo');
    expect(localized(text, 'pt-BR')).toBe('Olá');
    expect(localized(text, 'fr')).toBe('Hello');
    expect(localized(undefined, 'de')).toBeUndefined();
  });

  it('words the default stages in the reader’s language, from the server catalog', () => {
    expect(currentStage(resolveStages(defaults.stages, 'en'), 'In Review')).toEqual({
      id: 'review',
      label: 'Under review',
      explanation: 'The team is reading your application and comparing it with the role.',
      expectedDays: 14,
    });
    expect(currentStage(resolveStages(defaults.stages, 'de'), 'Submitted').label).toBe(
      'Bewerbung eingegangen',
    );
    expect(currentStage(resolveStages(defaults.stages, 'ar'), 'Rejected').label).toBe(
      'لم يتم الاختيار',
    );
    expect(currentStage(resolveStages(defaults.stages, 'ja'), 'Closed').label).toBe('選考終了');
    expect(currentStage(resolveStages(defaults.stages, 'xx'), 'Closed').label).toBe('Closed');
  });

  it("takes the group's own stages and words, with the site's for a default id", () => {
    const config = ApplicationFollowUpConfigSchema.parse({
      stages: [
        {
          id: 'received',
          statuses: ['Submitted', 'In Review'],
          label: { en: 'With us', de: 'Bei uns' },
          expectedDays: 5,
        },
        { id: 'talks', statuses: ['Interviewing', 'Offered'], label: { en: 'Talks' } },
        {
          id: 'done',
          statuses: ['Hired', 'Rejected', 'Withdrawn', 'Closed'],
          label: { en: 'Done' },
        },
      ],
    });
    const de = resolveStages(config.stages, 'de');
    expect(currentStage(de, 'In Review')).toEqual({
      id: 'received',
      label: 'Bei uns',
      explanation: 'Das Recruiting-Team hat Ihre Bewerbung erhalten.',
      expectedDays: 5,
    });
    expect(currentStage(de, 'Offered')).toMatchObject({ label: 'Talks', explanation: '' });
    expect(expectedByAfter(config, 'In Review', at(1))).toEqual(at(6));
    expect(expectedByAfter(config, 'Offered', at(1))).toBeNull();
  });

  it('draws the path while active and once inactive', () => {
    const stages = resolveStages(defaults.stages, 'en');
    const history = [
      { status: 'Submitted', at: at(1) },
      { status: 'Interviewing', at: at(3) },
    ];
    const active = stagePath(stages, 'Interviewing', history);
    expect(active.map((stage) => [stage.id, stage.reachedAt])).toEqual([
      ['received', at(1).toISOString()],
      ['review', null],
      ['interviews', at(3).toISOString()],
      ['offer', null],
    ]);
    const rejected = stagePath(stages, 'Rejected', [...history, { status: 'Rejected', at: at(5) }]);
    expect(rejected.map((stage) => [stage.id, stage.reachedAt])).toEqual([
      ['received', at(1).toISOString()],
      ['interviews', at(3).toISOString()],
      ['notSelected', at(5).toISOString()],
    ]);
  });

  it('gives a date for a waiting stage only', () => {
    expect(expectedByAfter(defaults, 'Submitted', at(1))).toEqual(at(11));
    expect(expectedByAfter(defaults, 'Hired', at(1))).toBeNull();
    expect(expectedByAfter(defaults, 'Closed', at(1))).toBeNull();
  });

  it('shows a reason and note only when the group shows them', () => {
    const shown = { ...defaults, showRejectionReason: true };
    const change = { reasonId: 'positionFilled', note: 'Thank you for your time.' };
    expect(reasonText(defaults, change, 'en')).toBeNull();
    expect(reasonText(shown, change, 'de')).toBe(
      'Wir haben diese Stelle besetzt.\nThank you for your time.',
    );
    expect(reasonText(shown, { reasonId: 'positionFilled', note: null }, 'pt-BR')).toBe(
      'Esta vaga já foi preenchida.',
    );
    expect(reasonText(shown, { reasonId: 'positionFilled', note: null }, 'xx')).toBe(
      'We have filled this position.',
    );
    expect(reasonText(shown, { reasonId: 'noDecision', note: null }, 'en')).toBeNull();
    expect(reasonText(shown, { reasonId: null, note: null }, 'en')).toBeNull();
  });

  it('keeps a note as plain text, trimmed and at most 1000 characters', () => {
    expect(readNote('  <b>Soon</b>\r\nThanks\u0007 ')).toEqual({ note: '<b>Soon</b>\nThanks' });
    expect(readNote('   ')).toEqual({ note: null });
    expect(readNote('x'.repeat(1001))).toHaveProperty('error');
  });
});
