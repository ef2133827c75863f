import { createContext, useContext } from 'react';
import type { Choice, FormValues, QuestionItem, UploadedFile } from '../../core/types';
import type { VisibilityController } from './visibility-controller';

/** What the page hosting a form supplies (option callbacks and skill search). */
export type FormHost = {
  /** Named option loaders for `selectOptions.apiCall`. */
  optionLoaders?: Record<string, (parentValue: unknown) => Promise<Choice[]>>;
  /** Named skill searches for `skillSelectorOptions.searchCall`. */
  skillSearches?: Record<string, (query: string) => Promise<string[]>>;
  /** Named callbacks for e-sign items (`onSign`, `onReject`). */
  callbacks?: Record<string, (detail: unknown) => void>;
  /**
   * The page's setting for the phone's default country (an ISO code such as 'DE': the group's or
   * the candidate's country); a question's own defaultCountryCode wins, else 'US'.
   */
  defaultPhoneCountry?: string;
  /**
   * Sends a file the moment it is chosen (and again on Retry). A rejection lists the file as not
   * uploaded, its Error's message as the reason, until it is retried or removed
   * (docs/product/forms-toolkit.md, file upload). Without it files are only read.
   */
  uploadFile?: (file: UploadedFile) => Promise<unknown>;
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
