import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POSITION_DETAILS_CONFIG,
  mergeOverrideLayers,
  POSITION_DETAIL_BLOCKS,
  positionDetailBlocks,
  PositionOverridesSchema,
  showsPay,
} from './position-overrides';
import { PcsxConfigSchema } from './config';

const everyBlockOff = Object.fromEntries(POSITION_DETAIL_BLOCKS.map((block) => [block, false]));

// Overrides as docs/product/job-pages.md states them.
describe('position overrides', () => {
  const group = { default: { positionDetailsConfig: { showInsights: false } } };
  const own = {
    default: { positionDetailsConfig: { showSalary: false } },
    de: { positionDetailsConfig: { showInsights: true, showLevel: false } },
    'de-AT': { positionDetailsConfig: { showLevel: true } },
  };

  it("merges the group's layers, then the position's, default then base language then language", () => {
    expect(mergeOverrideLayers([group, own], 'en')).toEqual({
      positionDetailsConfig: { showInsights: false, showSalary: false },
    });
    expect(mergeOverrideLayers([group, own], 'de-AT')).toEqual({
      positionDetailsConfig: { showInsights: true, showSalary: false, showLevel: true },
    });
    expect(mergeOverrideLayers([undefined, {}], 'de')).toEqual({});
  });

  it("puts an override's blocks over the group's", () => {
    const shown = positionDetailBlocks(
      DEFAULT_POSITION_DETAILS_CONFIG,
      mergeOverrideLayers([own], 'de'),
    );
    expect(shown).toMatchObject({ showSalary: false, showLevel: false, showDescription: true });
  });

  it("hides pay by the group's setting or either default layer", () => {
    expect(showsPay({ showSalary: true }, [group, {}])).toBe(true);
    expect(showsPay({ showSalary: false }, [undefined, undefined])).toBe(false);
    expect(showsPay({ showSalary: true }, [undefined, own])).toBe(false);
    expect(
      showsPay({ showSalary: false }, [
        { default: { positionDetailsConfig: { showSalary: true } } },
      ]),
    ).toBe(true);
  });

  it('refuses pay hidden in one language, every block hidden and unknown keys', () => {
    const problems = (value: unknown) =>
      PositionOverridesSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(problems({ fr: { positionDetailsConfig: { showSalary: false } } })).toEqual([
      'showSalary applies to every language: set it under "default"',
    ]);
    expect(problems({ default: { positionDetailsConfig: everyBlockOff } })).toEqual([
      'A position must show at least one block of its detail',
    ]);
    expect(problems({ default: { salary: false } })?.[0]).toMatch(/Unrecognized key/);
    expect(problems({ xx: {} })).toHaveLength(1);
  });

  it("refuses a group's config that hides every block", () => {
    const parsed = PcsxConfigSchema.shape.positionDetailsConfig.safeParse(everyBlockOff);
    expect(parsed.success).toBe(false);
  });
});
