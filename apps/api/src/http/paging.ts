import type { FastifyReply } from 'fastify';

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
