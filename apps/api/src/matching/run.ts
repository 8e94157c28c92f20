import { formatMonDate, parseIsoDate } from '@checker/domain';
import { PARSERS, isParserId, matchDay, type MatchBoRow, type MatchRule, type MatchStatementRow, type MatchedPair } from '@checker/recon';
import type { Queryable } from '../db/db';
import { SIDES, centsOfNumeric, type Side, type SideTables } from './sides';

/** What one run of the checker did over some (website, date) scopes. */
export interface MatchSummary {
  approved: number;
  pending: number;
  unclaimed: number;
}

export const NO_MATCHING: MatchSummary = { approved: 0, pending: 0, unclaimed: 0 };

/** Serialises everything that decides BO rows of one website, side and date: uploads' matching and manual edits. */
export async function lockMatchScopes(tx: Queryable, websiteId: number, side: Side, isoDates: readonly string[]): Promise<void> {
  const keys = [...new Set(isoDates)].map((date) => `checker:match:${websiteId}:${side}:${date}`);
  // One sorted order for every caller, so two transactions over overlapping dates queue instead of deadlocking.
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (SELECT k FROM unnest($1::text[]) AS k ORDER BY k) AS sorted', [keys]);
}

interface BoScopeRow {
  id: string;
  ticket: string;
  ref_1: string | null;
  ref_2: string | null;
  amount: string;
  corporate_bank: string | null;
  user_name: string;
  full_name: string | null;
  player_bank: string | null;
  match_reason: string | null;
}

interface MutasiScopeRow {
  id: string;
  amount: string;
  corporate_account_no: string | null;
  corporate_bank: string | null;
  parser_id: string;
  transaction_id: string | null;
  description: string;
  sender_name: string | null;
  sender_account: string | null;
  mutasi_app: boolean;
  match_reason: string | null;
}

function readBoScope(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string): Promise<BoScopeRow[]> {
  const { bo } = tables;
  const [ref1, ref2] = bo.refs;
  return tx
    .query<BoScopeRow>(
      `SELECT ${bo.id}::text AS id, ${bo.ticket} AS ticket, ${ref1 ?? 'NULL'} AS ref_1, ${ref2 ?? 'NULL::text'} AS ref_2, ${bo.amount}::text AS amount,
              ${bo.corporate} AS corporate_bank, ${bo.user} AS user_name, ${bo.name} AS full_name, ${bo.playerBank} AS player_bank, match_reason
         FROM ${bo.table}
        WHERE website_id = $1 AND ${bo.date} = $2::date AND NOT ${bo.approve}`,
      [websiteId, isoDate],
    )
    .then((result) => result.rows);
}

function readMutasiScope(tx: Queryable, tables: SideTables, websiteId: number, isoDate: string): Promise<MutasiScopeRow[]> {
  return tx
    .query<MutasiScopeRow>(
      `SELECT m.mutasi_id::text AS id, m.mutasi_amount::text AS amount, m.corporate_account_no, m.corporate_bank, u.parser_id, m.transaction_id,
              m.description, m.sender_name, m.sender_account, m.mutasi_app, m.match_reason
         FROM ${tables.mutasi} m JOIN uploads u ON u.id = m.upload_id
        WHERE m.website_id = $1 AND m.statement_date = $2::date`,
      [websiteId, isoDate],
    )
    .then((result) => result.rows);
}

const RULE_WORDS: Record<MatchRule, (evidence: string) => string> = {
  REFERENCE: (evidence) => `ref ${evidence}`,
  PLAYER_ACCOUNT: (evidence) => `account ${evidence}`,
  EXACT_NAME: (evidence) => `name ${evidence}`,
  NAME: (evidence) => `name ${evidence}`,
  UNIQUE_AMOUNT: () => 'unique amount',
};

/** `BCA 03-Feb-2025 #12`: the statement's bank (or the gateway's name), its date and its mutasi id. */
function statementLabel(row: MutasiScopeRow, isoDate: string): string {
  const source = row.corporate_bank ?? (isParserId(row.parser_id) ? PARSERS[row.parser_id].label.split(' (')[0] : row.parser_id);
  const date = parseIsoDate(isoDate);
  return `${source} ${date ? formatMonDate(date) : isoDate} #${row.id}`;
}

async function writeMatches(tx: Queryable, tables: SideTables, pairs: readonly MatchedPair[], bos: Map<number, BoScopeRow>, mutasi: Map<number, MutasiScopeRow>, isoDate: string): Promise<void> {
  if (pairs.length === 0) return;
  const { bo } = tables;
  const proof = pairs.map((pair) => `${RULE_WORDS[pair.rule](pair.evidence)} · ${statementLabel(mutasi.get(pair.statementId) as MutasiScopeRow, isoDate)}`);
  await tx.query(
    `UPDATE ${bo.table} AS b
        SET ${bo.approve} = true, ${bo.ket} = 'AUTO: ' || v.proof, approved_by = NULL, approved_at = now(),
            match_rule = v.rule, match_reason = v.proof, matched_mutasi_id = v.mutasi_id
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS v(id, proof, rule, mutasi_id)
      WHERE b.${bo.id} = v.id AND NOT b.${bo.approve}`,
    [pairs.map((p) => p.boId), proof, pairs.map((p) => p.rule), pairs.map((p) => p.statementId)],
  );
  await tx.query(
    `UPDATE ${tables.mutasi} AS m
        SET mutasi_app = true, mutasi_ketapp = 'AUTO: ' || v.proof, mutasi_ticket = v.ticket, mutasi_app_date = now(),
            match_rule = v.rule, match_reason = NULL, matched_bo_id = v.bo_id
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[]) AS v(id, proof, ticket, rule, bo_id)
      WHERE m.mutasi_id = v.id`,
    [
      pairs.map((p) => p.statementId),
      pairs.map((p) => `${RULE_WORDS[p.rule](p.evidence)} · ${bo.what} ${(bos.get(p.boId) as BoScopeRow).ticket}`),
      pairs.map((p) => (bos.get(p.boId) as BoScopeRow).ticket),
      pairs.map((p) => p.rule),
      pairs.map((p) => p.boId),
    ],
  );
}

/** Stores the reasons that changed since the last run (most rows keep theirs, so most runs write little). */
async function writeReasons(tx: Queryable, table: string, idColumn: string, changed: ReadonlyArray<{ id: number; reason: string }>): Promise<void> {
  if (changed.length === 0) return;
  await tx.query(`UPDATE ${table} AS t SET match_reason = v.reason FROM unnest($1::bigint[], $2::text[]) AS v(id, reason) WHERE t.${idColumn} = v.id`, [
    changed.map((row) => row.id),
    changed.map((row) => row.reason),
  ]);
}

/**
 * Runs the checker over one (website, side, date) inside the caller's transaction: reads the pending
 * BO rows and every statement row of that scope into memory, matches them (libs/recon matchDay),
 * approves what it proved with ket_app naming the rule and the statement row, marks those statement
 * rows with the BO ticket and stores why the rest did not match. Rows approved earlier, by a person
 * or by the checker, are never read as pending and never changed. Take lockMatchScopes first.
 */
export async function matchScope(tx: Queryable, websiteId: number, side: Side, isoDate: string): Promise<MatchSummary> {
  const tables = SIDES[side];
  const boRows = await readBoScope(tx, tables, websiteId, isoDate);
  const mutasiRows = await readMutasiScope(tx, tables, websiteId, isoDate);
  if (boRows.length === 0 && mutasiRows.length === 0) return NO_MATCHING;
  const bos = new Map(boRows.map((row) => [Number(row.id), row]));
  const mutasi = new Map(mutasiRows.map((row) => [Number(row.id), row]));
  const boInput: MatchBoRow[] = boRows.map((row) => ({
    id: Number(row.id),
    ticket: row.ticket,
    references: [row.ref_1, row.ref_2],
    amountCents: centsOfNumeric(row.amount),
    corporateBank: row.corporate_bank,
    userName: row.user_name,
    fullName: row.full_name,
    playerBank: row.player_bank,
  }));
  const statementInput: MatchStatementRow[] = mutasiRows.map((row) => ({
    id: Number(row.id),
    amountCents: centsOfNumeric(row.amount),
    corporateAccountNo: row.corporate_account_no,
    reference: row.transaction_id,
    description: row.description,
    senderName: row.sender_name,
    senderAccount: row.sender_account,
    taken: row.mutasi_app,
  }));
  const result = matchDay(boInput, statementInput);
  await writeMatches(tx, tables, result.matched, bos, mutasi, isoDate);
  await writeReasons(
    tx,
    tables.bo.table,
    tables.bo.id,
    result.pendingBo.filter((row) => bos.get(row.id)?.match_reason !== row.reason),
  );
  await writeReasons(
    tx,
    tables.mutasi,
    'mutasi_id',
    result.unclaimedStatements.filter((row) => mutasi.get(row.id)?.match_reason !== row.reason),
  );
  return { approved: result.matched.length, pending: result.pendingBo.length, unclaimed: result.unclaimedStatements.length };
}

/** Locks and matches every date an upload touched; the summary adds the dates up. */
export async function matchDates(tx: Queryable, websiteId: number, side: Side, isoDates: readonly string[]): Promise<MatchSummary> {
  await lockMatchScopes(tx, websiteId, side, isoDates);
  const total = { ...NO_MATCHING };
  for (const date of [...new Set(isoDates)].sort()) {
    const summary = await matchScope(tx, websiteId, side, date);
    total.approved += summary.approved;
    total.pending += summary.pending;
    total.unclaimed += summary.unclaimed;
  }
  return total;
}
