import { POSTING_CUTOFF_JAKARTA, earlierRequestDays, formatMonDate, parseIsoDate } from '@checker/domain';
import { corporateAccountOfStatement, matchDay, type MatchBoRow, type MatchRule, type MatchStatementRow, type StatementDay, type Unmatched } from '@checker/recon';
import type { Queryable } from '../db/db';
import { lockMatchScopes } from '../db/scope-locks';
import { SIDES, centsOfNumeric, type Side, type SideTables } from './sides';
import { gatewaySource } from './sources';
import { readPostingWindow } from './window';

/** What one run of the checker did over some (website, date) scopes. */
export interface MatchSummary {
  approved: number;
  pending: number;
  unclaimed: number;
}

export const NO_MATCHING: MatchSummary = { approved: 0, pending: 0, unclaimed: 0 };

/** Where a run spent its time, added up over its scopes (bench:match reports it). */
export interface MatchTimings {
  readMs: number;
  matchMs: number;
  writeMs: number;
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

/** Narrows a scope to the rows that can pair with some BO rows: every rule needs the same amount. */
interface Focus {
  amounts: string[];
  boIds: number[];
}

/** The columns the matcher reads of a pending BO row, as BoScopeRow names them. */
export function boScopeColumns(tables: SideTables): string {
  const { bo } = tables;
  const [ref1, ref2] = bo.refs;
  return `${bo.id} AS id, ${bo.ticket} AS ticket, ${ref1 ?? 'NULL::text'} AS ref_1, ${ref2 ?? 'NULL::text'} AS ref_2, ${bo.amount} AS amount,
          ${bo.corporate} AS corporate_bank, ${bo.user} AS user_name, ${bo.name} AS full_name, ${bo.playerBank} AS player_bank, ${bo.status} AS status, match_reason,
          ${lateRequestSql(tables)} AS late, to_char(${bo.time} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS request_time`;
}

/** isLateRequest in SQL, over the stored request time and the holidays an ADMIN keeps. */
function lateRequestSql(tables: SideTables): string {
  const { bo } = tables;
  return `((${bo.time} AT TIME ZONE 'Asia/Jakarta')::time >= '${POSTING_CUTOFF_JAKARTA}'::time OR extract(isodow FROM ${bo.date}) >= 6
          OR EXISTS (SELECT 1 FROM posting_holidays h WHERE h.holiday = ${bo.date}))`;
}

/** Scope.earlier: the pending requests of the window's earlier days whose money may be on `isoDate`'s statement. */
async function readEarlier(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): Promise<BoScopeRow[]> {
  const { wholeDays, lateDays } = earlierRequestDays(await readPostingWindow(tx), isoDate);
  if (wholeDays.length === 0 && lateDays.length === 0) return [];
  const { bo } = tables;
  const result = await tx.query<BoScopeRow>(
    `SELECT ${boScopeColumns(tables)}
       FROM ${bo.table}
      WHERE website_id = $1 AND NOT ${bo.approve}
        AND (${bo.date} = ANY($2::date[]) OR (${bo.date} = ANY($3::date[]) AND (${bo.time} AT TIME ZONE 'Asia/Jakarta')::time >= $4::time))${focus ? ` AND ${bo.amount} = ANY($5::numeric[])` : ''}`,
    focus ? [websiteId, wholeDays, lateDays, POSTING_CUTOFF_JAKARTA, focus.amounts] : [websiteId, wholeDays, lateDays, POSTING_CUTOFF_JAKARTA],
  );
  return result.rows;
}

/** Only the columns the matcher reads; statement rows without their upload (its label is read for matched rows only). */
export async function readScope(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): Promise<Scope> {
  const { bo } = tables;
  const bos = await tx.query<BoScopeRow>(
    `SELECT ${boScopeColumns(tables)}
       FROM ${bo.table}
      WHERE website_id = $1 AND ${bo.date} = $2::date AND NOT ${bo.approve}${focus ? ` AND (${bo.amount} = ANY($3::numeric[]) OR ${bo.id} = ANY($4::bigint[]))` : ''}`,
    focus ? [websiteId, isoDate, focus.amounts, focus.boIds] : [websiteId, isoDate],
  );
  const mutasi = await tx.query<MutasiScopeRow>(
    `SELECT mutasi_id AS id, upload_id, mutasi_amount AS amount, corporate_account_no, transaction_id, description, sender_name, sender_account, mutasi_app, mutasi_ticket, match_reason
       FROM ${tables.mutasi}
      WHERE website_id = $1 AND statement_date = $2::date${focus ? ' AND mutasi_amount = ANY($3::numeric[])' : ''}`,
    focus ? [websiteId, isoDate, focus.amounts] : [websiteId, isoDate],
  );
  // Read even without stored statement rows: a statement upload decides its new rows with this scope.
  const earlier = await readEarlier(tx, tables, websiteId, isoDate, focus);
  if (!focus) return { bos: bos.rows, mutasi: mutasi.rows, earlier };
  const accounts = await tx.query<{ account: string | null }>(`SELECT DISTINCT corporate_account_no AS account FROM ${tables.mutasi} WHERE website_id = $1 AND statement_date = $2::date`, [websiteId, isoDate]);
  return { bos: bos.rows, mutasi: mutasi.rows, earlier, day: { accounts: accounts.rows.flatMap((row) => row.account ?? []), any: accounts.rows.length > 0 } };
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

export function statementInput(row: MutasiScopeRow): MatchStatementRow {
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

/** matchDay's `day` for a scope read with a focus; null for a whole day. */
export function statementDayOf(scope: Scope): StatementDay | null {
  return scope.day ? { accounts: new Set(scope.day.accounts.flatMap((account) => corporateAccountOfStatement(account) ?? [])), any: scope.day.any } : null;
}

export const RULE_WORDS: Record<MatchRule, (evidence: string) => string> = {
  REFERENCE: (evidence) => `ref ${evidence}`,
  PLAYER_ACCOUNT: (evidence) => `account ${evidence}`,
  EXACT_NAME: (evidence) => `name ${evidence}`,
  NAME: (evidence) => `name ${evidence}`,
  CUT_NAME: (evidence) => `cut name ${evidence}`,
  UNIQUE_AMOUNT: () => 'unique amount',
};

/** Names each statement row's source by its upload: the account's bank (`BCA`), or the gateway's name. */
export async function sourceLabels(tx: Queryable, uploadIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(uploadIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; parser_id: string; corporate_bank: string | null }>('SELECT id, parser_id, corporate_bank FROM uploads WHERE id = ANY($1::bigint[])', [ids]);
  return new Map(rows.rows.map((row) => [row.id, row.corporate_bank ?? gatewaySource(row.parser_id)]));
}

/** `BCA 03-Feb-2025 #12`: the statement's bank (or the gateway's name), its date and its mutasi id. */
export function statementLabel(source: string, isoDate: string, id: number): string {
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

const byWriteId = (a: { id: number }, b: { id: number }): number => a.id - b.id;

/**
 * One UPDATE for every BO row the run decided: approvals (ket_app `AUTO: <proof>`) and changed reasons
 * alike. Rows approved meanwhile are left alone (NOT approve), so a person's approval always stands.
 */
export async function writeBo(tx: Queryable, tables: SideTables, rows: BoWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const { bo } = tables;
  const approved = (then: string, otherwise: string): string => `CASE WHEN v.mutasi_id IS NULL THEN ${otherwise} ELSE ${then} END`;
  rows.sort(byWriteId);
  await tx.query(
    `UPDATE ${bo.table} AS b
        SET ${bo.approve} = v.mutasi_id IS NOT NULL, ${bo.ket} = ${approved(`'AUTO: ' || v.text`, `b.${bo.ket}`)},
            approved_by = ${approved('NULL', 'b.approved_by')}, approved_at = ${approved('now()', 'b.approved_at')},
            match_rule = ${approved('v.rule', 'b.match_rule')}, match_reason = v.text, matched_mutasi_id = v.mutasi_id
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) AS v(id, mutasi_id, rule, text)
      WHERE b.${bo.id} = v.id AND NOT b.${bo.approve}`,
    [rows.map((r) => r.id), rows.map((r) => r.mutasiId), rows.map((r) => r.rule), rows.map((r) => r.text)],
  );
}

/** One UPDATE for every statement row decided: claimed ones get `<prefix><proof>` and the BO ticket, unclaimed ones their reason. */
export async function writeMutasi(tx: Queryable, tables: SideTables, rows: MutasiWrite[], prefix: string): Promise<void> {
  if (rows.length === 0) return;
  const claimed = (then: string, otherwise: string): string => `CASE WHEN v.bo_id IS NULL THEN ${otherwise} ELSE ${then} END`;
  rows.sort(byWriteId);
  await tx.query(
    `UPDATE ${tables.mutasi} AS m
        SET mutasi_app = v.bo_id IS NOT NULL, mutasi_ketapp = ${claimed(`$6::text || v.text`, 'm.mutasi_ketapp')},
            mutasi_ticket = ${claimed('v.ticket', 'm.mutasi_ticket')}, mutasi_app_date = ${claimed('now()', 'm.mutasi_app_date')},
            match_rule = ${claimed('v.rule', 'm.match_rule')}, match_reason = ${claimed('NULL', 'v.text')}, matched_bo_id = v.bo_id
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[]) AS v(id, bo_id, ticket, rule, text)
      WHERE m.mutasi_id = v.id AND NOT m.mutasi_app`,
    [rows.map((r) => r.id), rows.map((r) => r.boId), rows.map((r) => r.ticket), rows.map((r) => r.rule), rows.map((r) => r.text), prefix],
  );
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

function addTime(timings: MatchTimings | undefined, phase: keyof MatchTimings, since: number): number {
  const now = performance.now();
  if (timings) timings[phase] += now - since;
  return now;
}

/**
 * Runs the checker over one (website, side, date) inside the caller's transaction: reads the pending
 * BO rows and every statement row of that scope into memory, matches them (libs/recon matchDay),
 * approves what it proved with ket_app naming the rule and the statement row, marks those statement
 * rows with the BO ticket and stores why the rest did not match. Rows approved earlier, by a person
 * or by the checker, are never read as pending and never changed. Take lockMatchScopes first.
 */
export function matchScope(tx: Queryable, websiteId: number, side: Side, isoDate: string, timings?: MatchTimings): Promise<MatchSummary> {
  return runScope(tx, websiteId, side, isoDate, null, timings);
}

/**
 * The checker again over the rows of some amounts of one (website, side, date), after a person's
 * change (approval, deletion, restore) moved what those amounts' rows can prove: every rule pairs
 * rows of one amount only, so the rest of the day keeps its decisions. Take lockMatchScopes first.
 */
export function rematchAmounts(tx: Queryable, websiteId: number, side: Side, isoDate: string, amounts: readonly string[]): Promise<MatchSummary> {
  return runScope(tx, websiteId, side, isoDate, { amounts: [...amounts], boIds: [] });
}

async function runScope(tx: Queryable, websiteId: number, side: Side, isoDate: string, focus: Focus | null, timings?: MatchTimings): Promise<MatchSummary> {
  const tables = SIDES[side];
  let lap = performance.now();
  const scope = await readScope(tx, tables, websiteId, isoDate, focus);
  if (scope.bos.length === 0 && scope.mutasi.length === 0) {
    addTime(timings, 'readMs', lap);
    return NO_MATCHING;
  }
  const labels = await sourceLabels(
    tx,
    scope.mutasi.map((row) => row.upload_id),
  );
  lap = addTime(timings, 'readMs', lap);
  const decision = decideScope(tables, isoDate, scope, labels);
  lap = addTime(timings, 'matchMs', lap);
  await writeBo(tx, tables, decision.bo);
  await writeMutasi(tx, tables, decision.mutasi, 'AUTO: ');
  addTime(timings, 'writeMs', lap);
  return decision.summary;
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
  const result = matchDay(scope.bos.map(boInput), scope.mutasi.map(statementInput), scope.earlier.map(boInput), statementDayOf(scope));
  const bos = new Map(scope.bos.map((row) => [Number(row.id), row]));
  const mutasi = new Map(scope.mutasi.map((row) => [Number(row.id), row]));
  const boWrites: BoWrite[] = [];
  const mutasiWrites: MutasiWrite[] = [];
  for (const pair of result.matched) {
    const statement = mutasi.get(pair.statementId) as MutasiScopeRow;
    const ticket = (bos.get(pair.boId) as BoScopeRow).ticket;
    const evidence = RULE_WORDS[pair.rule](pair.evidence);
    boWrites.push({ id: pair.boId, mutasiId: pair.statementId, rule: pair.rule, text: `${evidence} · ${statementLabel(labels.get(statement.upload_id) as string, isoDate, pair.statementId)}` });
    mutasiWrites.push({ id: pair.statementId, boId: pair.boId, ticket, rule: pair.rule, text: `${evidence} · ${tables.bo.what} ${ticket}` });
  }
  for (const row of changedReasons(result.pendingBo, bos)) boWrites.push({ id: row.id, mutasiId: null, rule: null, text: row.reason });
  for (const row of changedReasons(result.unclaimedStatements, mutasi)) mutasiWrites.push({ id: row.id, boId: null, ticket: null, rule: null, text: row.reason });
  return { bo: boWrites, mutasi: mutasiWrites, summary: { approved: result.matched.length, pending: result.pendingBo.length, unclaimed: result.unclaimedStatements.length } };
}

/** Locks and matches every date an upload touched; the summary adds the dates up. */
export async function matchDates(tx: Queryable, websiteId: number, side: Side, isoDates: readonly string[], timings?: MatchTimings): Promise<MatchSummary> {
  await lockMatchScopes(tx, websiteId, side, isoDates);
  const total = { ...NO_MATCHING };
  for (const date of [...new Set(isoDates)].sort()) {
    const summary = await matchScope(tx, websiteId, side, date, timings);
    total.approved += summary.approved;
    total.pending += summary.pending;
    total.unclaimed += summary.unclaimed;
  }
  return total;
}

/** How a person's approval that claims no statement row reads (View BO, exports, the dashboard). */
export const NO_STATEMENT_ROW = 'approved without a statement row';
