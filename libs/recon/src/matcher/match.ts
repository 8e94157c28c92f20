import { disjointSets } from './disjoint-sets';
import { ELIMINATION_MAX_ROWS, forcedClaims } from './elimination';
import { accountsCompatible, corporateAccountOfBo, isRefusedBoStatus } from './evidence';
import {
  EXACT_NAME,
  NAME,
  NEUTRAL,
  PLAYER_ACCOUNT,
  REFERENCE,
  SEP,
  boFacts,
  evidenceText,
  pairingOrder,
  inTimeOrder,
  indexedFor,
  mayName,
  nameIndexOf,
  push,
  ruleOf,
  mutasiFacts,
  strengthOf,
  WEAKEST_NAME,
  type BoFacts,
  type NameIndex,
  type MutasiFacts,
} from './facts';
import {
  PENDING_REASONS,
  ambiguousReason,
  lateRequestReason,
  referenceAmountReason,
  refusedStatusReason,
  requestsTransfersReason,
  sharedCandidateReason,
  type DayMatch,
  type MatchBoRow,
  type MutasiDay,
  type MatchRule,
  type MatchMutasiRow,
  type MatchedPair,
  type Unmatched,
} from './types';

export interface Bucket {
  bos: BoFacts[];
  statements: MutasiFacts[];
  /** Built on first use, and only for buckets too large to walk (most buckets hold a few rows). */
  index: NameIndex | null;
}

/** Up to this many statement rows a bucket is walked whole instead of indexed. */
const SMALL_BUCKET = 16;

/**
 * The rules that pair on evidence, strongest first; the unique amount runs after them, bucket by bucket.
 * A number claims a row's candidates that strong or stronger. 'strongest' claims each row's strongest
 * candidates only, so a row whose name one credit keeps better than another (a longer cut, none of its
 * words left out) takes that one; the weakest name rule then claims them all, for identical requests.
 */
type Tier = number | 'strongest';
const TIERS: readonly Tier[] = [REFERENCE, PLAYER_ACCOUNT, EXACT_NAME, NAME, 'strongest', WEAKEST_NAME];

const byId = <T extends { row: { id: number } }>(a: T, b: T): number => a.row.id - b.row.id;

function classesOf(rows: ReadonlyArray<{ classKey: string }>): number {
  return new Set(rows.map((row) => row.classKey)).size;
}

type ReferenceHit = { s: MutasiFacts; token: string };
type NamedCandidate = { s: MutasiFacts; strength: number };
/** Shared by the many BO rows without a named candidate (never written to). */
const NO_CANDIDATES: readonly NamedCandidate[] = Object.freeze([]);

/**
 * What matchDay knows of one day, phase after phase: dayState reads the rows into facts and buckets,
 * decideDay pairs them (filling `matched`, marking rows `matched`, leaving notes), dayOutcome reads
 * the reasons from what is left. Every phase reads and writes this state only.
 */
export interface DayState {
  /** Rows the BO refused (rejected, cancelled): pending with that reason, claiming nothing. */
  refused: Unmatched[];
  /** The day's other BO rows and the earlier days' pending requests, in id order. */
  bos: BoFacts[];
  statements: MutasiFacts[];
  /** By (amount, corporate account): the hash join every rule runs within. */
  buckets: Map<string, Bucket>;
  /** Statement rows by the tokens some BO row carries as a reference. */
  byToken: Map<string, MutasiFacts[]>;
  /** Statement rows free at the start carrying one of the BO row's references, of its amount and account. */
  referenceHits: Map<BoFacts, ReferenceHit[]>;
  amountsWithMutasi: Set<string>;
  accountsWithMutasi: Set<string>;
  /** Statement rows of the BO row's bucket that carry its account number or its name, with their strength; computed once, filtered by `matched` on use. */
  evidenceCache: Map<BoFacts, readonly NamedCandidate[]>;
  matched: MatchedPair[];
  /** Buckets where the current run paired something: only they (and the buckets references link them to) can pair again. */
  changed: Set<string>;
  /** Buckets where a rule left a row with candidates pending this run: only they may pair more in the next. */
  blocked: Set<string>;
}

/**
 * Matches one website's BO rows and statement rows of one date, one to one (DESIGN §6). The rules
 * run strongest first (MATCH_RULES: reference, player account, exact name, name, cut name, then a
 * unique amount). At each rule, the BO rows of one kind (same player, amount, account) whose
 * candidates are the same statement rows, claimed by no other kind, are proved together when there
 * are as many rows as candidates (paired in time order when both sides carry times); otherwise they
 * stay pending, as ambiguous or with their counts. Candidates come from hash indexes on (amount,
 * corporate account), names and references, never from comparing every pair.
 *
 * The rules run again over what is left until they pair nothing more, and the reasons are read from
 * that last run. So the outcome, reasons included, depends only on the pending BO rows, the free
 * statement rows and the statement rows proving something (in an earlier run or in this one): a later
 * run over the stored rows pairs nothing new and gives every row the same reason. It does not depend on
 * input order (rows are taken by id). A BO row whose own status is rejected or cancelled takes no part:
 * it stays pending with that reason and claims no statement row (its money, if any, may prove another row).
 *
 * `earlierPending` are the pending requests of the days before within the posting window: their
 * late-evening money may be on this day's statement, so they claim statement rows like this day's
 * rows (a credit they could be is contested, never given to this day's row on equal or weaker
 * evidence) but are never paired or given a reason here; matchLaterPostings proves them.
 *
 * `day` is for a caller that passes only some amounts of the day: what the whole day's statement holds,
 * so a row is not told "no statement uploaded for this day yet" because its amount's rows are all there is.
 *
 * Three phases over one DayState: dayState, decideDay, dayOutcome.
 */
export function matchDay(boRows: readonly MatchBoRow[], mutasiRows: readonly MatchMutasiRow[], earlierPending: readonly MatchBoRow[] = [], day: MutasiDay | null = null): DayMatch {
  if ((boRows.length === 0 && earlierPending.length === 0) || mutasiRows.length === 0) return oneSidedDay(boRows, mutasiRows, day);
  const state = dayState(boRows, mutasiRows, earlierPending);
  decideDay(state);
  return dayOutcome(state, day);
}

/** Phase 1: the rows as facts, in their buckets, with the references that reach them. Nothing is paired yet. */
export function dayState(boRows: readonly MatchBoRow[], mutasiRows: readonly MatchMutasiRow[], earlierPending: readonly MatchBoRow[]): DayState {
  const refused: Unmatched[] = [];
  const bos: BoFacts[] = [];
  for (const row of boRows) {
    if (isRefusedBoStatus(row.status)) refused.push({ id: row.id, reason: refusedStatusReason(row.status) });
    else bos.push(boFacts(row));
  }
  for (const row of earlierPending) if (!isRefusedBoStatus(row.status)) bos.push(boFacts(row, true));
  bos.sort(byId);
  const statements = mutasiRows.map(mutasiFacts).sort(byId);

  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: string): Bucket => {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { bos: [], statements: [], index: null };
      buckets.set(key, bucket);
    }
    return bucket;
  };
  const amountsWithMutasi = new Set<string>();
  const accountsWithMutasi = new Set<string>();
  // Statement tokens are indexed only when some BO row carries them as a reference (most are amounts and bank codes).
  const boReferences = new Set(bos.flatMap((b) => b.refs));
  const byToken = new Map<string, MutasiFacts[]>();
  for (const s of statements) {
    amountsWithMutasi.add(s.amount);
    if (s.account !== null) accountsWithMutasi.add(s.account);
    for (const token of s.refTokens) if (boReferences.has(token)) push(byToken, token, s);
    bucketOf(s.bucket).statements.push(s);
  }
  for (const b of bos) bucketOf(b.bucket).bos.push(b);

  const referenceHits = new Map<BoFacts, ReferenceHit[]>();
  for (const b of bos) {
    const found: ReferenceHit[] = [];
    for (const token of b.refs) {
      for (const s of byToken.get(token) ?? []) {
        if (s.row.taken || s.amount !== b.amount || !accountsCompatible(b.account, s.account)) continue;
        if (!found.some((f) => f.s === s)) found.push({ s, token });
      }
    }
    if (found.length > 0) referenceHits.set(b, found);
  }
  return {
    refused,
    bos,
    statements,
    buckets,
    byToken,
    referenceHits,
    amountsWithMutasi,
    accountsWithMutasi,
    evidenceCache: new Map(),
    matched: [],
    changed: new Set(),
    blocked: new Set(),
  };
}

function referenceCandidates(state: DayState, b: BoFacts): MutasiFacts[] {
  const found: MutasiFacts[] = [];
  for (const { s } of state.referenceHits.get(b) ?? []) if (!s.matched) found.push(s);
  return found;
}

function evidenceOf(state: DayState, b: BoFacts, s: MutasiFacts): { rule: MatchRule; evidence: string } {
  const reference = state.referenceHits.get(b)?.find((f) => f.s === s);
  if (reference) return { rule: 'REFERENCE', evidence: reference.token };
  const rule = ruleOf(strengthOf(b, s));
  return { rule, evidence: evidenceText(b, s, rule) };
}

function accept(state: DayState, b: BoFacts, s: MutasiFacts): void {
  b.matched = true;
  s.matched = true;
  state.changed.add(b.bucket).add(s.bucket);
  state.matched.push({ boId: b.row.id, mutasiId: s.row.id, ...evidenceOf(state, b, s) });
}

function noteBo(state: DayState, b: BoFacts, note: string): void {
  b.note ??= note;
  state.blocked.add(b.bucket);
}

function noteMutasi(s: MutasiFacts, note: string): void {
  s.note ??= note;
}

function namedCandidates(state: DayState, b: BoFacts): readonly NamedCandidate[] {
  const cached = state.evidenceCache.get(b);
  if (cached) return cached;
  const bucket = state.buckets.get(b.bucket) as Bucket;
  let pool: Iterable<MutasiFacts>;
  if (bucket.statements.length <= SMALL_BUCKET) pool = bucket.statements;
  else {
    bucket.index ??= nameIndexOf(bucket.statements.filter((s) => !s.row.taken));
    pool = indexedFor(b, bucket.index);
  }
  let found: NamedCandidate[] | null = null;
  for (const s of pool) {
    if (s.row.taken || !mayName(b, s)) continue;
    const strength = strengthOf(b, s);
    if (strength >= WEAKEST_NAME) (found ??= []).push({ s, strength });
  }
  const candidates = found ?? NO_CANDIDATES;
  state.evidenceCache.set(b, candidates);
  return candidates;
}

/** The strength of a row's strongest free named candidate (Infinity when it has none). */
function strongestFree(named: readonly NamedCandidate[]): number {
  let strongest = -Infinity;
  for (const { s, strength } of named) if (!s.matched && strength > strongest) strongest = strength;
  return strongest === -Infinity ? Infinity : strongest;
}

/**
 * The free statement rows a BO row claims at a rule (`tier`): its reference hits, then its named
 * candidates that strong, or its strongest ones at 'strongest' (in id order when several). Each row it contests there (the same, plus named
 * ones from `contestFrom`) is added to `claimants`.
 */
function claimAt(state: DayState, b: BoFacts, tier: Tier, contestFrom: number, claimants: Map<MutasiFacts, BoFacts[]>): MutasiFacts[] | null {
  let own: MutasiFacts[] | null = null;
  const hits = state.referenceHits.get(b);
  if (hits) {
    for (const { s } of hits) {
      if (s.matched) continue;
      (own ??= []).push(s);
      push(claimants, s, b);
    }
  }
  if (tier === REFERENCE) return own;
  const byReference = own?.length ?? 0;
  const named = namedCandidates(state, b);
  const min = tier === 'strongest' ? strongestFree(named) : tier;
  for (const { s, strength } of named) {
    if (s.matched || strength < contestFrom || (byReference > 0 && (own as MutasiFacts[]).includes(s))) continue;
    if (strength >= min) (own ??= []).push(s);
    push(claimants, s, b);
  }
  if (own && own.length > 1) own.sort(byId);
  return own;
}

/** One rule over every free BO row: groups of one kind with the same candidates, claimed by nobody else, are proved when the counts agree. */
function runTier(state: DayState, min: Tier, rows: readonly BoFacts[]): void {
  const reference = min === REFERENCE;
  const boKey = (b: BoFacts): string => (reference ? b.refClassKey : b.classKey);
  // Names do not outrank each other between players: at a name rule, a row any other player's name
  // could be (a cut name, a middle name left out) is a tie, while a reference or an account outranks a name.
  const contestFrom = typeof min === 'number' && min > EXACT_NAME ? min : WEAKEST_NAME;
  const candidates: Array<[BoFacts, MutasiFacts[]]> = [];
  const claimants = new Map<MutasiFacts, BoFacts[]>();
  for (const b of rows) {
    if (b.matched) continue;
    const own = claimAt(state, b, min, contestFrom, claimants);
    if (own) candidates.push([b, own]);
  }
  for (const [s, claimedBy] of claimants) {
    const kind = boKey(claimedBy[0] as BoFacts);
    if (claimedBy.some((b) => boKey(b) !== kind)) noteMutasi(s, ambiguousReason(claimedBy.length));
  }
  // A row's candidates of one kind form a group. A row whose one candidate no other row claims is a group
  // of its own (the common case: no other row could be in it), so only the others are keyed.
  const groups: Array<{ bos: BoFacts[]; statements: MutasiFacts[] }> = [];
  const keyed = new Map<string, { bos: BoFacts[]; statements: MutasiFacts[] }>();
  for (const [b, found] of candidates) {
    if (found.length === 1 && claimants.get(found[0] as MutasiFacts)?.length === 1) {
      groups.push({ bos: [b], statements: found });
      continue;
    }
    const key = `${boKey(b)}${SEP}${found.map((s) => s.row.id).join(',')}`;
    const group = keyed.get(key);
    if (group) group.bos.push(b);
    else {
      const created = { bos: [b], statements: found };
      keyed.set(key, created);
      groups.push(created);
    }
  }
  for (const { bos: groupBos, statements: groupMutasi } of groups) {
    // Every claimant of the candidates must be in the group: another kind, or the same player with other candidates, makes it a tie.
    const contested = groupMutasi.find((s) => (claimants.get(s) ?? []).length !== groupBos.length);
    if (contested) {
      const reason = groupMutasi.length === 1 ? sharedCandidateReason((claimants.get(contested) ?? []).length) : ambiguousReason(groupMutasi.length);
      for (const b of groupBos) noteBo(state, b, reason);
      continue;
    }
    // Earlier days' requests are proved by matchLaterPostings, never here.
    if (!groupBos.some((b) => b.earlier)) settle(state, groupBos, groupMutasi);
  }
}

/** k requests of one kind and the m transfers that could be theirs, claimed by no one else: proved together when k = m, else none is. */
function settle(state: DayState, groupBos: BoFacts[], groupMutasi: MutasiFacts[]): void {
  const acceptAll = (requests: BoFacts[]): void => {
    const [orderedBos, orderedMutasi] = pairingOrder(requests, groupMutasi);
    orderedBos.forEach((b, i) => accept(state, b, orderedMutasi[i] as MutasiFacts));
  };
  if (groupBos.length === groupMutasi.length) {
    acceptAll(groupBos);
    return;
  }
  // More requests than transfers, and the extra ones the last made, after the bank's cut-off: the
  // day's transfers are the first requests' (the last ones' money is on a later day's statement).
  if (groupBos.length > groupMutasi.length) {
    const early = groupBos.filter((b) => !b.row.late);
    const first = early.length === groupMutasi.length ? early : firstUnlessLate(groupBos, groupMutasi.length);
    if (first) {
      acceptAll(first);
      return;
    }
  }
  // One request with several transfers is ambiguous (the reasons at the end say so).
  if (groupBos.length === 1) {
    noteBo(state, groupBos[0] as BoFacts, ambiguousReason(groupMutasi.length));
    return;
  }
  const reason = requestsTransfersReason(groupBos.length, groupMutasi.length);
  for (const b of groupBos) noteBo(state, b, reason);
  for (const s of groupMutasi) noteMutasi(s, reason);
}

// The weakest rule: one kind of free BO row and one kind of free statement row of an (amount, account)
// that could belong together (nothing speaks against them), whatever else there names someone else.
const plausibleFor = <T, U>(one: T, others: readonly U[], strength: (a: T, b: U) => number): U[] => others.filter((other) => strength(one, other) >= NEUTRAL);

function runUniqueAmount(state: DayState, active: Iterable<Bucket>): void {
  for (const bucket of active) {
    const freeBos = bucket.bos.filter((b) => !b.matched);
    const freeMutasi = bucket.statements.filter((s) => !s.matched);
    if (freeBos.length === 0 || freeMutasi.length === 0) continue;
    let pair: [BoFacts[], MutasiFacts[]] | null = null;
    if (classesOf(freeBos) === 1) {
      const plausible = plausibleFor(freeBos[0] as BoFacts, freeMutasi, strengthOf);
      if (plausible.length > 0 && classesOf(plausible) === 1) pair = [freeBos, plausible];
    } else if (classesOf(freeMutasi) === 1) {
      const plausible = plausibleFor(freeMutasi[0] as MutasiFacts, freeBos, (s: MutasiFacts, b: BoFacts) => strengthOf(b, s));
      if (plausible.length > 0 && classesOf(plausible) === 1) pair = [plausible, freeMutasi];
    }
    if (!pair) continue;
    const inBucket = new Set(pair[1]);
    const referencesElsewhere = pair[0].some((b) => referenceCandidates(state, b).some((s) => !inBucket.has(s)));
    if (referencesElsewhere || pair[0].some((b) => b.earlier)) continue;
    // One request with two identical transfers is left to the reasons (ambiguous), as at the other rules.
    if (pair[0].length > 1 || pair[1].length === 1) settle(state, pair[0], pair[1]);
  }
}

/**
 * The last rule: requests of several kinds in one bucket tangled by look-alike names (each could be
 * another's credit, so every rule above left them as ties), proved by elimination (forcedClaims). Only
 * named evidence counts; a tangle with an earlier day's request or a request's reference hit in it is
 * left alone (those are decided elsewhere), as is one whose identical requests do not name the same credits.
 */
function runElimination(state: DayState, active: Iterable<Bucket>): void {
  for (const bucket of active) {
    // A row with free named candidates that no rule took was noted as tied, which marked its bucket.
    if (!state.blocked.has(bucket.bos[0]?.bucket ?? '')) continue;
    const claims = new Map<BoFacts, MutasiFacts[]>();
    const claimantsOf = new Map<MutasiFacts, BoFacts[]>();
    for (const b of bucket.bos) {
      if (b.matched) continue;
      let free: MutasiFacts[] | null = null;
      for (const { s } of namedCandidates(state, b)) {
        if (s.matched) continue;
        (free ??= []).push(s);
        push(claimantsOf, s, b);
      }
      if (free) claims.set(b, free);
    }
    const seen = new Set<BoFacts>();
    for (const start of claims.keys()) {
      if (seen.has(start)) continue;
      seen.add(start);
      // The tangle: the rows reachable from this one through credits they both could be.
      const rows = [start];
      const credits = new Set<MutasiFacts>();
      for (let i = 0; i < rows.length; i += 1) {
        for (const s of claims.get(rows[i] as BoFacts) ?? []) {
          if (credits.has(s)) continue;
          credits.add(s);
          for (const other of claimantsOf.get(s) ?? []) {
            if (seen.has(other)) continue;
            seen.add(other);
            rows.push(other);
          }
        }
      }
      if (rows.length < 2 || rows.length > credits.size || rows.length + credits.size > ELIMINATION_MAX_ROWS) continue;
      if (rows.some((b) => b.earlier || referenceCandidates(state, b).length > 0)) continue;
      const kinds = new Map<string, BoFacts[]>();
      for (const b of rows.sort(byId)) push(kinds, b.classKey, b);
      if (kinds.size < 2) continue;
      const groups = [...kinds.values()];
      const sameCandidates = groups.every((group) => group.every((b) => sameRows(claims.get(b) ?? [], claims.get(group[0] as BoFacts) ?? [])));
      if (!sameCandidates) continue;
      const proved = forcedClaims(
        groups.map((group) => {
          const first = group[0] as BoFacts;
          return { count: group.length, candidates: new Map((claims.get(first) ?? []).map((s) => [s, strengthOf(first, s)])) };
        }),
      );
      for (const { kind, credits: taken } of proved) settle(state, [...(groups[kind] as BoFacts[])], taken.sort(byId));
    }
  }
}

const sameRows = (a: readonly MutasiFacts[], b: readonly MutasiFacts[]): boolean => a.length === b.length && a.every((s) => b.includes(s));

/**
 * Phase 2: the rules, strongest first, then the unique amount, again until a run pairs nothing: the
 * notes of that last run are the reasons, read from what is left only. A run after the first decides
 * again only the units where the run before both paired rows and left a row with candidates pending:
 * in a unit without a pair the rows are those of the run before, so it would pair nothing and keep its
 * notes; in one without such a row, every pending row had no candidate, and pairs only take
 * candidates away (the unique amount ran last, over that same state).
 */
export function decideDay(state: DayState): void {
  const rootOf = unitsOf(state);
  let active: Bucket[] = [...state.buckets.values()];
  for (;;) {
    const before = state.matched.length;
    state.changed.clear();
    state.blocked.clear();
    for (const bucket of active) {
      for (const b of bucket.bos) b.note = null;
      for (const st of bucket.statements) st.note = null;
    }
    const activeBos = active.length === state.buckets.size ? state.bos : active.flatMap((bucket) => bucket.bos).sort(byId);
    for (const min of TIERS) runTier(state, min, activeBos);
    runUniqueAmount(state, active);
    runElimination(state, active);
    if (state.matched.length === before) break;
    const blockedUnits = new Set([...state.blocked].map(rootOf));
    const units = new Set([...state.changed].map(rootOf).filter((unit) => blockedUnits.has(unit)));
    active = [...state.buckets].filter(([key]) => units.has(rootOf(key))).map(([, bucket]) => bucket);
  }
}

/**
 * A reference may pair a BO row with a statement row of another bucket (a BO row naming no account):
 * buckets so linked are one unit, as no rule reaches across units, a unit's run depends on it alone.
 * Answers each bucket key's unit (union-find).
 */
function unitsOf(state: DayState): (key: string) => string {
  const units = disjointSets();
  for (const [b, found] of state.referenceHits) {
    for (const { s: st } of found) if (st.bucket !== b.bucket) units.join(st.bucket, b.bucket);
  }
  return units.root;
}

/** What each bucket still has free after decideDay, indexed once, so no pending row scans its whole bucket. */
interface FreeRows {
  statements: MutasiFacts[];
  namelessMutasi: MutasiFacts[];
  bos: BoFacts[];
  namelessBos: BoFacts[];
  bosByWord: Map<string, BoFacts[]>;
  bosByInitial: Map<string, BoFacts[]>;
  bosByAccount: Map<string, BoFacts[]>;
}

/** Phase 3: the pairs, and why each row left is pending or unclaimed, read from what decideDay left free. */
export function dayOutcome(state: DayState, day: MutasiDay | null): DayMatch {
  const { buckets, bos, statements } = state;
  const freeOf = new Map<Bucket, FreeRows>();
  const amountsWithFreeBo = new Set<string>();
  for (const bucket of buckets.values()) {
    const free: FreeRows = { statements: [], namelessMutasi: [], bos: [], namelessBos: [], bosByWord: new Map(), bosByInitial: new Map(), bosByAccount: new Map() };
    for (const st of bucket.statements) {
      if (st.matched) continue;
      free.statements.push(st);
      if (st.senderName === '') free.namelessMutasi.push(st);
    }
    for (const b of bucket.bos) {
      if (b.matched) continue;
      amountsWithFreeBo.add(b.amount);
      free.bos.push(b);
      const first = b.words[0];
      if (first === undefined) free.namelessBos.push(b);
      else {
        push(free.bosByWord, first, b);
        push(free.bosByInitial, first.charAt(0), b);
      }
      if (b.playerAccount !== null) push(free.bosByAccount, b.playerAccount, b);
    }
    freeOf.set(bucket, free);
  }

  // Nothing speaks against a pair without a name on either side unless both carry different accounts,
  // so those lists are taken whole; each row's list is computed once (reasons ask for some twice).
  const plausibleMutasiOf = new Map<BoFacts, MutasiFacts[]>();
  const plausibleBosOf = new Map<MutasiFacts, BoFacts[]>();

  /** Free statement rows of the bucket that could be the BO row's: its name or account, or nothing against it. */
  function plausibleMutasi(b: BoFacts, free: FreeRows): MutasiFacts[] {
    let found = plausibleMutasiOf.get(b);
    if (found) return found;
    if (b.name === '' && b.playerAccount === null) found = free.statements;
    else if (b.name === '') found = plausibleFor(b, free.statements, strengthOf);
    else {
      const named = new Set(namedCandidates(state, b).filter(({ s: st }) => !st.matched).map(({ s: st }) => st));
      for (const st of b.playerAccount === null ? free.namelessMutasi : plausibleFor(b, free.namelessMutasi, strengthOf)) named.add(st);
      found = [...named];
    }
    plausibleMutasiOf.set(b, found);
    return found;
  }

  /** Free BO rows of the bucket that could own the statement row. */
  function plausibleBos(st: MutasiFacts, free: FreeRows): BoFacts[] {
    let found = plausibleBosOf.get(st);
    if (found) return found;
    if (st.senderName === '') found = st.senderAccount === null ? free.bos : free.bos.filter((b) => strengthOf(b, st) >= NEUTRAL);
    else {
      const named = new Set<BoFacts>();
      const consider = (list: readonly BoFacts[] | undefined): void => {
        for (const b of list ?? []) if (!named.has(b) && strengthOf(b, st) >= NEUTRAL) named.add(b);
      };
      consider(free.namelessBos);
      for (const segment of st.segments) for (const word of segment) consider(free.bosByWord.get(word));
      const first = st.senderWords[0];
      if (first !== undefined) consider(first.length === 1 ? free.bosByInitial.get(first) : free.bosByWord.get(first));
      for (const token of st.accountTokens) consider(free.bosByAccount.get(token));
      found = [...named];
    }
    plausibleBosOf.set(st, found);
    return found;
  }

  /** A reference of the BO row found on a free statement row of another amount or account. */
  function referenceElsewhere(b: BoFacts): string | null {
    for (const token of b.refs) {
      for (const s of state.byToken.get(token) ?? []) {
        if (!s.matched && (s.amount !== b.amount || !accountsCompatible(b.account, s.account))) return referenceAmountReason(token, s.row.id);
      }
    }
    return null;
  }

  function boReason(b: BoFacts): string {
    if (b.note !== null) return b.note;
    const elsewhere = referenceElsewhere(b);
    if (elsewhere !== null) return elsewhere;
    const bucket = buckets.get(b.bucket) as Bucket;
    const free = freeOf.get(bucket) as FreeRows;
    if (free.statements.length > 0) {
      const plausible = plausibleMutasi(b, free);
      const only = plausible.length === 1 ? (plausible[0] as MutasiFacts) : null;
      return openReason(plausible.length, only ? plausibleBos(only, free).length : 0, free.statements.length);
    }
    if (bucket.statements.length > 0) return PENDING_REASONS.mutasiTaken;
    // The day has statement rows (else oneSidedDay), so a BO row naming no account has seen them.
    if (b.account !== null && !(day?.accounts ?? state.accountsWithMutasi).has(b.account)) return PENDING_REASONS.noMutasiYet;
    return state.amountsWithMutasi.has(b.amount) ? PENDING_REASONS.otherAccount : PENDING_REASONS.noMutasi;
  }

  function mutasiReason(s: MutasiFacts): string {
    if (s.note !== null) return s.note;
    const bucket = buckets.get(s.bucket) as Bucket;
    const free = freeOf.get(bucket) as FreeRows;
    if (free.bos.length > 0) {
      const plausible = plausibleBos(s, free);
      const only = plausible.length === 1 ? (plausible[0] as BoFacts) : null;
      if (only?.earlier) return lateRequestReason(only.row.ticket);
      return openReason(plausible.length, only ? plausibleMutasi(only, free).length : 0, free.bos.length);
    }
    // Not 'BO rows of that amount are matched to other statement rows' (PENDING_REASONS.boTaken): whether
    // they were matched by this run or an earlier one is not in the stored rows, and a statement file into a
    // day without pending BO rows is decided row by row (ONE_SIDED_REASONS), without the day's taken rows.
    return amountsWithFreeBo.has(s.amount) ? PENDING_REASONS.otherAccount : PENDING_REASONS.noBo;
  }

  return {
    matched: [...state.matched].sort((a, b) => a.boId - b.boId),
    pendingBo: [...state.refused, ...bos.filter((b) => !b.matched && !b.earlier).map((b) => ({ id: b.row.id, reason: boReason(b) }))].sort((a, b) => a.id - b.id),
    unclaimedMutasi: statements.filter((s) => !s.matched).map((s) => ({ id: s.row.id, reason: mutasiReason(s) })),
  };
}

/** The first `count` requests in time order when every one after them was made late (after the cut-off), else null. */
function firstUnlessLate(requests: readonly BoFacts[], count: number): BoFacts[] | null {
  const ordered = inTimeOrder(requests);
  return ordered && ordered.slice(count).every((b) => b.row.late) ? ordered.slice(0, count) : null;
}

/**
 * On a one-sided day (matchDay pairs nothing while either side is empty) a row's reason is its own:
 * a BO row's follows from its status alone, a free statement row's from nothing. So the rows of a
 * large upload into such a day can be decided one by one, without the day (apps/api decide.ts).
 */
export const ONE_SIDED_REASONS = {
  bo: (status: string | null | undefined): string => (isRefusedBoStatus(status) ? refusedStatusReason(status) : PENDING_REASONS.noMutasiYet),
  statement: PENDING_REASONS.noBo,
} as const;

/**
 * A day with rows on one side only (the first file of a day, BO or statement): nothing can pair, and
 * every row gets the reason the full run would give it, without building the facts of each row.
 */
function oneSidedDay(boRows: readonly MatchBoRow[], mutasiRows: readonly MatchMutasiRow[], day: MutasiDay | null): DayMatch {
  const byRowId = (a: Unmatched, b: Unmatched): number => a.id - b.id;
  // Narrowed to some amounts, a day whose statement rows are all of other amounts is not a day without a statement.
  const uploaded = (row: MatchBoRow): boolean => {
    if (!day) return false;
    const account = corporateAccountOfBo(row.corporateBank);
    return account === null ? day.any : day.accounts.has(account);
  };
  const reasonOf = (row: MatchBoRow): string => (!isRefusedBoStatus(row.status) && uploaded(row) ? PENDING_REASONS.noMutasi : ONE_SIDED_REASONS.bo(row.status));
  return {
    matched: [],
    pendingBo: boRows.map((row) => ({ id: row.id, reason: reasonOf(row) })).sort(byRowId),
    // A taken row proves a BO row of an earlier run: it is neither free nor given a reason.
    unclaimedMutasi: mutasiRows.filter((row) => !row.taken).map((row) => ({ id: row.id, reason: ONE_SIDED_REASONS.statement })).sort(byRowId),
  };
}

/** Why free rows of the same amount and account did not pair: all name someone else, or more than one could. */
function openReason(plausible: number, rivals: number, free: number): string {
  if (plausible === 0) return PENDING_REASONS.nameDiffers;
  if (plausible > 1) return ambiguousReason(plausible);
  return rivals > 1 ? sharedCandidateReason(rivals) : ambiguousReason(free);
}
