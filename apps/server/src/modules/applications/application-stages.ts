import {
  DEFAULT_REJECTION_REASON_IDS,
  DEFAULT_STAGE_IDS,
  INACTIVE_APPLICATION_STATUSES,
  type ApplicationFollowUpConfig,
  type ApplicationStage,
  type ApplicationStageConfig,
  type ApplicationStatus,
  type DefaultReasonId,
  type DefaultStageId,
  type LocalizedText,
} from '@careers/contracts';
import { serverText } from '../../shared/server-text';

// The stages a candidate sees instead of statuses, worded in their language, and the dates and
// reasons that come with them (docs/product/application-follow-up.md). Pure: no database. The
// site's own words for its default stages and reasons are in the server catalog.

const DAY_MS = 86_400_000;

const isDefaultStageId = (id: string): id is DefaultStageId =>
  (DEFAULT_STAGE_IDS as readonly string[]).includes(id);
const isDefaultReasonId = (id: string): id is DefaultReasonId =>
  (DEFAULT_REJECTION_REASON_IDS as readonly string[]).includes(id);

export const isInactiveStatus = (status: string): boolean =>
  INACTIVE_APPLICATION_STATUSES.includes(status as ApplicationStatus);

// A text in the reader's language, else its base language's (pt for pt-BR), else English.
export function localized(text: LocalizedText | undefined, locale: string): string | undefined {
  if (!text) return undefined;
  const base = locale.split('-')[0] ?? locale;
  const byLocale = text as Record<string, string | undefined>;
  return byLocale[locale] ?? byLocale[base] ?? text.en;
}

export type ResolvedStage = ApplicationStage & { statuses: readonly ApplicationStatus[] };

// The group's stages in their order, worded for the reader: the group's own words first, the
// site's for a default stage id left without them, else nothing.
export function resolveStages(
  stages: readonly ApplicationStageConfig[],
  locale: string,
): ResolvedStage[] {
  return stages.map((stage) => {
    const site = isDefaultStageId(stage.id) ? serverText(locale).stages[stage.id] : undefined;
    return {
      id: stage.id,
      label: localized(stage.label, locale) ?? site?.label ?? stage.id,
      explanation: localized(stage.explanation, locale) ?? site?.explanation ?? '',
      expectedDays: stage.expectedDays,
      statuses: stage.statuses,
    };
  });
}

// The stage a status maps to. The config is checked to map every status exactly once; should a
// stored status be unknown, its own name stands in, so a record is always drawn.
export function stageOf(stages: readonly ResolvedStage[], status: string): ResolvedStage {
  return (
    stages.find((stage) => stage.statuses.includes(status as ApplicationStatus)) ?? {
      id: status,
      label: status,
      explanation: '',
      expectedDays: null,
      statuses: [],
    }
  );
}

const publicStage = ({
  id,
  label,
  explanation,
  expectedDays,
}: ResolvedStage): ApplicationStage => ({
  id,
  label,
  explanation,
  expectedDays,
});

export function currentStage(stages: readonly ResolvedStage[], status: string): ApplicationStage {
  return publicStage(stageOf(stages, status));
}

// The stage path: while active, every stage with a status still waiting or moving on, in order,
// each with when it was first reached (null: not yet, or passed by); once inactive, the stages
// it reached and then its final one.
export function stagePath(
  stages: readonly ResolvedStage[],
  status: string,
  history: readonly { status: string; at: Date }[],
): (ApplicationStage & { reachedAt: string | null })[] {
  const reachedAt = (stage: ResolvedStage) =>
    history
      .find((change) => stage.statuses.includes(change.status as ApplicationStatus))
      ?.at.toISOString() ?? null;
  const current = stageOf(stages, status);
  if (!isInactiveStatus(status)) {
    return stages
      .filter((stage) => stage.statuses.some((each) => !isInactiveStatus(each)))
      .map((stage) => ({ ...publicStage(stage), reachedAt: reachedAt(stage) }));
  }
  const reached = stages
    .filter((stage) => stage.id !== current.id)
    .map((stage) => ({ ...publicStage(stage), reachedAt: reachedAt(stage) }))
    .filter((stage) => stage.reachedAt !== null);
  return [...reached, { ...publicStage(current), reachedAt: reachedAt(current) }];
}

// "Expect an update by" after reaching a status at `at`: the stage's expected time, none when it
// names none or the application is no longer waiting.
export function expectedByAfter(
  config: Pick<ApplicationFollowUpConfig, 'stages'>,
  status: string,
  at: Date,
): Date | null {
  if (isInactiveStatus(status)) return null;
  const stage = config.stages.find((each) => each.statuses.includes(status as ApplicationStatus));
  if (!stage || stage.expectedDays === null) return null;
  return new Date(at.getTime() + stage.expectedDays * DAY_MS);
}

// What a candidate reads of a decision's reason: only when the group shows reasons, the reason's
// label in their language and the employer's note, each on its own line. A closing for want of
// a decision says why in its own notice, not here.
export function reasonText(
  config: Pick<ApplicationFollowUpConfig, 'rejectionReasons' | 'showRejectionReason'>,
  change: { reasonId: string | null; note: string | null },
  locale: string,
): string | null {
  if (!config.showRejectionReason || change.reasonId === NO_DECISION_REASON) return null;
  const reason = config.rejectionReasons.find((each) => each.id === change.reasonId);
  const label =
    localized(reason?.label, locale) ??
    (reason && isDefaultReasonId(reason.id)
      ? serverText(locale).rejectionReasons[reason.id]
      : undefined);
  const parts = [label, change.note ?? undefined].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  return parts.length === 0 ? null : parts.join('\n');
}

// The history reason of an application the site closed because no decision came in time.
export const NO_DECISION_REASON = 'noDecision';

const NOTE_MAX_LENGTH = 1000;

// An employer's note (a rejection, an extension) as plain text: trimmed, line ends made one kind,
// control characters other than line breaks and tabs taken out. Markup stays the characters it
// was typed as; the candidate's page never renders it as HTML. Null when empty; an error text
// when too long.
export function readNote(
  note: string | null | undefined,
): { note: string | null } | { error: string } {
  if (note === undefined || note === null) return { note: null };
  const text = note
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
  if (text.length > NOTE_MAX_LENGTH) {
    return { error: `The note must be at most ${NOTE_MAX_LENGTH} characters.` };
  }
  return { note: text === '' ? null : text };
}
