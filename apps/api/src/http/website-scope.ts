import { canReachWebsite } from '@checker/auth';
import { said, type Panel, type Said } from '@checker/domain';
import type { Queryable } from '../db/db';
import type { SignedIn } from '../auth/sessions';
import { HttpError, notFound } from './errors';

export interface WebsiteRow {
  id: number;
  name: string;
  code: string;
  panel: Panel;
}

/** A website named by id (a number) or by code (a string, any case); a digits-only string is tried as a code, then as an id. */
export type WebsiteRef = number | string;

export function describeWebsiteRef(ref: WebsiteRef): string {
  return typeof ref === 'number' ? `id ${ref}` : ref.trim().toUpperCase();
}

/** `Website id 5 does not exist.` / `Website ABC does not exist.`, the website named as describeWebsiteRef names it. */
export function websiteMissing(ref: WebsiteRef): Said {
  return typeof ref === 'number' ? said('server.website.idMissing', { id: ref }) : said('server.website.missing', { website: describeWebsiteRef(ref) });
}

export async function findWebsite(q: Queryable, ref: WebsiteRef): Promise<WebsiteRow | null> {
  const columns = 'SELECT id, name, code, panel FROM websites';
  if (typeof ref === 'number') {
    if (!Number.isInteger(ref) || ref < 1 || ref > 2_147_483_647) return null;
    return (await q.query<WebsiteRow>(`${columns} WHERE id = $1`, [ref])).rows[0] ?? null;
  }
  const code = ref.trim().toUpperCase();
  const byCode = (await q.query<WebsiteRow>(`${columns} WHERE code = $1`, [code])).rows[0];
  if (byCode) return byCode;
  return /^\d{1,9}$/.test(code) ? findWebsite(q, Number(code)) : null;
}

/** The website, or 404 when it does not exist. */
export async function requireWebsite(q: Queryable, ref: WebsiteRef): Promise<WebsiteRow> {
  const website = await findWebsite(q, ref);
  if (!website) throw notFound(websiteMissing(ref));
  return website;
}

/** ADMIN reaches every website; CHECKER and CS only their own. */
export function assertWebsiteScope(account: SignedIn, website: Pick<WebsiteRow, 'id' | 'code'>): void {
  if (!canReachWebsite(account, website.id)) throw new HttpError(403, said('server.website.notYours', { code: website.code }));
}

/** Resolves a website the caller may work on: 404 when unknown, 403 when it is another website's. */
export async function reachableWebsite(q: Queryable, account: SignedIn, ref: WebsiteRef): Promise<WebsiteRow> {
  const website = await requireWebsite(q, ref);
  assertWebsiteScope(account, website);
  return website;
}
