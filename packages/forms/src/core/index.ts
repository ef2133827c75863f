// @careers/forms/core: the form definition, its visibility language and its rules — pure
// TypeScript, the same in the browser and on the server.
import metadata from 'libphonenumber-js/min/metadata';
import ar from './messages/ar';
import de from './messages/de';
import en from './messages/en';
import { setPhoneMetadata } from './phone-metadata';
import { registerMessageCatalogs } from './translate';

// The server validates phone numbers from its first request; the browser's React half loads
// the metadata lazily instead and never imports this entry at run time.
setPhoneMetadata(metadata);
registerMessageCatalogs({ en, de, ar });

export type * from './types';
export { QUESTION_TYPES } from './types';
export { validateForm, validateQuestion, requiredMessage } from './validate';
export { compileCondition, isItemVisible, visibilityOf } from './visibility';
export { createTranslator, registerMessageCatalogs, type Translate } from './translate';
export { isNewQuestion, isVariablePlaceholder } from './new-question';
export { formatSin, formatSsn, SIN_PATTERN, SSN_PATTERN, ID_NUMBER_MAX_LENGTH } from './ssn-sin';
export {
  defaultPhoneCountry,
  flagEmoji,
  isPhoneAcceptedNonStrict,
  isPhoneValueValid,
  phoneCountries,
  toE164,
  validatePhoneStrict,
  type PhoneCountry,
} from './phone';
export { getPhoneMetadata, loadPhoneMetadata, setPhoneMetadata } from './phone-metadata';
export { EMAIL_EXAMPLE, isEmailLenient, isEmailStrict } from './email';
export { DEFAULT_ALLOWED_FILE_TYPES, allowsMultipleFiles } from './file-rules';
export { dayNumber, localToday, resolveEnableBound } from './dates';
export { en as enMessages, de as deMessages, ar as arMessages };
