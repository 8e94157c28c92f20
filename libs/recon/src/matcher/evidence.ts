import { nameCarried, normalizeName, shownNameAgreement, shownNameAgreementIn, shownNameAgrees, shownNameIn, type ShownNameAgreement } from '../names';

/** A corporate account number has at least this many digits (shorter digit runs are branch or merchant codes). */
const MIN_CORPORATE_DIGITS = 5;
/** A player's bank account or e-wallet phone number has at least this many digits. */
const MIN_PLAYER_DIGITS = 8;
/** Fields of a BO bank text: `BCA - 0123456789 - SITI RAHAYU`. */
const BANK_TEXT_FIELDS = /\s+-\s+|[|,;/]/;
const DIGITS_AND_SEPARATORS = /^[\d\s.-]+$/;
const NON_DIGITS = /\D/g;

function accountNumberIn(text: string | null, minDigits: number): string | null {
  if (!text) return null;
  for (const field of text.split(BANK_TEXT_FIELDS)) {
    const trimmed = field.trim();
    if (!DIGITS_AND_SEPARATORS.test(trimmed)) continue;
    const digits = trimmed.replace(NON_DIGITS, '');
    if (digits.length >= minDigits) return digits;
  }
  const run = new RegExp(`\\d{${minDigits},}`).exec(text);
  return run ? run[0] : null;
}

/** The corporate account number a BO row names (`BCA - 1234567890 - PT X` → `1234567890`), or null. */
export function corporateAccountOfBo(corporateBank: string | null): string | null {
  return accountNumberIn(corporateBank, MIN_CORPORATE_DIGITS);
}

/** The statement's corporate account number as digits, or null (gateways, the fixed `QRIS` account). */
export function corporateAccountOfMutasi(accountNo: string | null): string | null {
  const digits = (accountNo ?? '').replace(NON_DIGITS, '');
  return digits.length >= MIN_CORPORATE_DIGITS ? digits : null;
}

/** A BO row and a statement row may belong together unless both name a corporate account and they differ. */
export function accountsCompatible(bo: string | null, statement: string | null): boolean {
  return bo === null || statement === null || bo === statement;
}

/** The player's own account or phone number from the BO's player bank text, or null. */
export function playerAccountOf(playerBank: string | null): string | null {
  return accountNumberIn(playerBank, MIN_PLAYER_DIGITS);
}

/** BO statuses saying the transaction did not happen: Rejected, Reject, Cancelled, Canceled, Failed, Declined, Void, Expired. */
const REFUSED_STATUS = /^\s*(REJECT|CANCEL|FAIL|DECLINE|VOID|EXPIRE)/i;

/** Whether the BO itself refused the transaction, so no statement row may prove it automatically. */
export function isRefusedBoStatus(status: string | null | undefined): status is string {
  return typeof status === 'string' && REFUSED_STATUS.test(status);
}

/** Standalone digit runs long enough to be an account number; amounts (`150000000.00`) are not. */
const ACCOUNT_RUN = new RegExp(`(?<![\\d.,])\\d{${MIN_PLAYER_DIGITS},}(?![\\d]|[.,]\\d)`, 'g');

/** The sender's account as digits (null when absent or too short). */
export function senderAccountOf(senderAccount: string | null): string | null {
  const digits = (senderAccount ?? '').replace(NON_DIGITS, '');
  return digits.length >= MIN_PLAYER_DIGITS ? digits : null;
}

/** Account numbers a statement row carries: its sender account and the long digit runs of its description. */
export function accountTokensOf(senderAccount: string | null, description: string): string[] {
  const tokens = new Set<string>();
  const sender = senderAccountOf(senderAccount);
  if (sender) tokens.add(sender);
  for (const match of description.matchAll(ACCOUNT_RUN)) tokens.add(match[0]);
  return [...tokens];
}

/** Tokens of a description: whitespace and field marks split it; `/ - _ .` stay inside a token (`0302/FTSCY/WS95031`). */
const TOKEN_SPLIT = /[\s|,;:#()[\]{}"'=<>]+/;
const PART_SPLIT = /[/\\._-]+/;
const LETTER = /[A-Z]/;
const DIGIT = /\d/;
const MIN_REFERENCE_LENGTH = 4;

function isReferenceLike(token: string): boolean {
  return token.length >= MIN_REFERENCE_LENGTH && DIGIT.test(token);
}

/** A BO ticket or reference in comparable form, or null when too short or without a digit to be an id. */
export function referenceKey(text: string | null): string | null {
  const key = (text ?? '').trim().toUpperCase();
  return isReferenceLike(key) ? key : null;
}

/**
 * The id-like tokens of a statement row: its reference and every token of its description with a
 * digit; a compound token (`0302/FTSCY/WS95031`) also gives its parts that mix letters and digits
 * or are long numbers, so a ticket is found as a whole token, never inside a longer number.
 */
export function referenceTokensOf(reference: string | null, description: string): string[] {
  const tokens = new Set<string>();
  const whole = referenceKey(reference);
  if (whole) tokens.add(whole);
  for (const token of description.toUpperCase().split(TOKEN_SPLIT)) {
    if (!isReferenceLike(token)) continue;
    tokens.add(token);
    const parts = token.split(PART_SPLIT);
    if (parts.length < 2) continue;
    for (const part of parts) if (isReferenceLike(part) && (LETTER.test(part) || part.length >= MIN_PLAYER_DIGITS)) tokens.add(part);
  }
  return [...tokens];
}

/**
 * How a statement names the player:
 * - exact: the sender name equals the BO name (after normalizeName);
 * - fuzzy: namesMatch (a name cut by the bank, a trailing initial), or the BO name inside a description without a sender name;
 * - cut: the name as banks print it (shownNameAgrees: cut mid-word, initials, a middle name left out), in the sender name or at the end of a description field;
 * - longer: the BO name is only the start of a longer name (`SITI RAHAYU` in `SITI RAHAYU SUSANTI`): another person;
 * - differs: the sender is someone else;
 * - unknown: nothing to compare (no usable BO name, or a description that names nobody we can read).
 */
export type NameRelation = 'exact' | 'fuzzy' | 'cut' | 'longer' | 'differs' | 'unknown';

const MIN_NAME_LETTERS = 4;

/** The BO name in comparable form, or '' when it is too short to tell anyone apart. */
export function comparableName(name: string | null): string {
  const normalized = normalizeName(name ?? '');
  return normalized.replace(/[^A-Z]/g, '').length >= MIN_NAME_LETTERS ? normalized : '';
}

/** A BO row's name prepared once: comparableName's output and its words. */
export interface BoName {
  name: string;
  words: readonly string[];
}

/** A statement row's naming prepared once: the normalised sender name ('' when none) and nameSegmentsOf the text that names the sender (the sender name, else the description). */
export interface MutasiName {
  senderName: string;
  /** The sender name's words (none when there is no sender name). */
  senderWords: readonly string[];
  segments: ReadonlyArray<readonly string[]>;
}

export function nameRelation(bo: BoName, statement: MutasiName): NameRelation {
  // comparableName keeps only names long enough to compare, so namesMatch's length check is already done.
  if (bo.name === '') return 'unknown';
  if (statement.senderName !== '') {
    if (statement.senderName === bo.name) return 'exact';
    if (!nameCarried(bo.words, statement.segments)) return shownNameAgrees(bo.words, statement.senderWords, true) ? 'cut' : 'differs';
    // A word the bank cut (`PRA` of `PRATAMA`) is not an extra word; a further name or a second letter is.
    const extra = statement.senderWords.filter((word) => LETTER.test(word) && !bo.words.some((boWord) => boWord.startsWith(word)));
    return extra.some((word) => word.length >= 2) ? 'longer' : 'fuzzy';
  }
  if (nameCarried(bo.words, statement.segments)) return 'fuzzy';
  return shownNameIn(bo.words, statement.segments) === null ? 'unknown' : 'cut';
}

/** How a statement's shown name stands for the BO name, for a pair nameRelation calls 'cut' (null otherwise). */
export function cutAgreement(bo: BoName, statement: MutasiName): ShownNameAgreement | null {
  if (statement.senderName !== '') return shownNameAgreement(bo.words, statement.senderWords, true);
  return shownNameAgreementIn(bo.words, statement.segments)?.agreement ?? null;
}
