import type { Queryable } from '../db/db';
import { decideScope } from '../matching/decision';
import { readScope, sourceLabels } from '../matching/run';
import { SIDES, type Side } from '../matching/sides';

/** One row that breaks the books invariant (migration 014), or whose stored decision is stale. */
export interface BooksFinding {
  table: string;
  id: string;
  problem: string;
}

export interface BooksReport {
  /** Rows that break the invariant: these say something false about money. */
  broken: BooksFinding[];
  /** Rows whose stored reason (or pending state) is not what the checker decides from the rows as they are now. */
  stale: BooksFinding[];
  /** Activity log entries that break its hash chain (migration 018): edited, removed or never sealed. */
  log: BooksFinding[];
  /** How much was read: (website, side, date) scopes and rows, and activity log entries. */
  scopes: number;
  rows: number;
  entries: number;
}

/**
 * The activity log's chain, in the order it was written: each entry's content must still give its
 * hash, and each must name the hash of the entry before it; the first must follow the last entry the
 * operator's retention command removed (tracking_anchor), or start the chain.
 */
async function verifyLog(q: Queryable): Promise<{ findings: BooksFinding[]; entries: number }> {
  const found = await q.query<{ id: string; problem: string }>(
    `WITH entries AS (
       SELECT id, seq, prev_hash, hash, tracking_entry_hash(seq, prev_hash, website_id, website_code, username, role, activity, created_at) AS recomputed FROM tracking
       -- What the first entry kept must follow: the last one the retention command removed, else the chain's origin.
       UNION ALL SELECT NULL, seq, NULL, hash, hash FROM tracking_anchor
       UNION ALL SELECT NULL, 0, NULL, NULL, NULL WHERE NOT EXISTS (SELECT 1 FROM tracking_anchor)
     ), chain AS (
       SELECT entries.*, lag(seq) OVER w AS before_seq, lag(hash) OVER w AS before_hash FROM entries WINDOW w AS (ORDER BY seq NULLS LAST, id NULLS FIRST)
     ), judged AS (
       SELECT id, seq, CASE
                WHEN seq IS NULL OR hash IS NULL THEN 'was never sealed into the chain'
                WHEN hash IS DISTINCT FROM recomputed THEN 'its content no longer gives its hash: it was edited after it was written'
                WHEN before_seq IS NOT NULL AND before_seq <> seq - 1 THEN format('entries %s to %s of the chain before it are missing', before_seq + 1, seq - 1)
                WHEN before_seq IS NOT NULL AND prev_hash IS DISTINCT FROM before_hash THEN 'it does not follow the entry before it: that entry was edited or replaced'
              END AS problem
         FROM chain WHERE id IS NOT NULL
     )
     SELECT id::text, problem FROM judged WHERE problem IS NOT NULL ORDER BY seq NULLS LAST, id`,
  );
  const counted = await q.query<{ entries: number }>('SELECT count(*)::int AS entries FROM tracking');
  const entries = counted.rows[0]?.entries ?? 0;
  return { findings: found.rows.map((row) => ({ table: 'tracking', id: row.id, problem: row.problem })), entries };
}

/** Rows of an upload still being stored (PGlite, a crash mid-upload) are not part of the books yet. */
const WHOLE = 'upload_id NOT IN (SELECT upload_id FROM upload_staging)';

/** Each check names the rows it finds and what is wrong with them; none should find any. */
function invariantChecks(side: Side): Array<{ table: string; problem: string; sql: string }> {
  const { bo, mutasi } = SIDES[side];
  return [
    {
      table: bo.table,
      problem: 'approved without a statement row and without a reason',
      sql: `SELECT ${bo.id}::text AS id FROM ${bo.table} WHERE ${bo.approve} AND matched_mutasi_id IS NULL AND coalesce(btrim(unbacked_reason), '') = '' AND ${WHOLE}`,
    },
    {
      table: bo.table,
      problem: 'pending but claims a statement row or carries an approval reason',
      sql: `SELECT ${bo.id}::text AS id FROM ${bo.table} WHERE NOT ${bo.approve} AND (matched_mutasi_id IS NOT NULL OR unbacked_reason IS NOT NULL) AND ${WHOLE}`,
    },
    {
      table: bo.table,
      problem: 'claims a statement row that does not name it back, or of another website or amount',
      sql: `SELECT b.${bo.id}::text AS id FROM ${bo.table} b LEFT JOIN ${mutasi} m ON m.mutasi_id = b.matched_mutasi_id
             WHERE b.matched_mutasi_id IS NOT NULL AND b.${WHOLE}
               AND (m.mutasi_id IS NULL OR m.matched_bo_id IS DISTINCT FROM b.${bo.id} OR m.website_id <> b.website_id OR m.mutasi_amount <> b.${bo.amount})`,
    },
    {
      table: mutasi,
      problem: 'claimed by a BO row that does not name it back, or claimed without naming one',
      sql: `SELECT m.mutasi_id::text AS id FROM ${mutasi} m LEFT JOIN ${bo.table} b ON b.${bo.id} = m.matched_bo_id
             WHERE (m.mutasi_app OR m.matched_bo_id IS NOT NULL) AND m.${WHOLE}
               AND (NOT m.mutasi_app OR b.${bo.id} IS NULL OR b.matched_mutasi_id IS DISTINCT FROM m.mutasi_id OR NOT b.${bo.approve})`,
    },
    {
      table: mutasi,
      problem: 'backs more than one approved BO row',
      sql: `SELECT matched_mutasi_id::text AS id FROM ${bo.table} WHERE matched_mutasi_id IS NOT NULL AND ${WHOLE} GROUP BY matched_mutasi_id HAVING count(*) > 1`,
    },
  ];
}

/**
 * Reads the whole database and reports every row that breaks the books invariant, every
 * (website, side, date) whose stored reasons differ from what the checker decides now (a person's
 * change that did not refresh them, or a rule change since), and every activity log entry that
 * breaks the log's chain. Writes nothing.
 */
export async function verifyBooks(q: Queryable): Promise<BooksReport> {
  const log = await verifyLog(q);
  const report: BooksReport = { broken: [], stale: [], log: log.findings, scopes: 0, rows: 0, entries: log.entries };
  for (const side of ['deposit', 'withdraw'] as const) {
    for (const check of invariantChecks(side)) {
      const found = await q.query<{ id: string }>(check.sql);
      for (const row of found.rows) report.broken.push({ table: check.table, id: row.id, problem: check.problem });
    }
    const tables = SIDES[side];
    const days = await q.query<{ website_id: number; date: string }>(
      `SELECT website_id, ${tables.bo.date}::text AS date FROM ${tables.bo.table} WHERE NOT ${tables.bo.approve} AND ${WHOLE}
        UNION SELECT website_id, statement_date::text FROM ${tables.mutasi} WHERE NOT mutasi_app AND ${WHOLE} ORDER BY 1, 2`,
    );
    for (const day of days.rows) {
      const stored = await readScope(q, tables, day.website_id, day.date, null);
      const labels = await sourceLabels(
        q,
        stored.mutasi.map((row) => row.upload_id),
      );
      const decision = decideScope(tables, day.date, stored, labels);
      report.scopes += 1;
      report.rows += stored.bos.length + stored.mutasi.length;
      for (const write of decision.bo) {
        report.stale.push({ table: tables.bo.table, id: String(write.id), problem: write.mutasiId === null ? `reason should read "${write.text}"` : `the checker would approve it now (${write.text})` });
      }
      for (const write of decision.mutasi) {
        if (write.boId === null) report.stale.push({ table: tables.mutasi, id: String(write.id), problem: `reason should read "${write.text}"` });
      }
    }
  }
  return report;
}
