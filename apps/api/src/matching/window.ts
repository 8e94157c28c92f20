import type { PostingWindow } from '@checker/domain';
import type { Queryable } from '../db/db';

/** The posting window as an ADMIN keeps it (migration 015): each source's working days and the holidays. */
export async function readPostingWindow(q: Queryable): Promise<PostingWindow> {
  const [sources, holidays] = await Promise.all([
    q.query<{ source: string; working_days: number }>('SELECT source, working_days FROM posting_windows'),
    q.query<{ holiday: string }>("SELECT to_char(holiday, 'YYYY-MM-DD') AS holiday FROM posting_holidays"),
  ]);
  return {
    workingDays: new Map(sources.rows.map((row) => [row.source, Number(row.working_days)])),
    holidays: new Set(holidays.rows.map((row) => row.holiday)),
  };
}
