import { useEffect, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n/forms-namespace';
import { BUTTON, INPUT } from '../../ui/classes';
import { hasSkill } from './skills';

const SKILL_SEARCH_DEBOUNCE_MS = 300;

type SkillOption = { id: string };

/**
 * The search box "Add skill" opens: the host's search suggests skills as the candidate types
 * (300 ms after the last key); Enter or Add takes the typed text as it is.
 */
export function SkillSearch({
  id,
  search,
  skills,
  onAdd,
  onClose,
}: {
  id: string;
  search: ((query: string) => Promise<string[]>) | undefined;
  skills: string[];
  /** Adds one skill; false when it was refused (empty, already chosen). */
  onAdd: (skill: string) => boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(FORMS_NS);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const [isSearching, setSearching] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => {
    input.current?.focus();
    return () => {
      clearTimeout(timer.current);
    };
  }, []);

  function reset() {
    clearTimeout(timer.current);
    latest.current += 1;
    setQuery('');
    setResults([]);
    setSearching(false);
  }

  function changeQuery(next: string) {
    setQuery(next);
    if (!search) return;
    clearTimeout(timer.current);
    const term = next.trim();
    const ticket = (latest.current += 1);
    if (term === '') {
      setResults([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    timer.current = setTimeout(() => {
      search(term).then(
        (found) => {
          if (ticket !== latest.current) return;
          setResults(found);
          setSearching(false);
        },
        () => {
          if (ticket !== latest.current) return;
          setResults([]);
          setSearching(false);
        },
      );
    }, SKILL_SEARCH_DEBOUNCE_MS);
  }

  function addTyped() {
    if (onAdd(query)) reset();
  }

  const options: SkillOption[] = [];
  for (const skill of results) {
    if (
      !hasSkill(skills, skill) &&
      !hasSkill(
        options.map((option) => option.id),
        skill,
      )
    ) {
      options.push({ id: skill });
    }
  }
  return (
    <div id={id} className="flex flex-wrap items-end gap-2">
      <ComboBox<SkillOption>
        allowsCustomValue
        // Open while a search runs (results arrive later), never for an empty box.
        allowsEmptyCollection={Boolean(search) && query.trim() !== ''}
        menuTrigger="input"
        inputValue={query}
        onInputChange={changeQuery}
        value={null}
        onChange={(key) => {
          if (key !== null && onAdd(String(key))) reset();
        }}
        items={options}
        className="flex min-w-0 flex-1 flex-col gap-1"
      >
        <Label className="text-sm font-medium">{t('searchSkills')}</Label>
        <Input
          ref={input}
          className={INPUT}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter never submits the form here; on a highlighted option the combo box adds it.
              event.preventDefault();
              if (!event.currentTarget.getAttribute('aria-activedescendant')) addTyped();
            }
            if (event.key === 'Escape' && query === '') onClose();
          }}
        />
        <Popover className="max-h-64 w-[var(--trigger-width)] overflow-auto rounded-brand border border-ink/20 bg-surface shadow-lg">
          <ListBox<SkillOption>
            className="flex flex-col py-1 outline-none"
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-ink/75">
                {isSearching ? t('skillSearching') : t('skillSearchEmpty')}
              </p>
            )}
          >
            {(option) => (
              <ListBoxItem
                id={option.id}
                textValue={option.id}
                className="cursor-pointer px-3 py-2 outline-none data-[focused]:bg-primary/10"
              >
                {option.id}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button onPress={addTyped} isDisabled={query.trim() === ''} className={BUTTON.secondary}>
        {t('addTypedSkill')}
      </Button>
    </div>
  );
}
