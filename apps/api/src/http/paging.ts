import type { FastifyReply } from 'fastify';

export const PAGE_SIZE_MAX = 1000;
export const PAGE_MAX = 1_000_000;

/** JSON schema of a page size path parameter (named pageSize or rows by the spec). */
export const pageSizeParam = { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX } as const;
export const pageParam = { type: 'integer', minimum: 1, maximum: PAGE_MAX } as const;

export interface Page {
  limit: number;
  offset: number;
}

export function pageOf(pageSize: number, page: number): Page {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * A paged list answers an array whose rows carry `all_data` (the total; the pages read it from the
 * first row) and sends the total in `x-total-count` as well.
 */
export function sendPage<T extends object>(reply: FastifyReply, rows: readonly T[], total: number): Array<T & { all_data: number }> {
  reply.header('x-total-count', String(total));
  return rows.map((row) => ({ ...row, all_data: total }));
}
