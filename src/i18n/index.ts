/** Two languages (issue #15): the catalogues, the person's choice, and formats in their language. */
export type { Message, Params } from './catalogue';
export {
  adoptAccountLanguage,
  chooseLanguage,
  currentLanguage,
  deviceLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  LOCALE_OF,
  startLanguage,
  t,
  translatorFor,
  useLanguage,
  useLanguageChoice,
  useT,
  type Language,
  type LanguageChoice,
  type MessageKey,
  type Translate,
} from './language';
export { formatsFor, useFormats, type Formats } from './format';
export { freshnessText } from './freshness';
export { defineArea, type TextArea } from './area';
