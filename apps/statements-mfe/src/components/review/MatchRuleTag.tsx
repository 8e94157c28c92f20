import type { MatchRuleName } from '@checker/api';
import { isMessageKey } from '@checker/domain';
import type { Text } from '@checker/ui';
import { CellTag } from './CellTag';

/**
 * Which rule decided a row (DESIGN §6), as a person reads it; nothing while no rule did (the Status
 * column already says pending). The table passes its `text` down: a page draws one of these a row,
 * and a hook in each would cost more than the tag.
 */
export function MatchRuleTag({ rule, text }: { rule: MatchRuleName | null; text: Text }) {
  if (!rule) return null;
  // A rule this page does not know yet (a newer server) shows by its name.
  const key = `review.rule.${rule}`;
  return <CellTag tone={rule === 'MANUAL' ? 'info' : 'success'}>{isMessageKey(key) ? text(key) : rule}</CellTag>;
}
