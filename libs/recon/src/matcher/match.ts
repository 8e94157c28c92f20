import { nameSegmentsOf, normalizeName } from '../names';
import {
  accountsCompatible,
  accountTokensOf,
  comparableName,
  corporateAccountOfBo,
  corporateAccountOfStatement,
  isRefusedBoStatus,
  nameRelation,
  playerAccountOf,
  referenceKey,
  referenceTokensOf,
  senderAccountOf,
} from './evidence';
import {
  PENDING_REASONS,
  ambiguousReason,
  outnumberedReason,
  referenceAmountReason,
  refusedStatusReason,
  sharedCandidateReason,
  type DayMatch,
  type MatchBoRow,
  type MatchRule,
  type MatchStatementRow,
  type MatchedPair,
  type Unmatched,
} from './types';

/** How strongly one BO row and one statement row of the same amount and account belong together. */
const CONFLICT = 0;
const NEUTRAL = 1;
const NAME = 2;
const EXACT_NAME = 3;
const PLAYER_ACCOUNT = 4;

interface BoFacts {
  row: MatchBoRow;
  amount: string;
  account: string | null;
  /** Amount and corporate account: the hash-join key. */
  bucket: string;
  name: string;
  /** The name's words (none when the name is too short to compare). */
  words: string[];
  firstWords: string[];
  playerAccount: string | null;
  refs: string[];
  /** Rows with equal keys are interchangeable: the same player, amount, account and name. */
  classKey: string;
  /** For the reference rule the references must be equal too. */
  refClassKey: string;
  matched: boolean;
  /** Why a rule could not decide, kept from the strongest rule that tried. */
  note: string | null;
  referenceElsewhere: string | null;
}

interface StatementFacts {
  row: MatchStatementRow;
  amount: string;
  account: string | null;
  bucket: string;
  senderName: string;
  /** The text that names the sender (the sender name, else the description), as nameSegmentsOf reads it. */
  segments: string[][];
  senderAccount: string | null;
  accountTokens: string[];
  refTokens: string[];
  classKey: string;
  /** For the reference rule the reference and description must be equal too; built when first needed (refClassKeyOf). */
  refClassKey: string | null;
  matched: boolean;
  note: string | null;
}

/** The free statement rows of a bucket by the account numbers, sender names and name words they carry. */
interface StatementIndex {
  byAccount: Map<string, StatementFacts[]>;
  bySender: Map<string, StatementFacts[]>;
  /** By each two adjacent words of a field that can name the sender (`SITI RAHAYU`): a name match holds its first two words so. */
  byPair: Map<string, StatementFacts[]>;
  /** By each single word of those fields, for one-word names; built when first needed. */
  byWord: Map<string, StatementFacts[]> | null;
}

interface Bucket {
  bos: BoFacts[];
  statements: StatementFacts[];
  /** Built on first use, and only for buckets too large to walk (most buckets hold a few rows). */
  index: StatementIndex | null;
}

/** Up to this many statement rows a bucket is walked whole instead of indexed. */
const SMALL_BUCKET = 16;

function freeStatementsOf(bucket: Bucket): StatementFacts[] {
  return bucket.statements.filter((s) => !s.row.taken);
}

function indexOf(bucket: Bucket): StatementIndex {
  if (bucket.index) return bucket.index;
  const index: StatementIndex = { byAccount: new Map(), bySender: new Map(), byPair: new Map(), byWord: null };
  for (const s of freeStatementsOf(bucket)) {
    for (const token of s.accountTokens) push(index.byAccount, token, s);
    if (s.senderName !== '') push(index.bySender, s.senderName, s);
    for (const segment of s.segments) for (let i = 1; i < segment.length; i += 1) push(index.byPair, `${segment[i - 1]} ${segment[i]}`, s);
  }
  bucket.index = index;
  return index;
}

function wordIndexOf(bucket: Bucket): Map<string, StatementFacts[]> {
  const index = indexOf(bucket);
  if (index.byWord) return index.byWord;
  const byWord = new Map<string, StatementFacts[]>();
  for (const s of freeStatementsOf(bucket)) for (const segment of s.segments) for (const word of segment) push(byWord, word, s);
  index.byWord = byWord;
  return byWord;
}

const SEP = '\u001f';

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function boFacts(row: MatchBoRow): BoFacts {
  const amount = row.amountCents.toString();
  const account = corporateAccountOfBo(row.corporateBank);
  const name = comparableName(row.fullName);
  const playerAccount = playerAccountOf(row.playerBank);
  const refs = [...new Set([row.ticket, ...row.references].map(referenceKey).filter((ref): ref is string => ref !== null))];
  const classKey = [amount, account ?? '', row.userName.trim().toLowerCase(), name, playerAccount ?? ''].join(SEP);
  const words = name === '' ? [] : name.split(' ');
  return {
    row,
    amount,
    account,
    bucket: `${amount}${SEP}${account ?? ''}`,
    name,
    words,
    firstWords: words.slice(0, 2),
    playerAccount,
    refs,
    classKey,
    refClassKey: `${classKey}${SEP}${[...refs].sort().join(' ')}`,
    matched: false,
    note: null,
    referenceElsewhere: null,
  };
}

function statementFacts(row: MatchStatementRow): StatementFacts {
  const amount = row.amountCents.toString();
  const account = corporateAccountOfStatement(row.corporateAccountNo);
  const senderName = row.senderName ? normalizeName(row.senderName) : '';
  const senderAccount = senderAccountOf(row.senderAccount);
  const accountTokens = accountTokensOf(row.senderAccount, row.description);
  const nameText = senderName !== '' ? (row.senderName ?? '') : row.description;
  // A row without a sender name is only interchangeable with one of the same description.
  const identity = [senderName, senderAccount ?? '', [...accountTokens].sort().join(' '), senderName === '' ? normalizeName(row.description) : ''];
  const classKey = [amount, account ?? '', ...identity].join(SEP);
  return {
    row,
    amount,
    account,
    bucket: `${amount}${SEP}${account ?? ''}`,
    senderName,
    segments: nameSegmentsOf(nameText),
    senderAccount,
    accountTokens,
    refTokens: referenceTokensOf(row.reference, row.description),
    classKey,
    refClassKey: null,
    matched: row.taken,
    note: null,
  };
}

function strengthOf(b: BoFacts, s: StatementFacts): number {
  const relation = nameRelation(b, s);
  if (b.playerAccount !== null && s.accountTokens.includes(b.playerAccount) && relation !== 'differs') return PLAYER_ACCOUNT;
  if (b.playerAccount !== null && s.senderAccount !== null && s.senderAccount !== b.playerAccount) return CONFLICT;
  if (relation === 'exact') return EXACT_NAME;
  if (relation === 'fuzzy') return NAME;
  if (relation === 'unknown') return NEUTRAL;
  return CONFLICT;
}

function refClassKeyOf(s: StatementFacts): string {
  s.refClassKey ??= [s.classKey, s.row.reference ?? '', s.row.description].join(SEP);
  return s.refClassKey;
}

/** Accounts agree when both are known and equal, or when either side names none. */
const byId = <T extends { row: { id: number } }>(a: T, b: T): number => a.row.id - b.row.id;

interface Tier {
  rule: MatchRule;
  /** Candidates must be at least this strong; 5 is the reference rule. */
  min: number;
}

const REFERENCE_TIER = 5;
const TIERS: readonly Tier[] = [
  { rule: 'REFERENCE', min: REFERENCE_TIER },
  { rule: 'PLAYER_ACCOUNT', min: PLAYER_ACCOUNT },
  { rule: 'EXACT_NAME', min: EXACT_NAME },
  { rule: 'NAME', min: NAME },
];

const RULE_OF_STRENGTH: Record<number, MatchRule> = {
  [PLAYER_ACCOUNT]: 'PLAYER_ACCOUNT',
  [EXACT_NAME]: 'EXACT_NAME',
  [NAME]: 'NAME',
  [NEUTRAL]: 'UNIQUE_AMOUNT',
};

/**
 * Matches one website's BO rows and statement rows of one date, one to one (DESIGN §6). The rules
 * run strongest first (reference, player account, exact name, name, unique amount); at each rule a
 * BO row is matched only when all its candidates are interchangeable with each other and claimed
 * by no other kind of BO row; several different candidates leave it pending as ambiguous.
 * Candidates come from hash indexes on (amount, corporate account), names and references, never
 * from comparing every pair. The outcome does not depend on input order (rows are taken by id).
 * A BO row whose own status is rejected or cancelled takes no part: it stays pending with that
 * reason and claims no statement row (its money, if any, may prove another row).
 */
export function matchDay(boRows: readonly MatchBoRow[], statementRows: readonly MatchStatementRow[]): DayMatch {
  if (boRows.length === 0 || statementRows.length === 0) return oneSidedDay(boRows, statementRows);
  const refused: Unmatched[] = [];
  const bos: BoFacts[] = [];
  for (const row of boRows) {
    if (isRefusedBoStatus(row.status)) refused.push({ id: row.id, reason: refusedStatusReason(row.status) });
    else bos.push(boFacts(row));
  }
  bos.sort(byId);
  const statements = statementRows.map(statementFacts).sort(byId);

  const buckets = new Map<string, Bucket>();
  const bucketOf = (key: string): Bucket => {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { bos: [], statements: [], index: null };
      buckets.set(key, bucket);
    }
    return bucket;
  };
  const amountsWithStatements = new Set<string>();
  const amountsWithBo = new Set<string>();
  // Statement tokens are indexed only when some BO row carries them as a reference (most are amounts and bank codes).
  const boReferences = new Set(bos.flatMap((b) => b.refs));
  const byToken = new Map<string, StatementFacts[]>();
  for (const s of statements) {
    amountsWithStatements.add(s.amount);
    for (const token of s.refTokens) if (boReferences.has(token)) push(byToken, token, s);
    bucketOf(s.bucket).statements.push(s);
  }
  for (const b of bos) {
    amountsWithBo.add(b.amount);
    bucketOf(b.bucket).bos.push(b);
  }

  const referenceCandidates = new Map<BoFacts, Array<{ s: StatementFacts; token: string }>>();
  for (const b of bos) {
    const found: Array<{ s: StatementFacts; token: string }> = [];
    for (const token of b.refs) {
      for (const s of byToken.get(token) ?? []) {
        if (s.amount !== b.amount || !accountsCompatible(b.account, s.account)) {
          if (b.referenceElsewhere === null && !s.row.taken) b.referenceElsewhere = referenceAmountReason(token, s.row.id);
          continue;
        }
        if (!s.row.taken && !found.some((f) => f.s === s)) found.push({ s, token });
      }
    }
    if (found.length > 0) referenceCandidates.set(b, found);
  }

  const matched: MatchedPair[] = [];
  const evidenceOf = (b: BoFacts, s: StatementFacts): { rule: MatchRule; evidence: string } => {
    const reference = referenceCandidates.get(b)?.find((f) => f.s === s);
    if (reference) return { rule: 'REFERENCE', evidence: reference.token };
    const strength = strengthOf(b, s);
    const rule = RULE_OF_STRENGTH[strength] ?? 'UNIQUE_AMOUNT';
    if (rule === 'PLAYER_ACCOUNT') return { rule, evidence: b.playerAccount ?? '' };
    if (rule === 'EXACT_NAME' || rule === 'NAME') return { rule, evidence: s.row.senderName ?? b.row.fullName ?? '' };
    return { rule, evidence: '' };
  };
  const accept = (b: BoFacts, s: StatementFacts): void => {
    b.matched = true;
    s.matched = true;
    matched.push({ boId: b.row.id, statementId: s.row.id, ...evidenceOf(b, s) });
  };
  const noteBo = (b: BoFacts, note: string): void => {
    if (b.note === null) b.note = note;
  };
  const noteStatement = (s: StatementFacts, note: string): void => {
    if (s.note === null) s.note = note;
  };

  /** Statement rows of the BO row's bucket that carry its account number or its name, with their strength; computed once. */
  const evidenceCache = new Map<BoFacts, Array<{ s: StatementFacts; strength: number }>>();
  const namedCandidates = (b: BoFacts): Array<{ s: StatementFacts; strength: number }> => {
    const cached = evidenceCache.get(b);
    if (cached) return cached;
    const bucket = buckets.get(b.bucket) as Bucket;
    const found: Array<{ s: StatementFacts; strength: number }> = [];
    if (bucket.statements.length <= SMALL_BUCKET) {
      for (const s of bucket.statements) {
        if (s.row.taken) continue;
        const strength = strengthOf(b, s);
        if (strength >= NAME) found.push({ s, strength });
      }
      evidenceCache.set(b, found);
      return found;
    }
    const index = indexOf(bucket);
    const seen = new Set<StatementFacts>();
    const consider = (list: readonly StatementFacts[] | undefined): void => {
      for (const s of list ?? []) {
        if (seen.has(s)) continue;
        seen.add(s);
        const strength = strengthOf(b, s);
        if (strength >= NAME) found.push({ s, strength });
      }
    };
    if (b.playerAccount !== null) consider(index.byAccount.get(b.playerAccount));
    if (b.name !== '') consider(index.bySender.get(b.name));
    // A name match (nameWordsMatch) holds the name's first two words adjacent in one field, or its only word.
    if (b.words.length >= 2) consider(index.byPair.get(`${b.words[0]} ${b.words[1]}`));
    else if (b.words.length === 1) consider(wordIndexOf(bucket).get(b.words[0] as string));
    evidenceCache.set(b, found);
    return found;
  };

  const candidatesOf = (b: BoFacts, min: number): StatementFacts[] => {
    const found: StatementFacts[] = [];
    for (const { s } of referenceCandidates.get(b) ?? []) if (!s.matched) found.push(s);
    if (min === REFERENCE_TIER) return found;
    const byReference = found.length;
    for (const { s, strength } of namedCandidates(b)) {
      if (strength >= min && !s.matched && (byReference === 0 || !found.includes(s))) found.push(s);
    }
    return found.length > 1 ? found.sort(byId) : found;
  };

  for (const tier of TIERS) {
    const reference = tier.min === REFERENCE_TIER;
    const boKey = (b: BoFacts): string => (reference ? b.refClassKey : b.classKey);
    const statementKey = (s: StatementFacts): string => (reference ? refClassKeyOf(s) : s.classKey);
    const candidates = new Map<BoFacts, StatementFacts[]>();
    const claimants = new Map<StatementFacts, BoFacts[]>();
    for (const b of bos) {
      if (b.matched) continue;
      const found = candidatesOf(b, tier.min);
      if (found.length === 0) continue;
      candidates.set(b, found);
      for (const s of found) push(claimants, s, b);
    }
    for (const [s, claimedBy] of claimants) {
      if (new Set(claimedBy.map(boKey)).size > 1) noteStatement(s, ambiguousReason(claimedBy.length));
    }
    const blocks = new Map<string, { bos: BoFacts[]; statements: Set<StatementFacts> }>();
    for (const [b, found] of candidates) {
      if (new Set(found.map(statementKey)).size > 1) {
        noteBo(b, ambiguousReason(found.length));
        continue;
      }
      const contested = found.map((s) => claimants.get(s) ?? []).find((claimedBy) => new Set(claimedBy.map(boKey)).size > 1);
      if (contested) {
        noteBo(b, found.length === 1 ? sharedCandidateReason(contested.length) : ambiguousReason(found.length));
        continue;
      }
      const key = `${boKey(b)}${SEP}${statementKey(found[0] as StatementFacts)}`;
      let block = blocks.get(key);
      if (!block) {
        block = { bos: [], statements: new Set() };
        blocks.set(key, block);
      }
      block.bos.push(b);
      for (const s of found) block.statements.add(s);
    }
    for (const block of blocks.values()) pairBlock(block.bos, [...block.statements].sort(byId));
  }

  function pairBlock(blockBos: BoFacts[], blockStatements: StatementFacts[]): void {
    const pairs = Math.min(blockBos.length, blockStatements.length);
    for (let i = 0; i < pairs; i += 1) accept(blockBos[i] as BoFacts, blockStatements[i] as StatementFacts);
    const outnumbered = outnumberedReason(blockBos.length, blockStatements.length);
    for (const b of blockBos.slice(pairs)) noteBo(b, outnumbered);
    for (const s of blockStatements.slice(pairs)) noteStatement(s, outnumbered);
  }

  // The weakest rule: one kind of free BO row and one kind of free statement row of an (amount, account)
  // that could belong together (nothing speaks against them), whatever else there names someone else.
  const plausibleFor = <T, U>(one: T, others: readonly U[], strength: (a: T, b: U) => number): U[] => others.filter((other) => strength(one, other) >= NEUTRAL);
  for (const bucket of buckets.values()) {
    const freeBos = bucket.bos.filter((b) => !b.matched);
    const freeStatements = bucket.statements.filter((s) => !s.matched);
    if (freeBos.length === 0 || freeStatements.length === 0) continue;
    let pair: [BoFacts[], StatementFacts[]] | null = null;
    if (classesOf(freeBos) === 1) {
      const plausible = plausibleFor(freeBos[0] as BoFacts, freeStatements, strengthOf);
      if (plausible.length > 0 && classesOf(plausible) === 1) pair = [freeBos, plausible];
    } else if (classesOf(freeStatements) === 1) {
      const plausible = plausibleFor(freeStatements[0] as StatementFacts, freeBos, (s: StatementFacts, b: BoFacts) => strengthOf(b, s));
      if (plausible.length > 0 && classesOf(plausible) === 1) pair = [plausible, freeStatements];
    }
    if (!pair) continue;
    const inBucket = new Set(pair[1]);
    const referencesElsewhere = pair[0].some((b) => (referenceCandidates.get(b) ?? []).some(({ s }) => !s.matched && !inBucket.has(s)));
    if (!referencesElsewhere) pairBlock(pair[0], pair[1]);
  }

  // Reasons read what each bucket still has free, indexed once, so no pending row scans its whole bucket.
  interface FreeRows {
    statements: StatementFacts[];
    namelessStatements: StatementFacts[];
    bos: BoFacts[];
    namelessBos: BoFacts[];
    bosByWord: Map<string, BoFacts[]>;
    bosByAccount: Map<string, BoFacts[]>;
  }
  const freeOf = new Map<Bucket, FreeRows>();
  for (const bucket of buckets.values()) {
    const free: FreeRows = { statements: [], namelessStatements: [], bos: [], namelessBos: [], bosByWord: new Map(), bosByAccount: new Map() };
    for (const st of bucket.statements) {
      if (st.matched) continue;
      free.statements.push(st);
      if (st.senderName === '') free.namelessStatements.push(st);
    }
    for (const b of bucket.bos) {
      if (b.matched) continue;
      free.bos.push(b);
      if (b.name === '') free.namelessBos.push(b);
      else push(free.bosByWord, b.firstWords[0] as string, b);
      if (b.playerAccount !== null) push(free.bosByAccount, b.playerAccount, b);
    }
    freeOf.set(bucket, free);
  }

  // Nothing speaks against a pair without a name on either side unless both carry different accounts,
  // so those lists are taken whole; each row's list is computed once (reasons ask for some twice).
  const plausibleStatementsOf = new Map<BoFacts, StatementFacts[]>();
  const plausibleBosOf = new Map<StatementFacts, BoFacts[]>();

  /** Free statement rows of the bucket that could be the BO row's: its name or account, or nothing against it. */
  function plausibleStatements(b: BoFacts, free: FreeRows): StatementFacts[] {
    let found = plausibleStatementsOf.get(b);
    if (found) return found;
    if (b.name === '' && b.playerAccount === null) found = free.statements;
    else if (b.name === '') found = plausibleFor(b, free.statements, strengthOf);
    else {
      const named = new Set(namedCandidates(b).filter(({ s: st }) => !st.matched).map(({ s: st }) => st));
      for (const st of b.playerAccount === null ? free.namelessStatements : plausibleFor(b, free.namelessStatements, strengthOf)) named.add(st);
      found = [...named];
    }
    plausibleStatementsOf.set(b, found);
    return found;
  }

  /** Free BO rows of the bucket that could own the statement row. */
  function plausibleBos(st: StatementFacts, free: FreeRows): BoFacts[] {
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
      for (const token of st.accountTokens) consider(free.bosByAccount.get(token));
      found = [...named];
    }
    plausibleBosOf.set(st, found);
    return found;
  }

  return {
    matched: matched.sort((a, b) => a.boId - b.boId),
    pendingBo: [...refused, ...bos.filter((b) => !b.matched).map((b) => ({ id: b.row.id, reason: boReason(b) }))].sort((a, b) => a.id - b.id),
    unclaimedStatements: statements.filter((s) => !s.matched).map((s) => ({ id: s.row.id, reason: statementReason(s) })),
  };

  function boReason(b: BoFacts): string {
    if (b.note !== null) return b.note;
    if (b.referenceElsewhere !== null) return b.referenceElsewhere;
    const bucket = buckets.get(b.bucket) as Bucket;
    const free = freeOf.get(bucket) as FreeRows;
    if (free.statements.length > 0) {
      const plausible = plausibleStatements(b, free);
      const only = plausible.length === 1 ? (plausible[0] as StatementFacts) : null;
      return openReason(plausible.length, only ? plausibleBos(only, free).length : 0, free.statements.length);
    }
    if (bucket.statements.length > 0) return PENDING_REASONS.statementsTaken;
    return amountsWithStatements.has(b.amount) ? PENDING_REASONS.otherAccount : PENDING_REASONS.noStatement;
  }

  function statementReason(s: StatementFacts): string {
    if (s.note !== null) return s.note;
    const bucket = buckets.get(s.bucket) as Bucket;
    const free = freeOf.get(bucket) as FreeRows;
    if (free.bos.length > 0) {
      const plausible = plausibleBos(s, free);
      const only = plausible.length === 1 ? (plausible[0] as BoFacts) : null;
      return openReason(plausible.length, only ? plausibleStatements(only, free).length : 0, free.bos.length);
    }
    if (bucket.bos.length > 0) return PENDING_REASONS.boTaken;
    return amountsWithBo.has(s.amount) ? PENDING_REASONS.otherAccount : PENDING_REASONS.noBo;
  }
}

/**
 * On a one-sided day (matchDay pairs nothing while either side is empty) a row's reason is its own:
 * a BO row's follows from its status alone, a free statement row's from nothing. So the rows of a
 * large upload into such a day can be decided one by one, without the day (apps/api decide.ts).
 */
export const ONE_SIDED_REASONS = {
  bo: (status: string | null | undefined): string => (isRefusedBoStatus(status) ? refusedStatusReason(status) : PENDING_REASONS.noStatement),
  statement: PENDING_REASONS.noBo,
} as const;

/**
 * A day with rows on one side only (the first file of a day, BO or statement): nothing can pair, and
 * every row gets the reason the full run would give it, without building the facts of each row.
 */
function oneSidedDay(boRows: readonly MatchBoRow[], statementRows: readonly MatchStatementRow[]): DayMatch {
  const byRowId = (a: Unmatched, b: Unmatched): number => a.id - b.id;
  return {
    matched: [],
    pendingBo: boRows.map((row) => ({ id: row.id, reason: ONE_SIDED_REASONS.bo(row.status) })).sort(byRowId),
    // A taken row proves a BO row of an earlier run: it is neither free nor given a reason.
    unclaimedStatements: statementRows.filter((row) => !row.taken).map((row) => ({ id: row.id, reason: ONE_SIDED_REASONS.statement })).sort(byRowId),
  };
}

function classesOf(rows: ReadonlyArray<{ classKey: string }>): number {
  return new Set(rows.map((row) => row.classKey)).size;
}

/** Why free rows of the same amount and account did not pair: all name someone else, or more than one could. */
function openReason(plausible: number, rivals: number, free: number): string {
  if (plausible === 0) return PENDING_REASONS.nameDiffers;
  if (plausible > 1) return ambiguousReason(plausible);
  return rivals > 1 ? sharedCandidateReason(rivals) : ambiguousReason(free);
}
