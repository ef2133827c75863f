import { z } from 'zod';
import { SUPPORTED_LOCALES } from './locales';

// positionDetailsConfig (docs/product/job-pages.md): which blocks of a position's detail show,
// on the search page, the job page and, for the pay, its JSON-LD and every list.
export const POSITION_DETAIL_BLOCKS = [
  'showSalary',
  'showEmploymentType',
  'showWorkplace',
  'showRemoteEligibility',
  'showLevel',
  'showPostedDate',
  'showSkills',
  'showDescription',
  'showMatch',
  'showInsights',
] as const;
export type PositionDetailBlock = (typeof POSITION_DETAIL_BLOCKS)[number];

const hidesEverything = (config: Partial<Record<PositionDetailBlock, boolean | undefined>>) =>
  POSITION_DETAIL_BLOCKS.every((block) => config[block] === false);
const EVERY_BLOCK_HIDDEN = 'A position must show at least one block of its detail';

export const PositionDetailsConfigSchema = z
  .strictObject(
    Object.fromEntries(
      POSITION_DETAIL_BLOCKS.map((block) => [block, z.boolean().default(true)]),
    ) as Record<PositionDetailBlock, z.ZodDefault<z.ZodBoolean>>,
  )
  .refine((config) => !hidesEverything(config), EVERY_BLOCK_HIDDEN);
export type PositionDetailsConfig = z.infer<typeof PositionDetailsConfigSchema>;

export const DEFAULT_POSITION_DETAILS_CONFIG = PositionDetailsConfigSchema.parse({});

// One layer of a position's overrides: the blocks it shows differently from the group.
export const PositionOverrideSchema = z.strictObject({
  positionDetailsConfig: z
    .strictObject(
      Object.fromEntries(
        POSITION_DETAIL_BLOCKS.map((block) => [block, z.boolean().optional()]),
      ) as Record<PositionDetailBlock, z.ZodOptional<z.ZodBoolean>>,
    )
    .refine((config) => !hidesEverything(config), EVERY_BLOCK_HIDDEN)
    .optional(),
});
export type PositionOverride = z.infer<typeof PositionOverrideSchema>;

// A position's overrides: `default` for every language, then one layer per language (its base
// language first, docs/product/job-pages.md). Pay is shown or hidden in every language alike, so
// that a position whose override hides it shows no pay anywhere, lists included.
export const PositionOverridesSchema = z
  .partialRecord(z.enum(['default', ...SUPPORTED_LOCALES]), PositionOverrideSchema)
  .superRefine((layers, context) => {
    for (const [language, layer] of Object.entries(layers)) {
      if (language !== 'default' && layer.positionDetailsConfig?.showSalary !== undefined)
        context.addIssue({
          code: 'custom',
          path: [language, 'positionDetailsConfig', 'showSalary'],
          message: 'showSalary applies to every language: set it under "default"',
        });
    }
  });
export type PositionOverrides = z.infer<typeof PositionOverridesSchema>;

// The layers that apply to a reader of `language`, merged in order.
export function mergeOverrideLayers(
  layers: readonly (PositionOverrides | undefined)[],
  language: string,
): PositionOverride {
  const base = language.split('-')[0] ?? language;
  const merged: Partial<Record<PositionDetailBlock, boolean>> = {};
  for (const overrides of layers) {
    if (!overrides) continue;
    for (const key of ['default', base, language] as const) {
      const layer = (overrides as Partial<Record<string, PositionOverride>>)[key];
      Object.assign(merged, layer?.positionDetailsConfig);
    }
  }
  return Object.keys(merged).length > 0 ? { positionDetailsConfig: merged } : {};
}

// The group's blocks with a position's override on top.
export function positionDetailBlocks(
  groupConfig: PositionDetailsConfig,
  override: PositionOverride,
): PositionDetailsConfig {
  const shown = { ...groupConfig };
  for (const block of POSITION_DETAIL_BLOCKS) {
    const value = override.positionDetailsConfig?.[block];
    if (value !== undefined) shown[block] = value;
  }
  return shown;
}

// Whether a position's pay shows: the group's setting, then the `default` layers of the group's
// overrides for it and of its own.
export function showsPay(
  groupConfig: Pick<PositionDetailsConfig, 'showSalary'>,
  layers: readonly (PositionOverrides | undefined)[],
): boolean {
  let shown = groupConfig.showSalary;
  for (const overrides of layers) {
    const value = overrides?.default?.positionDetailsConfig?.showSalary;
    if (value !== undefined) shown = value;
  }
  return shown;
}
