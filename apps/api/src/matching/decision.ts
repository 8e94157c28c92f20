// The checker's decision, in memory: the upload worker runs it (upload/decide.ts), so nothing here may
// reach the database. Reading and writing the rows it decides is run.ts.
import { formatMonDate, parseIsoDate, storedReason } from '@checker/domain';
import { corporateAccountOfMutasi, matchDay, type MatchBoRow, type MatchRule, type MatchMutasiRow, type MutasiDay, type Unmatched } from '@checker/recon';
import { centsOfNumeric, type SideTables } from './sides';

/** What one run of the checker did over some (website, date) scopes. */
export interface MatchSummary {
  approved: number;
  pending: number;
  unclaimed: number;
}

export const NO_MATCHING: MatchSummary = { approved: 0, pending: 0, unclaimed: 0 };

/** Two runs' summaries added up (the dates of an upload, the parts of a day). */
export function addSummaries(a: MatchSummary, b: MatchSummary): MatchSummary {
  return { approved: a.approved + b.approved, pending: a.pending + b.pending, unclaimed: a.unclaimed + b.unclaimed };
}

export interface BoScopeRow {
  id: string;
  ticket: string;
  ref_1: string | null;
  ref_2: string | null;
  amount: string;
  corporate_bank: string | null;
  user_name: string;
  full_name: string | null;
  player_bank: string | null;
  status: string | null;
  match_reason: string | null;
  /** Made after the bank's cut-off, or on a weekend or holiday (isLateRequest): its money may be on a later day's statement. */
  late: boolean;
  /** When the player asked, as an ISO instant in Jakarta time (requestInstant), or null: identical requests pair in time order. */
  request_time: string | null;
}

/** A stored request moment (`2025-02-03 21:20:00+07`, as the upload writes it) as the ISO instant the matcher compares, or null. */
export function requestInstant(moment: string | null): string | null {
  const parts = moment === null ? null : /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})\+07(?::?00)?$/.exec(moment);
  return parts ? `${parts[1]}T${parts[2]}+07:00` : null;
}

export interface MutasiScopeRow {
  id: string;
  upload_id: string;
  amount: string;
  corporate_account_no: string | null;
  transaction_id: string | null;
  description: string;
  sender_name: string | null;
  sender_account: string | null;
  mutasi_app: boolean;
  /** The BO ticket a claimed row proves. */
  mutasi_ticket: string | null;
  match_reason: string | null;
}

/** The pending BO rows and every statement row of one (website, side, date). */
export interface Scope {
  bos: BoScopeRow[];
  mutasi: MutasiScopeRow[];
  /**
   * Pending requests of the earlier days whose money may be on this day's statement (made after the
   * bank's cut-off, or on a weekend or holiday, within the posting window): they compete for this
   * day's credits but are never paired here (matchDay's earlierPending; proveLaterPostings proves them).
   */
  earlier: BoScopeRow[];
  /** Read with a focus (some amounts only): the corporate accounts with statement rows that day, and whether it has any (matchDay's `day`). */
  day?: { accounts: string[]; any: boolean };
}

export function boInput(row: BoScopeRow): MatchBoRow {
  return {
    id: Number(row.id),
    ticket: row.ticket,
    references: [row.ref_1, row.ref_2],
    amountCents: centsOfNumeric(row.amount),
    corporateBank: row.corporate_bank,
    userName: row.user_name,
    fullName: row.full_name,
    playerBank: row.player_bank,
    status: row.status,
    late: row.late,
    time: row.request_time,
  };
}

export function mutasiInput(row: MutasiScopeRow): MatchMutasiRow {
  return {
    id: Number(row.id),
    amountCents: centsOfNumeric(row.amount),
    corporateAccountNo: row.corporate_account_no,
    reference: row.transaction_id,
    description: row.description,
    senderName: row.sender_name,
    senderAccount: row.sender_account,
    taken: row.mutasi_app,
  };
}

/** A whole day's Scope as JSON texts (run.ts readScopeText): how an upload's worker receives the stored rows. */
export interface ScopeText {
  bos: string;
  mutasi: string;
  earlier: string;
}

export function scopeOfText(text: ScopeText): Scope {
  return { bos: JSON.parse(text.bos) as BoScopeRow[], mutasi: JSON.parse(text.mutasi) as MutasiScopeRow[], earlier: JSON.parse(text.earlier) as BoScopeRow[] };
}

/** matchDay's `day` for a scope read with a focus; null for a whole day. */
export function mutasiDayOf(scope: Scope): MutasiDay | null {
  return scope.day ? { accounts: new Set(scope.day.accounts.flatMap((account) => corporateAccountOfMutasi(account) ?? [])), any: scope.day.any } : null;
}

export const RULE_WORDS: Record<MatchRule, (evidence: string) => string> = {
  REFERENCE: (value) => storedReason('match.evidence.reference', { value }),
  PLAYER_ACCOUNT: (value) => storedReason('match.evidence.account', { value }),
  EXACT_NAME: (value) => storedReason('match.evidence.name', { value }),
  NAME: (value) => storedReason('match.evidence.name', { value }),
  CUT_NAME: (value) => storedReason('match.evidence.cutName', { value }),
  UNIQUE_AMOUNT: () => storedReason('match.evidence.uniqueAmount'),
};

/** What proved a BO row: the evidence and the statement row, and how many days later it was posted when not the same day. */
export function boProof(evidence: string, row: string, later: string | null = null): string {
  return later === null ? storedReason('match.proof', { evidence, row }) : storedReason('match.proof.later', { evidence, row, later });
}

/** What a statement row proved: the evidence and the BO row, and that row's day when it is of an earlier day. */
export function mutasiProof(evidence: string, boRow: string, ofDay: string | null = null): string {
  return ofDay === null ? storedReason('match.proof', { evidence, row: boRow }) : storedReason('match.proof.ofDay', { evidence, row: boRow, date: ofDay });
}

/** `BCA 03-Feb-2025 #12`: the statement's bank (or the gateway's name), its date and its mutasi id. */
export function mutasiLabel(source: string, isoDate: string, id: number): string {
  const date = parseIsoDate(isoDate);
  return `${source} ${date ? formatMonDate(date) : isoDate} #${id}`;
}

/** One BO row's outcome: approved by the statement row (text is the proof), or still pending (text is the reason). */
export interface BoWrite {
  id: number;
  mutasiId: number | null;
  rule: MatchRule | null;
  text: string;
}

/** One statement row's outcome: proves a BO row (text is the proof), or unclaimed (text is the reason). */
export interface MutasiWrite {
  id: number;
  boId: number | null;
  ticket: string | null;
  rule: string | null;
  text: string;
}

/** Values as PostgreSQL's array literal (`{1,NULL}`, `{"a\"b",NULL}`): one text parameter for a whole column. */
function arrayLiteral(values: ReadonlyArray<string | number | null>): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] ?? null;
    parts[i] = value === null ? 'NULL' : typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`;
  }
  return `{${parts.join(',')}}`;
}

/** Stored rows a run paired: their ids as one array literal, and how many. */
export interface PairedIds {
  count: number;
  ids: string;
}

/**
 * The BO rows a run decided as writeBo's parameters: each column one array literal, in id order (so
 * concurrent writers lock rows in one order). Laid out where the decision is made (the upload worker),
 * the server's main thread only passes a few strings on, however many rows a day holds.
 */
export interface BoWriteColumns {
  count: number;
  ids: string;
  mutasiIds: string;
  rules: string;
  texts: string;
  paired: PairedIds;
}

export interface MutasiWriteColumns {
  count: number;
  ids: string;
  boIds: string;
  tickets: string;
  rules: string;
  texts: string;
  paired: PairedIds;
}

/** Rows in id order (so concurrent writers lock rows in one order), each column one array literal, and the paired rows' ids. */
function writeColumns<T extends { id: number }, K extends string>(
  rows: readonly T[],
  columns: Record<K, (row: T) => string | number | null>,
  isPaired: (row: T) => boolean,
): Record<K, string> & { count: number; paired: PairedIds } {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  const texts = Object.fromEntries(Object.entries<(row: T) => string | number | null>(columns).map(([name, valueOf]) => [name, arrayLiteral(sorted.map(valueOf))])) as Record<K, string>;
  const paired = sorted.filter(isPaired).map((row) => row.id);
  return { ...texts, count: sorted.length, paired: { count: paired.length, ids: arrayLiteral(paired) } };
}

export function boWriteColumns(rows: readonly BoWrite[]): BoWriteColumns {
  return writeColumns(rows, { ids: (row) => row.id, mutasiIds: (row) => row.mutasiId, rules: (row) => row.rule, texts: (row) => row.text }, (row) => row.mutasiId !== null);
}

export function mutasiWriteColumns(rows: readonly MutasiWrite[]): MutasiWriteColumns {
  return writeColumns(rows, { ids: (row) => row.id, boIds: (row) => row.boId, tickets: (row) => row.ticket, rules: (row) => row.rule, texts: (row) => row.text }, (row) => row.boId !== null);
}

/** What writeBo sets, for BO rows loaded with their outcome (an upload's new rows): the columns, in order. */
export function boOutcomeColumns(tables: SideTables): string[] {
  const { bo } = tables;
  return [bo.approve, bo.ket, 'approved_by', 'approved_at', 'match_rule', 'match_reason', 'matched_mutasi_id'];
}

/** writeBo's values for a BO row not stored yet (nothing of its own to keep); `now` is the decision's time. */
export function boOutcomeValues(write: BoWrite, now: string): Array<string | number | boolean | null> {
  const approved = write.mutasiId !== null;
  return [approved, approved ? `AUTO: ${write.text}` : null, null, approved ? now : null, approved ? write.rule : null, write.text, write.mutasiId];
}

/** What writeMutasi sets, for statement rows loaded with their outcome: the columns, in order. */
export const MUTASI_OUTCOME_COLUMNS: readonly string[] = ['mutasi_app', 'mutasi_ketapp', 'mutasi_ticket', 'mutasi_app_date', 'match_rule', 'match_reason', 'matched_bo_id'];

/** writeMutasi's values (prefix `AUTO: `) for a statement row not stored yet. */
export function mutasiOutcomeValues(write: MutasiWrite, now: string): Array<string | number | boolean | null> {
  const claimed = write.boId !== null;
  return [claimed, claimed ? `AUTO: ${write.text}` : null, claimed ? write.ticket : null, claimed ? now : null, claimed ? write.rule : null, claimed ? null : write.text, write.boId];
}

/** Reasons that differ from the stored ones (most rows keep theirs, so most runs write little). */
function changedReasons(rows: readonly Unmatched[], stored: ReadonlyMap<number, { match_reason: string | null }>): Unmatched[] {
  return rows.filter((row) => stored.get(row.id)?.match_reason !== row.reason);
}

/** What the checker decided over one scope: the rows to write and the counts. */
export interface ScopeDecision {
  bo: BoWrite[];
  mutasi: MutasiWrite[];
  summary: MatchSummary;
}

/**
 * The checker's decision over one scope, in memory and without the database (uploads run it in their
 * worker, over the stored rows and the file's new ones): matches the rows (libs/recon matchDay) and
 * lays out the proofs and the reasons that changed. `labels` names each statement upload's source (sourceLabels).
 */
export function decideScope(tables: SideTables, isoDate: string, scope: Scope, labels: ReadonlyMap<string, string>): ScopeDecision {
  const result = matchDay(scope.bos.map(boInput), scope.mutasi.map(mutasiInput), scope.earlier.map(boInput), mutasiDayOf(scope));
  const bos = new Map(scope.bos.map((row) => [Number(row.id), row]));
  const mutasi = new Map(scope.mutasi.map((row) => [Number(row.id), row]));
  const boWrites: BoWrite[] = [];
  const mutasiWrites: MutasiWrite[] = [];
  for (const pair of result.matched) {
    const statement = mutasi.get(pair.mutasiId) as MutasiScopeRow;
    const ticket = (bos.get(pair.boId) as BoScopeRow).ticket;
    const evidence = RULE_WORDS[pair.rule](pair.evidence);
    boWrites.push({ id: pair.boId, mutasiId: pair.mutasiId, rule: pair.rule, text: boProof(evidence, mutasiLabel(labels.get(statement.upload_id) as string, isoDate, pair.mutasiId)) });
    mutasiWrites.push({ id: pair.mutasiId, boId: pair.boId, ticket, rule: pair.rule, text: mutasiProof(evidence, `${tables.bo.what} ${ticket}`) });
  }
  for (const row of changedReasons(result.pendingBo, bos)) boWrites.push({ id: row.id, mutasiId: null, rule: null, text: row.reason });
  for (const row of changedReasons(result.unclaimedMutasi, mutasi)) mutasiWrites.push({ id: row.id, boId: null, ticket: null, rule: null, text: row.reason });
  return { bo: boWrites, mutasi: mutasiWrites, summary: { approved: result.matched.length, pending: result.pendingBo.length, unclaimed: result.unclaimedMutasi.length } };
}

/** How a person's approval that claims no statement row reads (View BO, exports, the dashboard). */
export const NO_MUTASI_ROW = storedReason('match.noMutasiRow');
