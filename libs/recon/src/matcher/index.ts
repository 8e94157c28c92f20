export { candidateMutasi } from './candidates';
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
  type LaterMutasiRow,
  type MatchBoRow,
  type MatchRule,
  type MatchMutasiRow,
  type MatchedPair,
  type MutasiDay,
  type Unmatched,
} from './types';
export { corporateAccountOfBo, corporateAccountOfMutasi, isRefusedBoStatus, playerAccountOf } from './evidence';
export { amountGroups } from './amount-groups';
export { random as seededRandom, syntheticDay, type SyntheticDay, type SyntheticDayOptions } from './synthetic';
export { syntheticTwoDays, type SyntheticDate, type SyntheticTwoDays, type SyntheticTwoDaysOptions } from './synthetic-days';
