export { candidateStatements } from './candidates';
export { ONE_SIDED_REASONS, matchDay } from './match';
export { MATCH_RULES, PENDING_REASONS, refusedStatusReason, type DayMatch, type MatchBoRow, type MatchRule, type MatchStatementRow, type MatchedPair, type Unmatched } from './types';
export { corporateAccountOfBo, corporateAccountOfStatement, isRefusedBoStatus, playerAccountOf } from './evidence';
export { syntheticDay, type SyntheticDay, type SyntheticDayOptions } from './synthetic';
