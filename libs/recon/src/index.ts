export { ReconError, quoteCell, type ReconErrorCode } from './errors';
export { MAX_ABS_CENTS, parseAmount, parseStatementAmount, formatCents, type Cents, type Direction, type StatementAmount } from './amount';
export { parseStatementDate, parseDayMonth } from './dates';
export { normalizeName, namesMatch } from './names';
export type { ReconErrorLocation } from './errors';
export * from './parsers';
export * from './matcher';
