import { POSTING_CUTOFF_JAKARTA, earlierRequestDays } from '@checker/domain';
import type { Queryable } from '../db/db';
import { lockMatchScopes } from '../db/scope-locks';
import { NO_MATCHING, addSummaries, boWriteColumns, decideScope, mutasiWriteColumns, type BoScopeRow, type BoWriteColumns, type MatchSummary, type MutasiScopeRow, type MutasiWriteColumns, type Scope, type ScopeText } from './decision';
import { SIDES, type Side, type SideTables } from './sides';
import { gatewaySource } from './sources';
import { readPostingWindow } from './window';

/** Where a run spent its time, added up over its scopes (bench:match reports it). */
export interface MatchTimings {
  readMs: number;
  matchMs: number;
  writeMs: number;
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
  return `${bo.id}::text AS id, ${bo.ticket} AS ticket, ${ref1 ?? 'NULL::text'} AS ref_1, ${ref2 ?? 'NULL::text'} AS ref_2, ${bo.amount}::text AS amount,
          ${bo.corporate} AS corporate_bank, ${bo.user} AS user_name, ${bo.name} AS full_name, ${bo.playerBank} AS player_bank, ${bo.status} AS status, match_reason,
          ${lateRequestSql(tables)} AS late, to_char(${bo.time} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS request_time`;
}

/** isLateRequest in SQL, over the stored request time and the holidays an ADMIN keeps. */
function lateRequestSql(tables: SideTables): string {
  const { bo } = tables;
  return `((${bo.time} AT TIME ZONE 'Asia/Jakarta')::time >= '${POSTING_CUTOFF_JAKARTA}'::time OR extract(isodow FROM ${bo.date}) >= 6
          OR EXISTS (SELECT 1 FROM posting_holidays h WHERE h.holiday = ${bo.date}))`;
}

interface ScopeQuery {
  text: string;
  values: unknown[];
}

/** The day's pending BO rows (BoScopeRow). */
function bosQuery(tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): ScopeQuery {
  const { bo } = tables;
  return {
    text: `SELECT ${boScopeColumns(tables)}
             FROM ${bo.table}
            WHERE website_id = $1 AND ${bo.date} = $2::date AND NOT ${bo.approve}${focus ? ` AND (${bo.amount} = ANY($3::numeric[]) OR ${bo.id} = ANY($4::bigint[]))` : ''}`,
    values: focus ? [websiteId, isoDate, focus.amounts, focus.boIds] : [websiteId, isoDate],
  };
}

/** The day's statement rows (MutasiScopeRow), without their upload (its label is read for matched rows only). */
function mutasiQuery(tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): ScopeQuery {
  return {
    text: `SELECT mutasi_id::text AS id, upload_id::text AS upload_id, mutasi_amount::text AS amount, corporate_account_no, transaction_id, description, sender_name, sender_account,
                  mutasi_app, mutasi_ticket, match_reason
             FROM ${tables.mutasi}
            WHERE website_id = $1 AND statement_date = $2::date${focus ? ' AND mutasi_amount = ANY($3::numeric[])' : ''}`,
    values: focus ? [websiteId, isoDate, focus.amounts] : [websiteId, isoDate],
  };
}

/** Scope.earlier: the pending requests of the window's earlier days whose money may be on `isoDate`'s statement; null when the window reaches no earlier day. */
async function earlierQuery(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): Promise<ScopeQuery | null> {
  const { wholeDays, lateDays } = earlierRequestDays(await readPostingWindow(tx), isoDate);
  if (wholeDays.length === 0 && lateDays.length === 0) return null;
  const { bo } = tables;
  return {
    text: `SELECT ${boScopeColumns(tables)}
             FROM ${bo.table}
            WHERE website_id = $1 AND NOT ${bo.approve}
              AND (${bo.date} = ANY($2::date[]) OR (${bo.date} = ANY($3::date[]) AND (${bo.time} AT TIME ZONE 'Asia/Jakarta')::time >= $4::time))${focus ? ` AND ${bo.amount} = ANY($5::numeric[])` : ''}`,
    values: focus ? [websiteId, wholeDays, lateDays, POSTING_CUTOFF_JAKARTA, focus.amounts] : [websiteId, wholeDays, lateDays, POSTING_CUTOFF_JAKARTA],
  };
}

/** Only the columns the matcher reads. */
export async function readScope(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string, focus: Focus | null): Promise<Scope> {
  const bos = bosQuery(tables, websiteId, isoDate, focus);
  const mutasi = mutasiQuery(tables, websiteId, isoDate, focus);
  const bosRead = await tx.query<BoScopeRow>(bos.text, bos.values);
  const mutasiRead = await tx.query<MutasiScopeRow>(mutasi.text, mutasi.values);
  // Read even without stored statement rows: a statement upload decides its new rows with this scope.
  const earlier = await earlierQuery(tx, tables, websiteId, isoDate, focus);
  const earlierRows = earlier ? (await tx.query<BoScopeRow>(earlier.text, earlier.values)).rows : [];
  if (!focus) return { bos: bosRead.rows, mutasi: mutasiRead.rows, earlier: earlierRows };
  const accounts = await tx.query<{ account: string | null }>(`SELECT DISTINCT corporate_account_no AS account FROM ${tables.mutasi} WHERE website_id = $1 AND statement_date = $2::date`, [websiteId, isoDate]);
  return { bos: bosRead.rows, mutasi: mutasiRead.rows, earlier: earlierRows, day: { accounts: accounts.rows.flatMap((row) => row.account ?? []), any: accounts.rows.length > 0 } };
}

/**
 * A whole day's scope as an upload's worker takes it: each list one JSON text the database builds, and
 * the uploads of its statement rows. The server's main thread then neither reads the rows one by one
 * nor copies them to the worker as objects, which held other requests up for 100 ms and more on a
 * 100,000-row day.
 */
export async function readScopeText(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string): Promise<{ scope: ScopeText; uploadIds: string[] }> {
  /** The query's rows as one JSON text, and (`uploads`) the distinct upload ids among them, read in the same pass. */
  const asJson = async (query: ScopeQuery | null, uploads = false): Promise<{ rows: string; uploads: string[] }> => {
    if (!query) return { rows: '[]', uploads: [] };
    const result = await tx.query<{ rows: string; uploads: string[] }>(
      `SELECT coalesce(json_agg(r), '[]')::text AS rows, ${uploads ? "coalesce(array_agg(DISTINCT r.upload_id), '{}')" : "'{}'::text[]"} AS uploads FROM (${query.text}) AS r`,
      query.values,
    );
    return result.rows[0] ?? { rows: '[]', uploads: [] };
  };
  const bos = await asJson(bosQuery(tables, websiteId, isoDate, null));
  const mutasi = await asJson(mutasiQuery(tables, websiteId, isoDate, null), true);
  const earlier = await asJson(await earlierQuery(tx, tables, websiteId, isoDate, null));
  return { scope: { bos: bos.rows, mutasi: mutasi.rows, earlier: earlier.rows }, uploadIds: mutasi.uploads };
}

/** Names each statement row's source by its upload: the account's bank (`BCA`), or the gateway's name. */
export async function sourceLabels(tx: Queryable, uploadIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(uploadIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; parser_id: string; corporate_bank: string | null }>('SELECT id, parser_id, corporate_bank FROM uploads WHERE id = ANY($1::bigint[])', [ids]);
  return new Map(rows.rows.map((row) => [row.id, row.corporate_bank ?? gatewaySource(row.parser_id)]));
}

/**
 * One UPDATE for every BO row the run decided: approvals (ket_app `AUTO: <proof>`) and changed reasons
 * alike. Rows approved meanwhile are left alone (NOT approve), so a person's approval always stands.
 */
export async function writeBo(tx: Queryable, tables: SideTables, rows: BoWriteColumns): Promise<void> {
  if (rows.count === 0) return;
  const { bo } = tables;
  const approved = (then: string, otherwise: string): string => `CASE WHEN v.mutasi_id IS NULL THEN ${otherwise} ELSE ${then} END`;
  await tx.query(
    `UPDATE ${bo.table} AS b
        SET ${bo.approve} = v.mutasi_id IS NOT NULL, ${bo.ket} = ${approved(`'AUTO: ' || v.text`, `b.${bo.ket}`)},
            approved_by = ${approved('NULL', 'b.approved_by')}, approved_at = ${approved('now()', 'b.approved_at')},
            match_rule = ${approved('v.rule', 'b.match_rule')}, match_reason = v.text, matched_mutasi_id = v.mutasi_id
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) AS v(id, mutasi_id, rule, text)
      WHERE b.${bo.id} = v.id AND NOT b.${bo.approve}`,
    [rows.ids, rows.mutasiIds, rows.rules, rows.texts],
  );
}

/** One UPDATE for every statement row decided: claimed ones get `<prefix><proof>` and the BO ticket, unclaimed ones their reason. */
export async function writeMutasi(tx: Queryable, tables: SideTables, rows: MutasiWriteColumns, prefix: string): Promise<void> {
  if (rows.count === 0) return;
  const claimed = (then: string, otherwise: string): string => `CASE WHEN v.bo_id IS NULL THEN ${otherwise} ELSE ${then} END`;
  await tx.query(
    `UPDATE ${tables.mutasi} AS m
        SET mutasi_app = v.bo_id IS NOT NULL, mutasi_ketapp = ${claimed(`$6::text || v.text`, 'm.mutasi_ketapp')},
            mutasi_ticket = ${claimed('v.ticket', 'm.mutasi_ticket')}, mutasi_app_date = ${claimed('now()', 'm.mutasi_app_date')},
            match_rule = ${claimed('v.rule', 'm.match_rule')}, match_reason = ${claimed('NULL', 'v.text')}, matched_bo_id = v.bo_id
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[]) AS v(id, bo_id, ticket, rule, text)
      WHERE m.mutasi_id = v.id AND NOT m.mutasi_app`,
    [rows.ids, rows.boIds, rows.tickets, rows.rules, rows.texts, prefix],
  );
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
  await writeBo(tx, tables, boWriteColumns(decision.bo));
  await writeMutasi(tx, tables, mutasiWriteColumns(decision.mutasi), 'AUTO: ');
  addTime(timings, 'writeMs', lap);
  return decision.summary;
}

/** Locks and matches every date an upload touched; the summary adds the dates up. */
export async function matchDates(tx: Queryable, websiteId: number, side: Side, isoDates: readonly string[], timings?: MatchTimings): Promise<MatchSummary> {
  await lockMatchScopes(tx, websiteId, side, isoDates);
  let total = NO_MATCHING;
  for (const date of [...new Set(isoDates)].sort()) total = addSummaries(total, await matchScope(tx, websiteId, side, date, timings));
  return total;
}
