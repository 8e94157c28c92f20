import type { MatchRuleName } from '@checker/api';
import { CellTag } from './CellTag';

/** The checker's rules (DESIGN §6) as a person reads them. */
export const MATCH_RULE_LABELS: Record<MatchRuleName, string> = {
  REFERENCE: 'Reference',
  PLAYER_ACCOUNT: 'Player account',
  EXACT_NAME: 'Exact name',
  NAME: 'Similar name',
  CUT_NAME: 'Cut name',
  UNIQUE_AMOUNT: 'Unique amount',
  MANUAL: 'Manual',
};

/** Which rule decided a row; nothing while no rule did (the Status column already says pending). */
export function MatchRuleTag({ rule }: { rule: MatchRuleName | null }) {
  if (!rule) return null;
  return <CellTag tone={rule === 'MANUAL' ? 'info' : 'success'}>{MATCH_RULE_LABELS[rule] ?? rule}</CellTag>;
}
