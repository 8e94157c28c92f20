import { disjointSets } from './disjoint-sets';
import { referenceKey, referenceTokensOf } from './evidence';
import type { MatchBoRow, MatchMutasiRow } from './types';

type GroupedBo = Pick<MatchBoRow, 'amountCents' | 'ticket' | 'references'>;
type GroupedMutasi = Pick<MatchMutasiRow, 'amountCents' | 'reference' | 'description'>;

/**
 * The amounts of a day in at most `count` groups that matchDay can decide one after another (issue 17:
 * an upload writes one group's decisions while the next is decided). Every rule pairs rows of one amount;
 * the one thing matchDay reads across amounts is a BO row's reference on a free statement row of another
 * amount (its reason says so), so amounts one links are kept in one group. matchDay over each group's
 * rows, with the whole day's MutasiDay, then gives the pairs and reasons matchDay gives over the whole
 * day. Groups are filled largest amounts first, each into the group with the fewest rows so far.
 * Answers each amount (cents, as a string) and its group, numbered from 0 without gaps.
 */
export function amountGroups(bos: readonly GroupedBo[], statements: readonly GroupedMutasi[], count: number): Map<string, number> {
  const rowsOf = new Map<string, number>();
  const linkedAmounts = disjointSets();
  const amountsByReference = new Map<string, Set<string>>();
  for (const row of bos) {
    const amount = row.amountCents.toString();
    rowsOf.set(amount, (rowsOf.get(amount) ?? 0) + 1);
    for (const text of [row.ticket, ...row.references]) {
      const key = referenceKey(text);
      if (key === null) continue;
      const amounts = amountsByReference.get(key) ?? new Set<string>();
      amountsByReference.set(key, amounts.add(amount));
    }
  }
  for (const row of statements) {
    const amount = row.amountCents.toString();
    rowsOf.set(amount, (rowsOf.get(amount) ?? 0) + 1);
    for (const token of referenceTokensOf(row.reference, row.description)) {
      for (const other of amountsByReference.get(token) ?? []) if (other !== amount) linkedAmounts.join(other, amount);
    }
  }
  const linked = new Map<string, { amounts: string[]; rows: number }>();
  for (const [amount, rows] of rowsOf) {
    const root = linkedAmounts.root(amount);
    const component = linked.get(root) ?? { amounts: [], rows: 0 };
    component.amounts.push(amount);
    component.rows += rows;
    linked.set(root, component);
  }
  const components = [...linked.values()].sort((a, b) => b.rows - a.rows || (a.amounts[0] as string).localeCompare(b.amounts[0] as string));
  const groupRows = Array.from({ length: Math.max(1, Math.min(count, components.length)) }, () => 0);
  const groupOf = new Map<string, number>();
  for (const component of components) {
    const group = groupRows.indexOf(Math.min(...groupRows));
    groupRows[group] = (groupRows[group] as number) + component.rows;
    for (const amount of component.amounts) groupOf.set(amount, group);
  }
  return groupOf;
}
