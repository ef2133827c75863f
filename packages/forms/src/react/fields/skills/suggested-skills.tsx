import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/forms-namespace';
import { BUTTON, FOCUS_RING } from '../../ui/classes';

/** Suggested skills not chosen yet: each can be added, or all at once. */
export function SuggestedSkills({
  header,
  skills,
  isLocked,
  onAdd,
  onAddAll,
  onEmptied,
}: {
  header: string;
  skills: string[];
  isLocked: boolean;
  onAdd: (skill: string) => void;
  onAddAll: () => void;
  /** Focus goes elsewhere once the last suggestion is taken. */
  onEmptied: () => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const headerId = useId();
  const list = useRef<HTMLUListElement>(null);
  // The button pressed disappears: focus moves to the suggestion that takes its place.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const target = buttons[Math.min(focusAt.current, buttons.length - 1)];
    focusAt.current = null;
    if (target) target.focus();
    else onEmptied();
  }, [skills, onEmptied]);

  if (skills.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headerId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <p id={headerId} className="text-sm font-medium">
          {header}
        </p>
        {!isLocked && (
          <Button
            onPress={() => {
              focusAt.current = 0;
              onAddAll();
            }}
            className={BUTTON.link}
          >
            {t('addAllSkills')}
          </Button>
        )}
      </div>
      <ul ref={list} className="flex flex-wrap gap-2">
        {skills.map((skill, index) => (
          <li key={skill}>
            <Button
              aria-label={t('addSuggestedSkill', { skill })}
              isDisabled={isLocked}
              onPress={() => {
                focusAt.current = index;
                onAdd(skill);
              }}
              className={`flex min-h-8 items-center gap-1 rounded-full border border-dashed border-ink/40 px-3 py-1 text-sm hover:border-primary hover:bg-primary/5 ${FOCUS_RING}`}
            >
              <span aria-hidden="true">+</span>
              {skill}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
