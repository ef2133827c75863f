import { useTranslation } from '../../shared/i18n/use-translation';
import { use, useEffect, useRef } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { messageOfError } from '../../shared/api/request-error';
import { FOCUS_RING } from '../../shared/ui/button';
import { useAutocomplete } from './api/use-autocomplete';

// The dropdown scrolls into view 200 ms after it opens.
const SCROLL_INTO_VIEW_DELAY_MS = 200;

export type SuggestionBoxProps = {
  field: 'query' | 'location';
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  // A chosen suggestion: its text for the box and the value to search with.
  onChoose: (text: string, value: string) => void;
};

// The search box and the location box: free text with ranked suggestions.
export function SuggestionBox(props: SuggestionBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { suggestions, error } = useAutocomplete(props.text, props.field);
  const items = suggestions.map((suggestion) => ({
    ...suggestion,
    id: `${suggestion.kind}:${suggestion.value}`,
  }));
  return (
    <ComboBox
      allowsCustomValue
      // Before the page runs (decision 014) the form submits natively; the box is its field.
      name={props.field}
      menuTrigger="input"
      inputValue={props.text}
      onInputChange={props.onTextChange}
      items={items}
      onChange={(key) => {
        const chosen = items.find((item) => item.id === key);
        if (chosen) props.onChoose(chosen.text, chosen.value);
      }}
      onOpenChange={(isOpen) => {
        if (!isOpen) return;
        setTimeout(() => {
          inputRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
        }, SCROLL_INTO_VIEW_DELAY_MS);
      }}
      className="flex min-w-0 flex-1 flex-col gap-1"
    >
      <Label className="text-sm font-medium">{props.label}</Label>
      <OpenWhenSuggested count={items.length} />
      <Input
        ref={inputRef}
        placeholder={props.placeholder}
        className={`min-h-11 w-full rounded-brand border border-ink/25 bg-surface px-3 text-base ${FOCUS_RING}`}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {messageOfError(error, t('errors.loadingResults'))}
        </p>
      ) : null}
      <Popover className="max-h-[240px] w-[var(--trigger-width)] overflow-auto rounded-brand border border-ink/10 bg-surface shadow-lg lg:max-h-[320px]">
        <ListBox className="p-1 outline-none">
          {(item: (typeof items)[number]) => (
            <ListBoxItem
              id={item.id}
              textValue={item.text}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-brand px-3 py-2 outline-none data-[focused]:bg-primary/10"
            >
              <span className="truncate" dir="auto">
                {item.text}
              </span>
              <span className="shrink-0 text-xs text-ink/60">
                {t(`search.suggestionKind.${item.kind}`)}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

// Suggestions arrive after the debounce, when the box has already decided it had nothing to
// show: open it then, if the candidate is still typing in it. (Opening it empty would hide the
// rest of the page from screen readers while nothing is offered.)
function OpenWhenSuggested({ count }: { count: number }) {
  const state = use(ComboBoxStateContext);
  useEffect(() => {
    if (!state || count === 0 || state.isOpen || !state.isFocused) return;
    state.open(null, 'input');
  }, [state, count]);
  return null;
}
