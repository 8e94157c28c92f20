import { nameSegmentsOf, normalizeName, shownNameIn, type ShownNameAgreement } from '../names';
import {
  accountTokensOf,
  comparableName,
  cutAgreement,
  corporateAccountOfBo,
  corporateAccountOfMutasi,
  nameRelation,
  playerAccountOf,
  referenceKey,
  referenceTokensOf,
  senderAccountOf,
} from './evidence';
import { MATCH_RULES, ruleStrength, type MatchBoRow, type MatchRule, type MatchMutasiRow } from './types';

/** How strongly one BO row and one statement row of the same amount and account belong together (MATCH_RULES' order). */
export const CONFLICT = 0;
export const NEUTRAL = ruleStrength('UNIQUE_AMOUNT');
export const CUT_NAME = ruleStrength('CUT_NAME');
/**
 * CUT_NAME evidence spans [WEAKEST_NAME, CUT_NAME): every cut is recorded as CUT_NAME, but a row with
 * several candidates takes the one that keeps most of its name (cutStrength). At the name rules every
 * claimant this strong contests a credit: names do not outrank each other between players.
 */
export const WEAKEST_NAME = CUT_NAME - 0.5;
export const NAME = ruleStrength('NAME');
export const EXACT_NAME = ruleStrength('EXACT_NAME');
export const PLAYER_ACCOUNT = ruleStrength('PLAYER_ACCOUNT');
export const REFERENCE = ruleStrength('REFERENCE');

/** The rule a strength stands for (ruleStrength's inverse; every cut strength is CUT_NAME). */
export function ruleOf(strength: number): MatchRule {
  return MATCH_RULES[MATCH_RULES.length - Math.ceil(strength)] ?? 'UNIQUE_AMOUNT';
}

export const SEP = '\u001f';

export interface BoFacts {
  row: MatchBoRow;
  amount: string;
  account: string | null;
  /** Amount and corporate account: the hash-join key. */
  bucket: string;
  name: string;
  /** The name's words (none when the name is too short to compare). */
  words: string[];
  playerAccount: string | null;
  refs: string[];
  /** Rows with equal keys are interchangeable: the same player, amount, account and name. */
  classKey: string;
  /** For the reference rule the references must be equal too. */
  refClassKey: string;
  matched: boolean;
  /** Why a rule could not decide, kept from the strongest rule that tried. */
  note: string | null;
  /** A pending request of an earlier day whose money may be posted on this day: it claims statement rows like the day's own, and is never paired here. */
  earlier: boolean;
}

export interface MutasiFacts {
  row: MatchMutasiRow;
  amount: string;
  account: string | null;
  bucket: string;
  senderName: string;
  senderWords: string[];
  /** The text that names the sender (the sender name, else the description), as nameSegmentsOf reads it. */
  segments: string[][];
  senderAccount: string | null;
  accountTokens: string[];
  refTokens: string[];
  classKey: string;
  /** For the reference rule the reference and description must be equal too; built when first needed (refClassKeyOf). */
  refClassKey: string | null;
  /** Proves a BO row: taken in an earlier run, or matched in this one (the two are never told apart). */
  matched: boolean;
  note: string | null;
}

export function boFacts(row: MatchBoRow, earlier = false): BoFacts {
  const amount = row.amountCents.toString();
  const account = corporateAccountOfBo(row.corporateBank);
  const name = comparableName(row.fullName);
  const playerAccount = playerAccountOf(row.playerBank);
  const refs = [...new Set([row.ticket, ...row.references].map(referenceKey).filter((ref): ref is string => ref !== null))];
  // A request of an earlier day is never interchangeable with one of this day.
  const classKey = [earlier ? 'earlier' : '', amount, account ?? '', row.userName.trim().toLowerCase(), name, playerAccount ?? ''].join(SEP);
  return {
    row,
    amount,
    account,
    bucket: `${amount}${SEP}${account ?? ''}`,
    name,
    words: name === '' ? [] : name.split(' '),
    playerAccount,
    refs,
    classKey,
    refClassKey: `${classKey}${SEP}${[...refs].sort().join(' ')}`,
    matched: false,
    note: null,
    earlier,
  };
}

export function mutasiFacts(row: MatchMutasiRow): MutasiFacts {
  const amount = row.amountCents.toString();
  const account = corporateAccountOfMutasi(row.corporateAccountNo);
  const senderName = row.senderName ? normalizeName(row.senderName) : '';
  const senderAccount = senderAccountOf(row.senderAccount);
  const accountTokens = accountTokensOf(row.senderAccount, row.description);
  const nameText = senderName !== '' ? (row.senderName ?? '') : row.description;
  const segments = nameSegmentsOf(nameText);
  const senderWords = senderName === '' ? [] : senderName.split(' ');
  // A row without a sender name is only interchangeable with one of the same description.
  const identity = [senderName, senderAccount ?? '', [...accountTokens].sort().join(' '), senderName === '' ? normalizeName(row.description) : ''];
  return {
    row,
    amount,
    account,
    bucket: `${amount}${SEP}${account ?? ''}`,
    senderName,
    senderWords,
    segments,
    senderAccount,
    accountTokens,
    refTokens: referenceTokensOf(row.reference, row.description),
    classKey: [amount, account ?? '', ...identity].join(SEP),
    refClassKey: null,
    matched: row.taken,
    note: null,
  };
}

/**
 * Whether the statement row may carry the BO row's account or name at all: a cheap test that every pair
 * strengthOf rates WEAKEST_NAME or stronger passes (each name rule needs the BO's first word among the row's
 * words, or, in a sender name, its initial first), so most pairs of a bucket are set aside without it.
 */
export function mayName(b: BoFacts, s: MutasiFacts): boolean {
  if (b.playerAccount !== null && s.accountTokens.includes(b.playerAccount)) return true;
  const first = b.words[0];
  if (first === undefined) return false;
  if (s.senderWords.includes(first) || s.segments.some((segment) => segment.includes(first))) return true;
  const shownFirst = s.senderWords[0];
  return shownFirst !== undefined && shownFirst.length === 1 && first.startsWith(shownFirst);
}

/** Ranks of a cut: shown words first, then none left out, then letters (each term below the next's step). */
const CUT_WORD_STEP = 1000;
const CUT_WHOLE_RUN = 500;
const CUT_RANKS = 10 * CUT_WORD_STEP;

/**
 * A cut name's strength within [WEAKEST_NAME, CUT_NAME): more shown words ('JUNAEDI RAHM' over 'BPK
 * JUNAEDI', the first name alone many share), then no BO word left out ('VINA KURNIAW' over 'VINA
 * PRATAMA' for VINA KURNIAWAN PRATAMA), then more letters ('IKHSAN HIDAY' over 'IKHSAN H').
 */
function cutStrength(agreement: ShownNameAgreement | null): number {
  if (!agreement) return WEAKEST_NAME;
  const rank = Math.min(agreement.words, 9) * CUT_WORD_STEP + (agreement.skipped === 0 ? CUT_WHOLE_RUN : 0) + Math.min(agreement.letters, CUT_WHOLE_RUN - 1);
  return WEAKEST_NAME + ((CUT_NAME - WEAKEST_NAME) * rank) / CUT_RANKS;
}

/** The strength of the evidence (other than a reference) that a statement row is a BO row's money; CONFLICT when it names someone else. */
export function strengthOf(b: BoFacts, s: MutasiFacts): number {
  const relation = nameRelation(b, s);
  if (b.playerAccount !== null && s.accountTokens.includes(b.playerAccount) && relation !== 'differs') return PLAYER_ACCOUNT;
  if (b.playerAccount !== null && s.senderAccount !== null && s.senderAccount !== b.playerAccount) return CONFLICT;
  if (relation === 'exact') return EXACT_NAME;
  if (relation === 'fuzzy') return NAME;
  if (relation === 'cut') return cutStrength(cutAgreement(b, s));
  if (relation === 'unknown') return NEUTRAL;
  return CONFLICT;
}

/** What a pair's evidence shows, for people: the player's account, the name as the statement shows it; empty for a unique amount. */
export function evidenceText(b: BoFacts, s: MutasiFacts, rule: MatchRule): string {
  if (rule === 'PLAYER_ACCOUNT') return b.playerAccount ?? '';
  if (rule === 'EXACT_NAME' || rule === 'NAME') return s.row.senderName ?? b.row.fullName ?? '';
  if (rule === 'CUT_NAME') return s.row.senderName ?? shownNameIn(b.words, s.segments) ?? '';
  return '';
}

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Free statement rows by how a name can start in them, so a BO row finds the rows that may name it
 * without comparing every pair. A name of two words or more, whole, cut or with initials, starts with
 * the BO's first word or its initial followed by a word starting as one of the BO's later words do:
 * rows are indexed by each two adjacent words of their naming text as `WORD L` (L the next word's
 * first letter). One-word names are looked up by their word (byWord, built on first use), and
 * account numbers by themselves.
 */
export interface NameIndex {
  byStart: Map<string, MutasiFacts[]>;
  byWord: Map<string, MutasiFacts[]> | null;
  byAccount: Map<string, MutasiFacts[]>;
  statements: readonly MutasiFacts[];
}

export function nameIndexOf(statements: readonly MutasiFacts[]): NameIndex {
  const index: NameIndex = { byStart: new Map(), byWord: null, byAccount: new Map(), statements };
  for (const s of statements) {
    for (const token of s.accountTokens) push(index.byAccount, token, s);
    const keys = new Set<string>();
    for (const segment of s.segments) for (let i = 1; i < segment.length; i += 1) keys.add(`${segment[i - 1]} ${(segment[i] as string).charAt(0)}`);
    // A sender name read whole (segments split it at `/` or `|`) starts the same way.
    if (s.senderWords.length >= 2) keys.add(`${s.senderWords[0]} ${(s.senderWords[1] as string).charAt(0)}`);
    // A sender name of one word may be a longer name's first word (shownNameAgrees).
    else if (s.senderWords.length === 1) keys.add(`${s.senderWords[0]} `);
    for (const key of keys) push(index.byStart, key, s);
  }
  return index;
}

function wordIndexOf(index: NameIndex): Map<string, MutasiFacts[]> {
  if (index.byWord) return index.byWord;
  const byWord = new Map<string, MutasiFacts[]>();
  for (const s of index.statements) {
    const words = new Set<string>(s.senderWords);
    for (const segment of s.segments) for (const word of segment) words.add(word);
    for (const word of words) push(byWord, word, s);
  }
  index.byWord = byWord;
  return byWord;
}

/** The rows of the index that may carry the BO row's account or name (a superset: strengthOf decides). */
export function indexedFor(b: BoFacts, index: NameIndex): Set<MutasiFacts> {
  const found = new Set<MutasiFacts>();
  const add = (list: readonly MutasiFacts[] | undefined): void => {
    for (const s of list ?? []) found.add(s);
  };
  if (b.playerAccount !== null) add(index.byAccount.get(b.playerAccount));
  const [first, ...later] = b.words;
  if (first === undefined) return found;
  if (later.length === 0) {
    add(wordIndexOf(index).get(first));
    return found;
  }
  add(index.byStart.get(`${first} `));
  for (const letter of new Set(later.map((word) => word.charAt(0)))) {
    add(index.byStart.get(`${first} ${letter}`));
    add(index.byStart.get(`${first.charAt(0)} ${letter}`));
  }
  return found;
}

function instantOf(time: string | null | undefined): number | null {
  if (!time) return null;
  const instant = Date.parse(time);
  return Number.isNaN(instant) ? null : instant;
}

/** Rows in time order when every one has a time, else null. */
export function inTimeOrder<T extends { row: { id: number; time?: string | null } }>(rows: readonly T[]): T[] | null {
  if (!rows.every((rowFacts) => instantOf(rowFacts.row.time) !== null)) return null;
  return [...rows].sort((a, b) => (instantOf(a.row.time) as number) - (instantOf(b.row.time) as number) || a.row.id - b.row.id);
}

/** Identical requests and the transfers that prove them, in the order to pair them: by time when every row of both sides has one, else by id. */
export function pairingOrder(bos: BoFacts[], statements: MutasiFacts[]): [BoFacts[], MutasiFacts[]] {
  const timed = [...bos, ...statements].every((rowFacts) => instantOf(rowFacts.row.time) !== null);
  const order = <T extends { row: { id: number; time?: string | null } }>(a: T, b: T): number =>
    (timed ? (instantOf(a.row.time) as number) - (instantOf(b.row.time) as number) : 0) || a.row.id - b.row.id;
  return [[...bos].sort(order), [...statements].sort(order)];
}
