import { createContext, useContext } from 'react';
import type { Choice, FormValues, QuestionItem } from '../../core/types';
import type { VisibilityController } from './visibility-controller';

/** What the page hosting a form supplies (option callbacks and skill search). */
export type FormHost = {
  /** Named option loaders for `selectOptions.apiCall`. */
  optionLoaders?: Record<string, (parentValue: unknown) => Promise<Choice[]>>;
  /** Named skill searches for `skillSelectorOptions.searchCall`. */
  skillSearches?: Record<string, (query: string) => Promise<string[]>>;
  /** Named callbacks for e-sign items (`onSign`, `onReject`). */
  callbacks?: Record<string, (detail: unknown) => void>;
  /** The window setting for the phone's default country; else 'US'. */
  defaultPhoneCountry?: string;
};

export type FormMode = 'edit' | 'view';

export type FormRuntime = {
  mode: FormMode;
  /** YYYY-MM-DD: the day date rules and pickers count from. */
  today: string;
  visibility: VisibilityController;
  /** The first failing message for one question, through the core's rules. */
  validate: (item: QuestionItem, value: unknown, values: FormValues) => string | undefined;
  /** The values the form opened with (what view mode shows). */
  initialValues: FormValues;
  /**
   * The values given to the form (a draft, the profile), to tell prefilled untouched fields;
   * a question's own defaultValue is the form's, not prefilled for the candidate.
   */
  prefilledValues: FormValues;
  host: FormHost;
};

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('A question renders inside a form layout.');
  return runtime;
}
