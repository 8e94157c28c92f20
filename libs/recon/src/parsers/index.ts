export { PARSERS, PARSER_IDS, parserOf, isParserId, type ParserId, type Parser, type MutasiParser, type BoDepositParser, type BoWithdrawParser } from './registry';
export { MANUAL_PROVIDERS, manualProviderOf, type ManualProvider } from './manual';
export { counterpartyOf, type Counterparty } from './counterparty';
export { decodeCsvText } from './text';
export { MAX_COLUMNS } from './table';
export type {
  BoDepositRow,
  BoWithdrawRow,
  ContextField,
  CsvTemplate,
  LocalDateTime,
  ParseContext,
  ParseResult,
  ParserKind,
  SkippedLine,
  MutasiRow,
  TransactionType,
} from './types';
