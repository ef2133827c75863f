// The form definition (docs/product/forms-toolkit.md). A definition is plain JSON (storable in the
// database and sent to the browser) except the functions only forms built in code may pass:
// `visibleFn` (instead of `visibleWhen`), `textOptions.formatValue` as a function (instead of a
// formatter's name) and `dynamicListOptions.itemTitleRenderer` (instead of `itemTitle`).

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

/**
 * The toolkit's own icons, by name: drawn as inline SVG, so a stored definition names a picture
 * but never carries markup (docs/product/forms-toolkit.md, Icons).
 */
export const ICON_NAMES = [
  'plus',
  'check',
  'star',
  'info',
  'home',
  'building',
  'laptop',
  'globe',
  'briefcase',
  'user',
  'mail',
  'phone',
  'calendar',
  'document',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * An icon beside a choice's label or on a list's Add button: one of the toolkit's icons by name,
 * or an image at an https address or a path of this site. It is decorative (hidden from screen
 * readers) unless it has a `label` / `alt`, which then joins the choice's name. Default position
 * 'start' (before the text).
 */
export type IconProps =
  | { name: IconName; label?: string; position?: 'start' | 'end' }
  | { src: string; alt?: string; position?: 'start' | 'end' };

export type Choice = {
  label: string;
  value: string;
  iconProps?: IconProps;
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

/** The formatters a definition may name in `textOptions.formatValue`. */
export type TextFormatterName = 'ssn' | 'sin' | 'uppercase';

export type TextOptions = {
  placeholder?: string;
  readonly?: boolean;
  type?: 'text' | 'url' | 'password';
  /**
   * Applied to the text as the candidate types: a named formatter (a stored definition's only
   * kind), or a function `(value) => string` in a form built in code.
   */
  formatValue?: TextFormatterName | ((value: string) => string);
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
  /**
   * The files whose preview address (`previewUrl`) the list links to, written like allowedTypes.
   * Default doc, docx, pdf, txt, png, jpg, jpeg.
   */
  previewTypes?: string[];
};

export type DynamicListOptions = {
  /** The questions of one row. */
  items: QuestionItem[];
  itemDefaultValue?: FormValues;
  /** Text default 'Add Item'; icon default the toolkit's plus (a name is short for `{ name }`). */
  addButton?: { text?: string; icon?: IconName | IconProps };
  /** A row's title; `{index}` is the row's number (from 1). */
  itemTitle?: string;
  /**
   * A row's title from its current values and its index (from 0), in a form built in code; a
   * stored definition uses `itemTitle`. A blank answer or a throw falls back to `itemTitle`.
   */
  itemTitleRenderer?: (row: FormValues, index: number) => string;
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
