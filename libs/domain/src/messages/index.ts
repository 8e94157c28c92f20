export { messageArea, type MessageArea } from './area';
export {
  CATALOGUES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  formatMessage,
  isLanguage,
  isMessageKey,
  placeholdersOf,
  type Catalogue,
  type Language,
  type ListValue,
  type MessageKey,
  type CountValue,
  type MessageValue,
  type MoneyValue,
  type MessageValues,
} from './catalogue';
export { ANSWER_LANGUAGE, answerText, answerWith, countValue, listValue, moneyValue, said, saidFields, saidText, type Said, type SaidFields } from './said';
export { matchReasonSaid, matchReasonText, storedReason } from './reasons';
