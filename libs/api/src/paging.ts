import type { Page } from './types';

function arrayOf(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

function countOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/**
 * Reads a paged answer as spec 01 §7 describes it: an array, or an object holding `data` or
 * `items` (and maybe `total`). The total comes from x-total-count, else the body's total, else the
 * first row's all_data, else the number of rows received.
 */
export function readPage<T>(body: unknown, headers?: Headers | null): Page<T> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rows = (arrayOf(body) ?? arrayOf(record.data) ?? arrayOf(record.items) ?? []) as T[];
  const first = rows[0] as { all_data?: unknown } | undefined;
  const total = countOf(headers?.get('x-total-count')) ?? countOf(record.total) ?? countOf(first?.all_data) ?? rows.length;
  return { rows, total };
}
