import type { QueryResult, QueryResultRow } from 'pg';
import type { SignedIn } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { HttpError } from './errors';
import { assertWebsiteScope, findWebsite, reachableWebsite, type WebsiteRow } from './website-scope';

const WEBSITES: WebsiteRow[] = [
  { id: 1, name: 'Alpha', code: 'ABC', panel: 'NEXUS' },
  { id: 2, name: 'Digits', code: '777', panel: 'LUXE' },
];

/** Answers the two lookups findWebsite makes (by id, by code) from WEBSITES. */
const fakeDb: Queryable = {
  async query<R extends QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    const value = params?.[0];
    const rows = WEBSITES.filter((w) => (sql.includes('WHERE id') ? w.id === value : w.code === value));
    return { rows: rows as unknown as R[], rowCount: rows.length, command: 'SELECT', oid: 0, fields: [] };
  },
};

const checker: SignedIn = { account_id: 5, account_name: 'budi', account_role: 'CHECKER', account_website: 1, session_id: 's' };
const admin: SignedIn = { account_id: 1, account_name: 'root', account_role: 'ADMIN', account_website: null, session_id: 's' };

describe('website scope', () => {
  it('finds a website by id, by code in any case, and by an id written as digits', async () => {
    expect((await findWebsite(fakeDb, 1))?.code).toBe('ABC');
    expect((await findWebsite(fakeDb, ' abc '))?.id).toBe(1);
    expect((await findWebsite(fakeDb, '777'))?.id).toBe(2);
    expect((await findWebsite(fakeDb, '1'))?.code).toBe('ABC');
    expect(await findWebsite(fakeDb, 'NOPE')).toBeNull();
    expect(await findWebsite(fakeDb, 0)).toBeNull();
  });

  it('lets ADMIN reach any website and others only their own', async () => {
    expect(() => assertWebsiteScope(admin, { id: 2, code: '777' })).not.toThrow();
    expect(() => assertWebsiteScope(checker, { id: 1, code: 'ABC' })).not.toThrow();
    expect(() => assertWebsiteScope(checker, { id: 2, code: '777' })).toThrow(new HttpError(403, 'Forbidden: website 777 is not yours.'));
    await expect(reachableWebsite(fakeDb, checker, '777')).rejects.toMatchObject({ statusCode: 403 });
    await expect(reachableWebsite(fakeDb, checker, 'xyz')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Website XYZ does not exist.',
      answer: { message: 'Website XYZ does not exist.', messageKey: 'server.website.missing', messageValues: { website: 'XYZ' } },
    });
    await expect(reachableWebsite(fakeDb, checker, 'abc')).resolves.toMatchObject({ id: 1 });
  });
});
