import { accountsCompatible, isRefusedBoStatus } from './evidence';
import { EXACT_NAME, REFERENCE, WEAKEST_NAME, boFacts, inTimeOrder, evidenceText, indexedFor, nameIndexOf, push, ruleOf, mutasiFacts, strengthOf, type BoFacts, type NameIndex, type MutasiFacts } from './facts';
import type { LaterBoRow, LaterMatch, LaterPair, LaterMutasiRow, MatchRule } from './types';

/** Up to this many credits of one amount are walked whole instead of indexed. */
const SMALL_GROUP = 16;

interface AmountGroup {
  statements: MutasiFacts[];
  index: NameIndex | null;
}

interface Candidate {
  s: MutasiFacts;
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
export function matchLaterPostings(pendingBo: readonly LaterBoRow[], later: readonly LaterMutasiRow[], laterPending: readonly LaterBoRow[] = []): LaterMatch {
  const dateOf = new Map<MutasiFacts, string>();
  const groups = new Map<string, AmountGroup>();
  const byToken = new Map<string, MutasiFacts[]>();
  for (const row of later) {
    if (row.taken) continue;
    const s = mutasiFacts(row);
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
    const found = new Map<MutasiFacts, Candidate>();
    for (const token of b.refs) {
      for (const s of byToken.get(token) ?? []) {
        if (s.amount === b.amount && !found.has(s)) found.set(s, { s, rule: 'REFERENCE', strength: REFERENCE, evidence: token });
      }
    }
    let pool: Iterable<MutasiFacts> = group.statements;
    if (group.statements.length > SMALL_GROUP) {
      group.index ??= nameIndexOf(group.statements);
      pool = indexedFor(b, group.index);
    }
    for (const s of pool) {
      if (found.has(s)) continue;
      const strength = strengthOf(b, s);
      if (strength < WEAKEST_NAME) continue;
      const rule = ruleOf(strength);
      found.set(s, { s, rule, strength, evidence: evidenceText(b, s, rule) });
    }
    return [...found.values()].filter(({ s }) => accountsCompatible(b.account, s.account));
  };

  const filedOn = new Map<BoFacts, string>();
  const withCandidates = (rows: readonly LaterBoRow[]): Map<BoFacts, Candidate[]> => {
    const found = new Map<BoFacts, Candidate[]>();
    for (const row of rows) {
      if (isRefusedBoStatus(row.status)) continue;
      const b = boFacts(row);
      filedOn.set(b, row.isoDate);
      const candidates = candidatesFor(b);
      if (candidates.length > 0) found.set(b, candidates);
    }
    return found;
  };
  const candidatesOf = withCandidates(pendingBo);
  const rivalsOf = withCandidates(laterPending);

  const matched: LaterPair[] = [];
  const taken = new Set<MutasiFacts>();
  const pair = (b: BoFacts, c: Candidate, group?: number): void => {
    // A cut name in a description has two words or more (shownNameAgrees): one word is a sender name's first name alone.
    const firstNameOnly = c.rule === 'CUT_NAME' && c.s.senderWords.length === 1;
    matched.push({
      boId: b.row.id,
      mutasiId: c.s.row.id,
      rule: c.rule,
      evidence: c.evidence,
      isoDate: dateOf.get(c.s) as string,
      ...(group === undefined ? {} : { group }),
      ...(firstNameOnly ? { firstNameOnly } : {}),
    });
    taken.add(c.s);
    candidatesOf.delete(b);
    rivalsOf.delete(b);
  };
  proveIdenticalGroups(candidatesOf, rivalsOf, filedOn, dateOf, pair);
  const strongestRival = new Map<MutasiFacts, number>();
  for (const found of rivalsOf.values()) for (const { s, strength } of found) strongestRival.set(s, Math.max(strength, strongestRival.get(s) ?? 0));

  // Rounds until nothing more pairs. A row takes its strongest candidate when that is its only one of
  // that strength and no other open row names the credit at all (any strength); a pair made frees the
  // credits its row also named, so a row whose only candidate was contested may take it next round.
  for (let paired = true; paired; ) {
    paired = false;
    const claimants = new Map<MutasiFacts, number>();
    for (const found of candidatesOf.values()) for (const { s } of found) if (!taken.has(s)) claimants.set(s, (claimants.get(s) ?? 0) + 1);
    for (const [b, found] of candidatesOf) {
      const open = found.filter(({ s }) => !taken.has(s));
      const strongest = Math.max(0, ...open.map((c) => c.strength));
      const best = open.filter((c) => c.strength === strongest);
      const only = best.length === 1 ? (best[0] as Candidate) : null;
      if (!only || claimants.get(only.s) !== 1) continue;
      // As in matchDay: a reference or an account outranks a name, names do not outrank each other.
      if ((strongestRival.get(only.s) ?? 0) >= (only.strength > EXACT_NAME ? only.strength : WEAKEST_NAME)) continue;
      pair(b, only);
      paired = true;
    }
  }
  return { matched: matched.sort((a, b) => a.boId - b.boId) };
}

/**
 * Identical requests (issue 16: the same player, amount and account) whose transfers the bank posted
 * on later days — two late requests, or one paid that day and one the next — with as many credits naming
 * them as requests, are proved together as matchDay proves a day's identical requests, in time order. The
 * group is every open row of that kind with the same candidates; no other row may name them. Requests of
 * two days (a late request and the same player's request of the next day) are one group only when every
 * credit is of one day: then each day keeps the same money whichever identical credit a request is linked
 * to, as within a day. With credits of two days, which day's request a credit pays is not known. The pairs
 * carry the group's number: a caller that cannot write one of them writes none.
 */
function proveIdenticalGroups(
  pending: ReadonlyMap<BoFacts, Candidate[]>,
  rivals: ReadonlyMap<BoFacts, Candidate[]>,
  filedOn: ReadonlyMap<BoFacts, string>,
  dateOf: ReadonlyMap<MutasiFacts, string>,
  pair: (b: BoFacts, c: Candidate, group: number) => void,
): void {
  const kinds = new Map<string, BoFacts[]>();
  for (const rows of [pending, rivals]) for (const b of rows.keys()) push(kinds, b.classKey, b);
  const namers = new Map<MutasiFacts, BoFacts[]>();
  for (const rows of [pending, rivals]) for (const [b, found] of rows) for (const { s } of found) push(namers, s, b);
  const candidates = (b: BoFacts): Candidate[] => pending.get(b) ?? rivals.get(b) ?? [];
  const idsOf = (found: readonly Candidate[]): string => found.map(({ s }) => s.row.id).sort((a, b) => a - b).join(',');
  let group = 0;
  for (const members of kinds.values()) {
    if (members.length < 2 || !members.some((b) => pending.has(b))) continue;
    const first = candidates(members[0] as BoFacts);
    const ids = idsOf(first);
    if (first.length !== members.length || members.some((b) => idsOf(candidates(b)) !== ids)) continue;
    // A credit carrying one request's ticket is that request's (the rounds below), not the group's.
    if (first.some(({ s }) => namers.get(s)?.length !== members.length) || members.some((b) => candidates(b).some(({ rule }) => rule === 'REFERENCE'))) continue;
    if (new Set(members.map((b) => filedOn.get(b))).size > 1 && new Set(first.map(({ s }) => dateOf.get(s))).size > 1) continue;
    const requests = inTimeOrder(members) ?? [...members].sort((a, b) => (filedOn.get(a) as string).localeCompare(filedOn.get(b) as string) || a.row.id - b.row.id);
    const credits = [...first].sort((a, b) => (dateOf.get(a.s) as string).localeCompare(dateOf.get(b.s) as string) || a.s.row.id - b.s.row.id);
    group += 1;
    requests.forEach((b, i) => pair(b, credits[i] as Candidate, group));
  }
}
