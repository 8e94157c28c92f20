import { parseMonDate, said, toIsoDate, type CalendarDate, type ReviewSearch, type ReviewStatus } from '@checker/domain';
import { ReconError, formatCents, parseAmount } from '@checker/recon';
import type { Queryable } from '../db/db';
import { containsCondition, containsPattern } from '../db/search';
import { badRequest } from '../http/errors';
import type { ViewDefinition, ViewColumn } from './views';

const STATUS_WORDS: Record<string, ReviewStatus> = {
  approve: 'approve',
  approved: 'approve',
  pending: 'pending',
  all: 'all',
  'select all': 'all',
  selectall: 'all',
};

export function parseStatus(raw: string): ReviewStatus {
  const status = STATUS_WORDS[raw.trim().toLowerCase()];
  if (!status) throw badRequest(said('server.review.statusInvalid'));
  return status;
}

export function parseViewDate(raw: string, field = 'date'): CalendarDate {
  const date = parseMonDate(raw);
  if (!date) throw badRequest(said('server.review.dateInvalid', { field }));
  return date;
}

export interface ViewFilter {
  websiteId: number;
  date: CalendarDate;
  status: ReviewStatus;
  search: ReviewSearch | null;
}

interface Where {
  sql: string;
  params: unknown[];
}

const DIGITS = /^\d{1,18}$/;

function searchCondition(view: ViewDefinition, search: ReviewSearch, param: (value: unknown) => string): string {
  const term = search.term.trim();
  if (term === '') throw badRequest(said('server.review.termEmpty'));
  if (search.kind === 'nominal') {
    let cents: bigint;
    try {
      cents = parseAmount(term);
    } catch (error) {
      if (error instanceof ReconError) throw badRequest(said('server.review.termNotAmount', { term: JSON.stringify(term) }));
      throw error;
    }
    return `r.${view.amountColumn} = ${param(formatCents(cents))}::numeric`;
  }
  if (search.kind === 'string') {
    return containsCondition('r', view.textSearchColumns, term, param(containsPattern(term)));
  }
  // The row id, or an id column as written (ignoring case) or by its digits alone. upper() leaves the
  // digits as they are, so a match as written has the term's digits too: every option is put as a
  // comparison of the digits, which the (website, date, digits) indexes of migration 008 look up.
  const digitsOf = (column: string) => `regexp_replace(r.${column}, '\\D', '', 'g')`;
  if (DIGITS.test(term)) {
    // All digits: a match as written is a match by the digits.
    const digits = param(term);
    return `(r.${view.idColumn} = ${param(term)}::bigint OR ${view.idSearchColumns.map((column) => `${digitsOf(column)} = ${digits}`).join(' OR ')})`;
  }
  const exact = param(term.toUpperCase());
  return `(${view.idSearchColumns.map((column) => `(${digitsOf(column)} = regexp_replace(${exact}, '\\D', '', 'g') AND upper(r.${column}) = ${exact})`).join(' OR ')})`;
}

export function whereOf(view: ViewDefinition, filter: ViewFilter): Where {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = [`r.website_id = ${param(filter.websiteId)}`, `r.${view.dateColumn} = ${param(toIsoDate(filter.date))}::date`];
  if (filter.status !== 'all') conditions.push(`r.${view.approveColumn} = ${param(filter.status === 'approve')}`);
  if (filter.search) conditions.push(searchCondition(view, filter.search, param));
  return { sql: conditions.join(' AND '), params };
}

function jsonExpr(column: ViewColumn): string {
  if (column.kind === 'id' || column.kind === 'money' || column.kind === 'date') return `(${column.expr})::text AS ${column.name}`;
  return `${column.expr} AS ${column.name}`;
}

/** Moments in the file are Asia/Jakarta wall-clock time (UTC+7 all year). */
function exportExpr(column: ViewColumn): string {
  if (column.kind === 'moment') return `to_char((${column.expr} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS') AS ${column.name}`;
  if (column.kind === 'date') return `to_char(${column.expr}, 'DD-Mon-YYYY') AS ${column.name}`;
  return jsonExpr(column);
}

type Row = Record<string, unknown>;

/** The rows with their id columns (selected as text: bigint) as numbers, which makes them rows of the view's schema (`T`). */
function numberIds<T extends object = Row>(view: ViewDefinition, rows: Row[]): T[] {
  const ids = view.columns.filter((column) => column.kind === 'id').map((column) => column.name);
  for (const row of rows) for (const id of ids) if (row[id] !== null && row[id] !== undefined) row[id] = Number(row[id]);
  return rows as T[];
}

export interface ViewPage<T> {
  rows: T[];
  total: number;
}

/** The exact total of a website, date and status, summed from the counts the tables' triggers keep (migration 006). */
async function storedTotal(q: Queryable, view: ViewDefinition, filter: ViewFilter): Promise<number> {
  const params: unknown[] = [view.table, filter.websiteId, toIsoDate(filter.date)];
  if (filter.status !== 'all') params.push(filter.status === 'approve');
  const result = await q.query<{ total: number }>(
    `SELECT COALESCE(sum(delta), 0)::int AS total FROM review_counts
      WHERE table_name = $1 AND website_id = $2 AND day = $3::date${filter.status === 'all' ? '' : ' AND approved = $4'}`,
    params,
  );
  return result.rows[0]?.total ?? 0;
}

/**
 * One page (ordered by id) and the total of the filter. The page's ids come first from the index that
 * ends in the id, (website, date, status, id) or (website, date, id), so OFFSET skips index entries
 * (an index-only scan), not table rows; only the page's own rows are then read. The total of a plain
 * view is a lookup; a search counts its matches.
 */
export async function viewPage<T extends object>(q: Queryable, view: ViewDefinition, filter: ViewFilter, limit: number, offset: number): Promise<ViewPage<T>> {
  const where = whereOf(view, filter);
  const n = where.params.length;
  const total = filter.search
    ? ((await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${view.table} r WHERE ${where.sql}`, where.params)).rows[0]?.total ?? 0)
    : await storedTotal(q, view, filter);
  const rows = await q.query<Row>(
    `WITH ids AS (SELECT r.${view.idColumn} AS id FROM ${view.table} r WHERE ${where.sql} ORDER BY r.${view.idColumn} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT ${view.columns.map(jsonExpr).join(', ')}
       FROM ids JOIN ${view.table} r ON r.${view.idColumn} = ids.id
      ORDER BY r.${view.idColumn}`,
    [...where.params, limit, offset],
  );
  return { rows: numberIds<T>(view, rows.rows), total };
}

export const EXPORT_BATCH_ROWS = 5000;

/**
 * Every row of the filter for an export, in id order, a batch at a time: each batch is its own
 * short query (keyset on the id), so an export never holds the one PGlite connection for long.
 */
export async function* exportRows(q: Queryable, view: ViewDefinition, filter: ViewFilter): AsyncGenerator<Row[]> {
  const where = whereOf(view, filter);
  const n = where.params.length;
  const sql = `WITH page AS (SELECT * FROM ${view.table} r WHERE ${where.sql} AND r.${view.idColumn} > $${n + 1}::bigint ORDER BY r.${view.idColumn} LIMIT ${EXPORT_BATCH_ROWS})
     SELECT ${view.columns.map(exportExpr).join(', ')}, r.${view.idColumn}::text AS export_key
       FROM page r
      ORDER BY r.${view.idColumn}`;
  let after = '0';
  for (;;) {
    const batch = (await q.query<Row>(sql, [...where.params, after])).rows;
    if (batch.length === 0) return;
    after = String(batch[batch.length - 1]?.export_key);
    yield numberIds(view, batch);
    if (batch.length < EXPORT_BATCH_ROWS) return;
  }
}
