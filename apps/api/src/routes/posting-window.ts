import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ONLY, ALL_ROLES } from '@checker/auth';
import {
  API_PATHS,
  DEFAULT_POSTING_WORKING_DAYS,
  MAX_POSTING_WORKING_DAYS,
  formatMonDate,
  parseIsoDate,
  parseMonDate,
  said,
  saidFields,
  toIsoDate,
  type MessageKey,
  workingDaysText,
  type CalendarDate,
  type PostingHoliday,
  type PostingSourceWindow,
} from '@checker/domain';
import { POSTING_WINDOW_ROUTES } from '@checker/domain/schemas';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { badRequest, conflict, notFound } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import { postingSources } from '../matching/sources';
import type { Services } from '../services';
import { trackBy } from '../tracking';

const SOURCES = postingSources();

/** The source as the server names it, matched case-insensitively; a 400 naming the sources otherwise. */
function knownSource(typed: string): string {
  const wanted = typed.trim().toLowerCase();
  const source = SOURCES.find((candidate) => candidate.toLowerCase() === wanted);
  if (!source) throw badRequest(said('server.postingWindow.sourceUnknown', { source: typed.trim(), allowed: SOURCES.join(', ') }));
  return source;
}

/** A holiday date as ISO `2025-08-17` or `17-Aug-2025`; a 400 otherwise. */
function holidayDate(typed: string): CalendarDate {
  const trimmed = typed.trim();
  const date = parseMonDate(trimmed) ?? parseIsoDate(trimmed);
  if (!date || date.year < 1900 || date.year > 2999) throw badRequest(said('server.postingWindow.dateInvalid', { date: trimmed }));
  return date;
}

const days = (count: number): string => `${count} working day${count === 1 ? '' : 's'}`;

/** A message naming `count` working days: `one` says "1 working day", `many` "N working days". */
const byDays = (count: number, one: MessageKey, many: MessageKey): MessageKey => (count === 1 ? one : many);

interface StoredWindow {
  working_days: number;
  edited_by: number | null;
  edited_at: Date;
}

async function sourceWindows(q: Queryable): Promise<PostingSourceWindow[]> {
  const stored = await q.query<StoredWindow & { source: string }>('SELECT source, working_days, edited_by, edited_at FROM posting_windows');
  const bySource = new Map(stored.rows.map((row) => [row.source, row]));
  const names = [...new Set([...SOURCES, ...bySource.keys()])].sort((a, b) => a.localeCompare(b, 'en'));
  return names.map((source) => {
    const row = bySource.get(source);
    if (!row) return { source, working_days: DEFAULT_POSTING_WORKING_DAYS, is_default: true, edited_by: null, edited_at: null };
    return { source, working_days: Number(row.working_days), is_default: false, edited_by: row.edited_by, edited_at: row.edited_at.toISOString() };
  });
}

async function holidays(q: Queryable): Promise<PostingHoliday[]> {
  const rows = await q.query<{ holiday: string; name: string; created_by: number | null; created_at: Date }>(
    "SELECT to_char(holiday, 'YYYY-MM-DD') AS holiday, name, created_by, created_at FROM posting_holidays ORDER BY holiday",
  );
  return rows.rows.map((row) => ({
    date: formatMonDate(parseIsoDate(row.holiday) as CalendarDate),
    name: row.name,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  }));
}

/** The window a source has now, locked until the transaction ends when it has a row of its own. */
async function lockWindow(tx: Queryable, source: string): Promise<Pick<PostingSourceWindow, 'working_days' | 'is_default'>> {
  const found = await tx.query<{ working_days: number }>('SELECT working_days FROM posting_windows WHERE source = $1 FOR UPDATE', [source]);
  const row = found.rows[0];
  return row ? { working_days: Number(row.working_days), is_default: false } : { working_days: DEFAULT_POSTING_WORKING_DAYS, is_default: true };
}

/**
 * The posting window (issue 16, migration 015): how many working days after a BO row's date the
 * checker still looks for its credit, per statement source, and the holidays that are not working
 * days. Access: every role reads it (the checker's reasons name these days); only ADMIN changes it,
 * and each change is tracked. A change applies to the checker's next runs; it does not revisit
 * decisions already made.
 */
export function postingWindowRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(API_PATHS.postingWindow, { config: { access: { roles: ALL_ROLES } }, schema: POSTING_WINDOW_ROUTES.read }, async () => {
      return {
        default_working_days: DEFAULT_POSTING_WORKING_DAYS,
        max_working_days: MAX_POSTING_WORKING_DAYS,
        sources: await sourceWindows(db),
        holidays: await holidays(db),
      };
    });

    app.put(
      API_PATHS.setPostingWindow,
      { config: { access: { roles: ADMIN_ONLY } }, schema: POSTING_WINDOW_ROUTES.set },
      async (request) => {
        const caller = signedIn(request);
        const source = knownSource(request.body.source);
        const workingDays = request.body.working_days;
        const changed = await db.transaction(async (tx) => {
          const current = await lockWindow(tx, source);
          if (!current.is_default && current.working_days === workingDays) return false;
          await tx.query(
            `INSERT INTO posting_windows (source, working_days, edited_by, edited_at) VALUES ($1, $2, $3, now())
             ON CONFLICT (source) DO UPDATE SET working_days = EXCLUDED.working_days, edited_by = EXCLUDED.edited_by, edited_at = EXCLUDED.edited_at`,
            [source, workingDays, caller.account_id],
          );
          await trackBy(tx, caller, `Set the posting window of ${source} to ${days(workingDays)} (was ${workingDaysText(current)})`, null);
          return true;
        });
        const key = changed ? byDays(workingDays, 'server.postingWindow.setOne', 'server.postingWindow.set') : byDays(workingDays, 'server.postingWindow.unchangedOne', 'server.postingWindow.unchanged');
        return { success: true, ...saidFields(said(key, { source, days: workingDays })), source, working_days: workingDays };
      },
    );

    app.put(
      API_PATHS.resetPostingWindow,
      { config: { access: { roles: ADMIN_ONLY } }, schema: POSTING_WINDOW_ROUTES.reset },
      async (request) => {
        const caller = signedIn(request);
        const source = knownSource(request.body.source);
        const changed = await db.transaction(async (tx) => {
          const current = await lockWindow(tx, source);
          if (current.is_default) return false;
          await tx.query('DELETE FROM posting_windows WHERE source = $1', [source]);
          await trackBy(tx, caller, `Reset the posting window of ${source} to the default ${days(DEFAULT_POSTING_WORKING_DAYS)} (was ${workingDaysText(current)})`, null);
          return true;
        });
        const reset = said(byDays(DEFAULT_POSTING_WORKING_DAYS, 'server.postingWindow.resetOne', 'server.postingWindow.reset'), { source, days: DEFAULT_POSTING_WORKING_DAYS });
        const message = changed ? reset : said('server.postingWindow.alreadyDefault', { source });
        return { success: true, ...saidFields(message), source, working_days: DEFAULT_POSTING_WORKING_DAYS };
      },
    );

    app.post(
      API_PATHS.addPostingHoliday,
      { config: { access: { roles: ADMIN_ONLY } }, schema: POSTING_WINDOW_ROUTES.addHoliday },
      async (request, reply) => {
        const caller = signedIn(request);
        const date = holidayDate(request.body.holiday);
        const name = request.body.name.trim();
        if (name === '') throw badRequest(said('server.postingWindow.holidayNameEmpty'));
        const shown = formatMonDate(date);
        await db
          .transaction(async (tx) => {
            await tx.query('INSERT INTO posting_holidays (holiday, name, created_by) VALUES ($1::date, $2, $3)', [toIsoDate(date), name, caller.account_id]);
            await trackBy(tx, caller, `Added posting holiday ${shown} (${name})`, null);
          })
          .catch((error: unknown) => {
            if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(said('server.postingWindow.holidayExists', { date: shown }));
            throw error;
          });
        reply.code(201);
        return { success: true, ...saidFields(said('server.postingWindow.holidayAdded', { date: shown, name })), date: shown, name };
      },
    );

    app.delete(
      API_PATHS.deletePostingHoliday,
      { config: { access: { roles: ADMIN_ONLY } }, schema: POSTING_WINDOW_ROUTES.removeHoliday },
      async (request) => {
        const caller = signedIn(request);
        const date = holidayDate(request.params.date);
        const shown = formatMonDate(date);
        const name = await db.transaction(async (tx) => {
          const removed = await tx.query<{ name: string }>('DELETE FROM posting_holidays WHERE holiday = $1::date RETURNING name', [toIsoDate(date)]);
          const row = removed.rows[0];
          if (!row) throw notFound(said('server.postingWindow.holidayMissing', { date: shown }));
          await trackBy(tx, caller, `Removed posting holiday ${shown} (${row.name})`, null);
          return row.name;
        });
        return { success: true, ...saidFields(said('server.postingWindow.holidayRemoved', { date: shown, name })), date: shown, name };
      },
    );
  };
}
