import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../core/types';
import type { FormMode } from '../engine/form-runtime';
import { FORMS_NS, useFormsNamespace } from '../i18n/forms-namespace';
import { FOCUS_RING } from '../ui/classes';

// Move clicks settle 300 ms after the last one (one move per burst).
export const MOVE_DEBOUNCE_MS = 300;

type Move = { name: string; direction: -1 | 1 };

/** A copy of a question under a name no other question has. */
export function duplicateQuestion(
  item: QuestionItem,
  taken: readonly QuestionItem[],
): QuestionItem {
  const names = new Set(taken.map((question) => question.name));
  let index = 1;
  while (names.has(`${item.name}_copy${index === 1 ? '' : index}`)) index += 1;
  return { ...item, name: `${item.name}_copy${index === 1 ? '' : index}` };
}

export function moveQuestion(
  questions: readonly QuestionItem[],
  name: string,
  direction: -1 | 1,
): QuestionItem[] {
  const from = questions.findIndex((question) => question.name === name);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * PreboardingAdmin: the rows of a question list; in edit mode each row can be duplicated, edited,
 * deleted and moved (the first never up, the last never down).
 */
export function PreboardingAdmin({
  questions,
  mode = 'edit',
  onChange,
  onEdit,
  'aria-label': ariaLabel,
}: {
  questions: QuestionItem[];
  mode?: FormMode;
  onChange: (questions: QuestionItem[]) => void;
  onEdit?: (question: QuestionItem) => void;
  'aria-label'?: string;
}) {
  const ready = useFormsNamespace();
  const { t } = useTranslation(FORMS_NS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(questions);
  const [refocus, setRefocus] = useState<Move | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    latest.current = questions;
  }, [questions]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  // After a move the row sits elsewhere: keep the keyboard on the button that moved it, or on
  // its twin when that one is now disabled (the row reached an end).
  useEffect(() => {
    if (!refocus) return;
    const row = list.current?.querySelector<HTMLElement>(
      `[data-row="${CSS.escape(refocus.name)}"]`,
    );
    const wanted = row?.querySelector<HTMLButtonElement>(
      `[data-move="${refocus.direction}"]:not([disabled])`,
    );
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [questions, refocus]);

  if (!ready) return null;

  const scheduleMove = (move: Move) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onChange(moveQuestion(latest.current, move.name, move.direction));
      setRefocus(move);
    }, MOVE_DEBOUNCE_MS);
  };

  return (
    <ol
      ref={list}
      aria-label={ariaLabel}
      className="flex flex-col divide-y divide-ink/10 rounded-brand border border-ink/15"
    >
      {questions.map((question, index) => (
        <li
          key={question.name}
          data-row={question.name}
          className="flex flex-wrap items-center gap-3 px-4 py-3"
        >
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{question.label ?? question.name}</span>
            <span className="text-sm text-ink/70">
              {t(`type_${question.type}`, { defaultValue: question.type })}
            </span>
          </div>
          {mode === 'edit' && (
            <div className="flex gap-1">
              <RowButton
                label={t('duplicateQuestion')}
                onPress={() => {
                  const copy = duplicateQuestion(question, questions);
                  const next = [...questions];
                  next.splice(index + 1, 0, copy);
                  onChange(next);
                }}
                icon={<path d="M8 8h10v10H8zM6 16H4V4h12v2" />}
              />
              <RowButton
                label={t('editQuestion')}
                onPress={() => onEdit?.(question)}
                icon={<path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />}
              />
              <RowButton
                label={t('deleteQuestion')}
                onPress={() => {
                  onChange(questions.filter((other) => other.name !== question.name));
                }}
                icon={<path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />}
              />
              <RowButton
                label={t('moveQuestionUp')}
                move={-1}
                isDisabled={index === 0}
                onPress={() => {
                  scheduleMove({ name: question.name, direction: -1 });
                }}
                icon={<path d="M12 19V5M5 12l7-7 7 7" />}
              />
              <RowButton
                label={t('moveQuestionDown')}
                move={1}
                isDisabled={index === questions.length - 1}
                onPress={() => {
                  scheduleMove({ name: question.name, direction: 1 });
                }}
                icon={<path d="M12 5v14M5 12l7 7 7-7" />}
              />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** An icon button whose tooltip is also its accessible name. */
function RowButton({
  label,
  icon,
  onPress,
  isDisabled,
  move,
}: {
  label: string;
  icon: ReactNode;
  onPress: () => void;
  isDisabled?: boolean;
  move?: -1 | 1;
}) {
  return (
    <TooltipTrigger delay={300}>
      <Button
        aria-label={label}
        data-move={move}
        isDisabled={isDisabled}
        onPress={onPress}
        className={`inline-flex size-10 items-center justify-center rounded-brand text-ink hover:bg-ink/5 data-[disabled]:opacity-40 ${FOCUS_RING}`}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
        >
          {icon}
        </svg>
      </Button>
      <Tooltip className="rounded bg-ink px-2 py-1 text-xs text-surface shadow" offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
