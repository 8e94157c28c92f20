export { candidateStatements } from './candidates';
export { matchLaterPostings } from './later';
export { ONE_SIDED_REASONS, matchDay } from './match';
export {
  MATCH_RULES,
  PENDING_REASONS,
  refusedStatusReason,
  requestsTransfersReason,
  ruleStrength,
  type DayMatch,
  type LaterMatch,
  type LaterBoRow,
  type LaterPair,
  type LaterStatementRow,
  type MatchBoRow,
  type MatchRule,
  type MatchStatementRow,
  type MatchedPair,
  type StatementDay,
  type Unmatched,
} from './types';
export { corporateAccountOfBo, corporateAccountOfStatement, isRefusedBoStatus, playerAccountOf } from './evidence';
export { random as seededRandom, syntheticDay, type SyntheticDay, type SyntheticDayOptions } from './synthetic';
export { syntheticTwoDays, type SyntheticDate, type SyntheticTwoDays, type SyntheticTwoDaysOptions } from './synthetic-days';
