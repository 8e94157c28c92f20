import type { Role } from '@checker/auth';
import type { Queryable } from './db/db';
import type { SignedIn } from './auth/sessions';

export const ACTIVITY_MAX_LENGTH = 1000;

export interface TrackingEntry {
  websiteId: number | null;
  username: string;
  role: Role | null;
  activity: string;
}

/** Writes one row of the activity log (the Tracking page). Pass the transaction's client when in one. */
export async function track(q: Queryable, entry: TrackingEntry): Promise<void> {
  await q.query('INSERT INTO tracking (website_id, username, role, activity) VALUES ($1, $2, $3, $4)', [
    entry.websiteId,
    entry.username.slice(0, 200),
    entry.role,
    entry.activity.slice(0, ACTIVITY_MAX_LENGTH),
  ]);
}

/** A change made by the signed-in caller, logged under the website it concerns (or the caller's own). */
export function trackBy(q: Queryable, account: SignedIn, activity: string, websiteId: number | null = account.account_website): Promise<void> {
  return track(q, { websiteId, username: account.account_name, role: account.account_role, activity });
}
