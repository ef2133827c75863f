import { useCallback, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '../../core/types';
import { useFormRuntime } from '../engine/form-runtime';
import { useQuestionField } from '../engine/use-question-field';
import { FORMS_NS } from '../i18n/forms-namespace';
import { BUTTON } from '../ui/classes';
import {
  QuestionError,
  QuestionFrame,
  QuestionHelp,
  QuestionLabel,
  fieldLayoutClass,
  valueColumn,
} from '../ui/question-parts';
import { SkillSearch } from './skills/skill-search';
import { DEFAULT_SHOW_MORE_THRESHOLD, SkillTags } from './skills/skill-tags';
import { hasSkill, skillsOf, withSkills } from './skills/skills';
import { SuggestedSkills } from './skills/suggested-skills';

/** skillSelector: a list of skills, chosen from suggestions, a search or typed. */
export function SkillSelectorQuestion({ item, name }: { item: QuestionItem; name: string }) {
  const { t } = useTranslation(FORMS_NS);
  const { host } = useFormRuntime();
  const labelId = useId();
  const searchId = useId();
  const errorId = useId();
  const { field, error, prefilled, isDisabled, isReadOnly } = useQuestionField(item, name);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement | null>(null);
  const focusAddButton = useCallback(() => {
    addButton.current?.focus();
  }, []);

  const options = item.skillSelectorOptions ?? {};
  const search = options.searchCall ? host.skillSearches?.[options.searchCall] : undefined;
  const skills = skillsOf(field.value);
  const suggested = withSkills([], options.suggestedSkills ?? []).filter(
    (skill) => !hasSkill(skills, skill),
  );
  const isLocked = isDisabled || isReadOnly;

  function commit(next: string[]) {
    field.onChange(next);
    field.onBlur();
  }

  function add(typed: string): boolean {
    const skill = typed.trim();
    if (skill === '') return false;
    if (hasSkill(skills, skill)) {
      setAnnouncement(t('skillAlreadyAdded', { skill }));
      return false;
    }
    commit([...skills, skill]);
    setAnnouncement(t('skillAdded', { skill }));
    return true;
  }

  return (
    <QuestionFrame item={item} prefilled={prefilled}>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        className={fieldLayoutClass(item)}
      >
        <QuestionLabel item={item} id={labelId} elementType="span" />
        <div className={`flex flex-col gap-3 ${valueColumn(item)}`}>
          <SkillTags
            skills={skills}
            threshold={options.showMoreThreshold ?? DEFAULT_SHOW_MORE_THRESHOLD}
            labelledBy={labelId}
            isLocked={isLocked}
            onRemove={(removed) => {
              const next = skills.filter((skill) => !removed.includes(skill));
              commit(next);
              if (next.length === 0) focusAddButton();
            }}
          />
          {!isLocked && (
            <div>
              <Button
                ref={(element) => {
                  addButton.current = element;
                  field.ref(element);
                }}
                aria-expanded={isSearchOpen}
                aria-controls={isSearchOpen ? searchId : undefined}
                aria-describedby={errorId}
                onPress={() => {
                  setSearchOpen(!isSearchOpen);
                }}
                className={BUTTON.secondary}
              >
                <span aria-hidden="true">+</span>
                {t('addSkill')}
              </Button>
            </div>
          )}
          {isSearchOpen && !isLocked && (
            <SkillSearch
              id={searchId}
              search={search}
              skills={skills}
              onAdd={add}
              onClose={() => {
                setSearchOpen(false);
                focusAddButton();
              }}
            />
          )}
          <SuggestedSkills
            header={options.suggestedSkillsHeader ?? t('suggestedSkills')}
            skills={suggested}
            isLocked={isLocked}
            onAdd={add}
            onAddAll={() => {
              commit(withSkills(skills, suggested));
              setAnnouncement(t('skillsAdded', { count: suggested.length }));
            }}
            onEmptied={focusAddButton}
          />
          <p role="status" className="text-sm text-ink/75 empty:hidden">
            {announcement}
          </p>
          <QuestionHelp item={item} />
          <QuestionError id={errorId} message={error} />
        </div>
      </div>
    </QuestionFrame>
  );
}
