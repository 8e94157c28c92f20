import { accountsCompatible, isRefusedBoStatus } from './evidence';
import { CUT_NAME, EXACT_NAME, REFERENCE, boFacts, evidenceText, indexedFor, nameIndexOf, push, ruleOf, statementFacts, strengthOf, type BoFacts, type NameIndex, type StatementFacts } from './facts';
import type { LaterMatch, LaterPair, LaterStatementRow, MatchBoRow, MatchRule } from './types';

/** Up to this many credits of one amount are walked whole instead of indexed. */
const SMALL_GROUP = 16;

interface AmountGroup {
  statements: StatementFacts[];
  index: NameIndex | null;
}

interface Candidate {
  s: StatementFacts;
  rule: MatchRule;
  strength: number;
  evidence: string;
}

/**
 * Late-evening transfers the bank posts on the next day's statement (or the next working day's): a
 * BO row left pending on its own day is proved by an unclaimed credit of a later day within the
 * bank's posting window (the caller picks those days and passes their free credits) only on evidence
 * that names the player: a reference, the player's account, or the name (CUT_NAME or stronger); a
 * unique amount is never enough across days. The BO row takes its strongest such credit when it has
 * one of that strength and no other open row names that credit, in rounds (a row paired frees the
 * others it named); the amount must be equal and the accounts must not differ. A BO row
 * the BO refused takes no part. `laterPending` are the later days' own pending requests: a credit one
 * of them names (or carries its reference or account as strongly) is theirs as much, so it is not taken.
 * Pairs come in BO id order with the credit's date.
 */
export function matchLaterPostings(pendingBo: readonly MatchBoRow[], later: readonly LaterStatementRow[], laterPending: readonly MatchBoRow[] = []): LaterMatch {
  const dateOf = new Map<StatementFacts, string>();
  const groups = new Map<string, AmountGroup>();
  const byToken = new Map<string, StatementFacts[]>();
  for (const row of later) {
    if (row.taken) continue;
    const s = statementFacts(row);
    dateOf.set(s, row.isoDate);
    const group = groups.get(s.amount);
    if (group) group.statements.push(s);
    else groups.set(s.amount, { statements: [s], index: null });
    for (const token of s.refTokens) push(byToken, token, s);
  }

  /** The credits that name the BO row (a reference, its account, its name), of its amount and a compatible account. */
  const candidatesFor = (b: BoFacts): Candidate[] => {
    const group = groups.get(b.amount);
    if (!group) return [];
    const found = new Map<StatementFacts, Candidate>();
    for (const token of b.refs) {
      for (const s of byToken.get(token) ?? []) {
        if (s.amount === b.amount && !found.has(s)) found.set(s, { s, rule: 'REFERENCE', strength: REFERENCE, evidence: token });
      }
    }
    let pool: Iterable<StatementFacts> = group.statements;
    if (group.statements.length > SMALL_GROUP) {
      group.index ??= nameIndexOf(group.statements);
      pool = indexedFor(b, group.index);
    }
    for (const s of pool) {
      if (found.has(s)) continue;
      const strength = strengthOf(b, s);
      if (strength < CUT_NAME) continue;
      const rule = ruleOf(strength);
      found.set(s, { s, rule, strength, evidence: evidenceText(b, s, rule) });
    }
    return [...found.values()].filter(({ s }) => accountsCompatible(b.account, s.account));
  };

  const candidatesOf = new Map<BoFacts, Candidate[]>();
  for (const b of pendingBo.filter((row) => !isRefusedBoStatus(row.status)).map((row) => boFacts(row))) {
    const found = candidatesFor(b);
    if (found.length > 0) candidatesOf.set(b, found);
  }
  const strongestRival = new Map<StatementFacts, number>();
  for (const row of laterPending) {
    if (isRefusedBoStatus(row.status)) continue;
    for (const { s, strength } of candidatesFor(boFacts(row))) strongestRival.set(s, Math.max(strength, strongestRival.get(s) ?? 0));
  }

  // Rounds until nothing more pairs. A row takes its strongest candidate when that is its only one of
  // that strength and no other open row names the credit at all (any strength); a pair made frees the
  // credits its row also named, so a row whose only candidate was contested may take it next round.
  const matched: LaterPair[] = [];
  const taken = new Set<StatementFacts>();
  for (let paired = true; paired; ) {
    paired = false;
    const claimants = new Map<StatementFacts, number>();
    for (const found of candidatesOf.values()) for (const { s } of found) if (!taken.has(s)) claimants.set(s, (claimants.get(s) ?? 0) + 1);
    for (const [b, found] of candidatesOf) {
      const open = found.filter(({ s }) => !taken.has(s));
      const strongest = Math.max(0, ...open.map((c) => c.strength));
      const best = open.filter((c) => c.strength === strongest);
      const only = best.length === 1 ? (best[0] as Candidate) : null;
      if (!only || claimants.get(only.s) !== 1) continue;
      // As in matchDay: a reference or an account outranks a name, names do not outrank each other.
      if ((strongestRival.get(only.s) ?? 0) >= (only.strength > EXACT_NAME ? only.strength : CUT_NAME)) continue;
      matched.push({ boId: b.row.id, statementId: only.s.row.id, rule: only.rule, evidence: only.evidence, isoDate: dateOf.get(only.s) as string });
      taken.add(only.s);
      candidatesOf.delete(b);
      paired = true;
    }
  }
  return { matched: matched.sort((a, b) => a.boId - b.boId) };
}
