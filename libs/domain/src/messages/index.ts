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
  type MessageKey,
  type MessageValue,
  type MessageValues,
} from './catalogue';
export { ANSWER_LANGUAGE, answerText, answerWith, said, saidFields, type Said, type SaidFields } from './said';
export { matchReasonSaid, matchReasonText, storedReason } from './reasons';
