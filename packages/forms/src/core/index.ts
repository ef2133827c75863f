// @careers/forms/core: the form definition, its visibility language and its rules — pure
// TypeScript, the same in the browser and on the server (which imports this entry).
import metadata from 'libphonenumber-js/min/metadata';
import { MESSAGE_CATALOGS } from './messages/all';
import { setPhoneMetadata } from './phone-metadata';
import { registerMessageCatalogs } from './translate';

// The server validates phone numbers and answers in the candidate's language from its first
// request. The browser's React half imports the modules it needs directly and loads the
// metadata (loadPhoneMetadata) and its one catalog lazily instead.
setPhoneMetadata(metadata);
registerMessageCatalogs(MESSAGE_CATALOGS);

export type * from './types';
export { ICON_NAMES, QUESTION_TYPES } from './types';
export { validateForm, validateQuestion } from './validate';
export {
  compileCondition,
  conditionFields,
  isItemVisible,
  shownValues,
  visibilityOf,
} from './visibility';
export { createTranslator, registerMessageCatalogs, type Translate } from './translate';
export {
  isAnswerMissing,
  missingMessage,
  requiredLabel,
  requiredMessage,
  REQUIRED_LABEL_LIMIT,
} from './required';
export {
  characterCount,
  decimalOf,
  isPhoneText,
  isTextAnswerTooLong,
  TEXT_ANSWER_MAX_LENGTH,
  TEXT_FORMATTER_NAMES,
  textFormatterOf,
  textRuleMessage,
} from './text-rules';
export { compileRegex, matchesRegex } from './regex-rule';
export { dateRuleMessage, isDateRule, type DateContext, type DateRule } from './date-rules';
export { dateRangeMessage } from './date-range';
export { listCountMessage } from './list-rules';
export {
  allowsMultipleFiles,
  DEFAULT_ALLOWED_FILE_TYPES,
  DEFAULT_PREVIEW_FILE_TYPES,
  fileMessage,
  isPreviewable,
  UPLOAD_ERROR_KEY,
} from './file-rules';
export { resolveIcon, type ResolvedIcon } from './icons';
export { storedOptionProblems } from './stored-options';
export { isNewQuestion, isVariablePlaceholder } from './new-question';
export { formatSin, formatSsn, ID_NUMBER_MAX_LENGTH, SIN_PATTERN, SSN_PATTERN } from './ssn-sin';
export {
  isPhoneAcceptedNonStrict,
  isPhoneValueBlank,
  isPhoneValueValid,
  splitPhoneValue,
  toE164,
  validatePhoneStrict,
  type PhoneStrictError,
  type PhoneValueParts,
} from './phone';
export {
  countryOfCallingCode,
  defaultPhoneCountry,
  flagEmoji,
  isPhoneCountry,
  phoneCountries,
  type PhoneCountry,
} from './phone-countries';
export { getPhoneMetadata, loadPhoneMetadata, setPhoneMetadata } from './phone-metadata';
export { EMAIL_EXAMPLE, isEmailLenient, isEmailStrict } from './email';
export { addDays, addMonths, dayNumber, formatDay, localToday, resolveEnableBound } from './dates';
export { isEmpty } from './values';
