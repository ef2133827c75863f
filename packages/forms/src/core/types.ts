// The form definition (docs/product/forms-toolkit.md). A definition is plain JSON (storable in the
// database and sent to the browser) except `visibleFn`, which forms built in code may pass instead
// of `visibleWhen`.

export const QUESTION_TYPES = [
  'checkbox',
  'checkboxItem',
  'date',
  'dateRange',
  'dropdown',
  'select',
  'dynamicList',
  'email',
  'embedded_form',
  'esignForm',
  'file_upload',
  'fileUpload',
  'info',
  'instruction',
  'number',
  'phone',
  'radio',
  'skillSelector',
  'sin',
  'ssn',
  'text',
  'textarea',
  'star_rating',
  'country',
  'state',
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Values as they arrive: a submission is any JSON, so nothing about a value is assumed. */
export type FormValues = Record<string, unknown>;

// ---- The visibility language (JSON-storable; compiled to a visibleFn by `compileCondition`) ----

export type Comparable = string | number | boolean | null;

export type Condition =
  | { op: 'equals'; field: string; value: Comparable }
  | { op: 'notEquals'; field: string; value: Comparable }
  | { op: 'in'; field: string; values: Comparable[] }
  | { op: 'empty'; field: string }
  | { op: 'notEmpty'; field: string }
  | { op: 'gt' | 'gte' | 'lt' | 'lte'; field: string; value: number | string }
  | { op: 'and'; conditions: Condition[] }
  | { op: 'or'; conditions: Condition[] }
  | { op: 'not'; condition: Condition };

export type VisibleFn = (dependencyValues: FormValues) => boolean;

// ---- Rules ----

export type DateRelativeUnit = 'day' | 'week' | 'month' | 'year';

export type Rule =
  | { type: 'email'; message?: string }
  | { type: 'phone'; message?: string }
  | { type: 'regex'; value: string; message?: string }
  | { type: 'minLength' | 'maxLength'; value: number; message?: string }
  | { type: 'minValue' | 'maxValue'; value: number; message?: string }
  | { type: 'ssn' | 'sin'; message?: string }
  | { type: 'maxFileSizeMB' | 'maxCumulativeFileSizeMB'; value: number; message?: string }
  | { type: 'isToday' | 'isFuture' | 'isPast'; message?: string }
  | { type: 'isOn' | 'isBefore' | 'isAfter'; date1: string; message?: string }
  | { type: 'isBetween' | 'isNotBetween'; date1: string; date2: string; message?: string }
  | {
      type: 'isRelativeToToday';
      direction: 'past' | 'next';
      duration: number;
      unit: DateRelativeUnit;
      message?: string;
    }
  | {
      type: 'date_comparison';
      compare_to_field: string;
      operator: 'after' | 'before';
      message?: string;
    };

export type RuleType = Rule['type'];

// ---- Option groups ----

export type Choice = {
  label: string;
  value: string;
  iconProps?: { name: string; label?: string };
};

export type SelectOptions = {
  choices?: Choice[];
  choicesSortOrder?: 'ascending' | 'descending';
  /** Default 'Select'. */
  placeholder?: string;
  /** GET path answering data.data.options; `{parentValue}` is replaced by the parent's value. */
  apiEndpoint?: string;
  /** The field whose value replaces `{parentValue}` in `apiEndpoint`. */
  parentField?: string;
  /** Host-supplied loader, named in the host's registry (not shown). */
  apiCall?: string;
  multiple?: boolean;
};

export type ChoiceOptions = {
  choices?: Choice[];
  /** Default horizontal. */
  direction?: 'horizontal' | 'vertical';
  /** A single checkbox rather than a group. */
  single?: boolean;
};

export type DateOptions = {
  readonly?: boolean;
  dateFormat?: string;
  /** With an empty value the field defaults to today and is read-only. */
  today?: boolean;
  placeholder?: string;
  /** 0 = today, a number = days from today, anything else an ISO date. */
  enableFrom?: number | string;
  enableUntil?: number | string;
  fallbackFormat?: string;
  /** Default 'date'. */
  picker?: 'date' | 'month' | 'year';
};

export type DateRangeOptions = {
  /** Default 'month'. */
  picker?: 'date' | 'month';
  rangePickerPlaceholder?: [string, string];
  /** Default true. */
  showCurrentCheck?: boolean;
  currentCheckboxPlaceholder?: string;
  /** Default 'MM/YYYY'. */
  dateFormat?: string;
  disallowFutureStartDate?: boolean;
};

export type TextOptions = {
  placeholder?: string;
  readonly?: boolean;
  type?: 'text' | 'url' | 'password';
  /** A named formatter applied as the candidate types. */
  formatValue?: 'ssn' | 'sin' | 'uppercase';
  autocomplete?: string;
};

export type TextAreaOptions = {
  placeholder?: string;
  /** Default true. */
  enableExpand?: boolean;
  size?: 'small' | 'medium' | 'large';
  autocomplete?: string;
};

export type EmailOptions = {
  /** Default 'Enter email address'. */
  placeholder?: string;
  readonly?: boolean;
};

export type PhoneOptions = {
  defaultCountryCode?: string;
  /** Default 'Phone Number'. */
  textInputPlaceholder?: string;
  /** Default 'Select country code'. */
  selectPlaceholder?: string;
  autocomplete?: string;
};

export type FileUploadOptions = {
  /** Default .doc,.docx,.pdf,.txt,.png,.jpg,.jpeg. */
  allowedTypes?: string[];
  texts?: { title?: string; hint?: string };
  size?: 'small' | 'large';
};

export type DynamicListOptions = {
  /** The questions of one row. */
  items: QuestionItem[];
  itemDefaultValue?: FormValues;
  /** Default 'Add Item'. */
  addButton?: { text?: string; icon?: string };
  /** A row's title; `{index}` is the row's number. */
  itemTitle?: string;
  itemLayout?: 'stacked' | 'inline';
};

export type SkillSelectorOptions = {
  /** Default 10. */
  showMoreThreshold?: number;
  /** Host-supplied search, named in the host's registry. */
  searchCall?: string;
  suggestedSkills?: string[];
  suggestedSkillsHeader?: string;
};

export type InstructionOptions = {
  /** Default true. */
  showReadMoreButton?: boolean;
  /** Default 150 (px). */
  readMoreMaxHeight?: number;
};

export type EsignProperties = {
  title?: string;
  url?: string;
  customDomain?: string;
  hosted?: boolean;
  wid?: string;
  /** Names of host callbacks. */
  onSign?: string;
  onReject?: string;
};

export type PdfProperties = {
  /** Base64 PDF bytes. */
  bytes?: string;
  url?: string;
};

export type QuestionItem = {
  name: string;
  label?: string;
  type: QuestionType;
  help?: string;
  required?: boolean;
  disabled?: boolean;
  hidden?: boolean;
  readonly?: boolean;
  confidential?: boolean;
  newItem?: boolean;
  rules?: Rule[];
  /** Names of the fields `visibleFn` / `visibleWhen` read. */
  dependencies?: string[];
  visibleWhen?: Condition;
  visibleFn?: VisibleFn;
  layout?: 'full' | 'columns';
  /** Initial value. */
  defaultValue?: unknown;
  selectOptions?: SelectOptions;
  radioOptions?: ChoiceOptions;
  checkboxOptions?: ChoiceOptions;
  dateOptions?: DateOptions;
  dateRangeOptions?: DateRangeOptions;
  textOptions?: TextOptions;
  textAreaOptions?: TextAreaOptions;
  emailOptions?: EmailOptions;
  phoneOptions?: PhoneOptions;
  fileUploadOptions?: FileUploadOptions;
  dynamicListOptions?: DynamicListOptions;
  skillSelectorOptions?: SkillSelectorOptions;
  instructionOptions?: InstructionOptions;
  /** E-sign items (embedded_form, esignForm) and the PDF viewer in info items. */
  additionalProperties?: EsignProperties & PdfProperties;
};

export type FormSection = {
  id?: string;
  title: string;
  description?: string;
  items: QuestionItem[];
};

export type FormDefinition = {
  id?: string;
  title?: string;
  sections: FormSection[];
};

// ---- Value shapes ----

export type DateRangeValue = {
  startDate: string | null;
  endDate: string | null;
  isCurrent?: boolean;
};

export type UploadedFile = {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  /** Base64 content. */
  content: string;
  status: 'done';
  previewUrl?: string;
};

// ---- Validation ----

/** Messages by key (the same catalogs the React side loads into i18next's `forms` namespace). */
export type MessageCatalog = Record<string, string>;

export type ValidateOptions = {
  /** The day rules compare with, as YYYY-MM-DD; default: today in the process's time zone. */
  today?: string;
  /** A catalog language: en (default), de, ar. */
  locale?: string;
  /** Overrides the catalog (the browser passes i18next's `t`). */
  translate?: (key: string, params?: Record<string, unknown>) => string;
  /** Reports an unknown question type (default: console.error). */
  onUnknownType?: (item: { name?: unknown; type?: unknown }) => void;
};

/** Field name → message; a field without an error is absent. */
export type FormErrors = Record<string, string>;
