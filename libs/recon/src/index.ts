export { ReconError, quoteCell, type ReconErrorCode } from './errors';
export { MAX_ABS_CENTS, parseAmount, parseMutasiAmount, formatCents, type Cents, type Direction, type MutasiAmount } from './amount';
export { parseMutasiDate, parseDayMonth } from './dates';
export { normalizeName, namesMatch } from './names';
export type { ReconErrorLocation } from './errors';
export * from './parsers';
export * from './matcher';
