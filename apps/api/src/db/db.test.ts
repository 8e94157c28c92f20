import type { Pool, PoolClient, QueryResult } from 'pg';
import { POSTGRES_BACKEND, dbFromPool, type Backend } from './db';
import { SET_LOCAL_SETTINGS } from './settings';

/** A one-connection pool whose queries finish when the test says so, recording what ran in which order. */
function fakePool(): { pool: Pool; events: string[]; finish(): void } {
  const events: string[] = [];
  let finish = (): void => undefined;
  const result = { rows: [] } as unknown as QueryResult;
  const client = {
    query: async (sql: string) => {
      events.push(`tx ${sql}`);
      return result;
    },
    release: () => events.push('release'),
  } as unknown as PoolClient;
  const pool = {
    options: { max: 1 },
    query: (sql: string) => {
      events.push(`query ${sql}`);
      return new Promise((resolve) => {
        finish = () => {
          events.push(`done ${sql}`);
          resolve(result);
        };
      });
    },
    connect: async () => {
      events.push('connect');
      return client;
    },
  } as unknown as Pool;
  return { pool, events, finish: () => finish() };
}

describe('background transactions on a one-connection pool', () => {
  it('wait until no other query is running, then take the connection', async () => {
    const { pool, events, finish } = fakePool();
    const db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
    const page = db.query('SELECT page');
    const upload = db.transaction(async (tx) => tx.query('COPY chunk'), { background: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['query SELECT page']);
    finish();
    await page;
    await upload;
    expect(events).toEqual(['query SELECT page', 'done SELECT page', 'connect', 'tx BEGIN', 'tx COPY chunk', 'tx COMMIT', 'release']);
  });

  it('run at once when nothing else is using the database, and foreground transactions never wait', async () => {
    const { pool, events } = fakePool();
    const db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.transaction(async (tx) => tx.query('COPY chunk'), { background: true });
    await db.transaction(async (tx) => tx.query('UPDATE'));
    expect(events).toEqual(['connect', 'tx BEGIN', 'tx COPY chunk', 'tx COMMIT', 'release', 'connect', 'tx BEGIN', 'tx UPDATE', 'tx COMMIT', 'release']);
  });
});

describe('a hold on the foreground (a request from start to answer)', () => {
  it('keeps background work waiting between its queries until released, and a second release changes nothing', async () => {
    const { pool, events, finish } = fakePool();
    const db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
    const release = db.holdForeground();
    const other = db.holdForeground();
    const first = db.query('SELECT session');
    const upload = db.transaction(async (tx) => tx.query('COPY chunk'), { background: true });
    finish();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['query SELECT session', 'done SELECT session']);
    release();
    release();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(events).toEqual(['query SELECT session', 'done SELECT session']);
    expect(db.foregroundIdleMs()).toBe(0);
    other();
    await upload;
    expect(events).toEqual(['query SELECT session', 'done SELECT session', 'connect', 'tx BEGIN', 'tx COPY chunk', 'tx COMMIT', 'release']);
  });
});

describe('how long the database has been idle for requests', () => {
  it('is 0 while a query runs, grows once none does, and background work does not count', async () => {
    const { pool, finish } = fakePool();
    const db = dbFromPool(pool, POSTGRES_BACKEND, null, async () => undefined);
    const page = db.query('SELECT page');
    expect(db.foregroundIdleMs()).toBe(0);
    finish();
    await page;
    await new Promise((resolve) => setTimeout(resolve, 30));
    await db.transaction(async (tx) => tx.query('COPY chunk'), { background: true });
    expect(db.foregroundIdleMs()).toBeGreaterThanOrEqual(25);
    await db.transaction(async (tx) => tx.query('UPDATE'));
    expect(db.foregroundIdleMs()).toBeLessThan(25);
  });
});

describe('a chunk loaded in a transaction of its own', () => {
  const settings: Array<[string, string]> = [['search_path', 'public']];
  const chunk = new TextEncoder().encode('1\tDP1\n');

  it('on PGlite goes to the database whole, once the connection is held and no other query runs', async () => {
    const { pool, events, finish } = fakePool();
    const backend: Backend = {
      ...POSTGRES_BACKEND,
      async loadAlone(_client, loadSettings, table, columns, data) {
        events.push(`load ${table} (${columns.join(', ')}) ${loadSettings.map(([name, value]) => `${name}=${value}`).join(' ')} ${data.byteLength} bytes`);
      },
    };
    const db = dbFromPool(pool, backend, null, async () => undefined);
    const page = db.query('SELECT page');
    const load = db.copyInOwnTransaction(settings, 'bo_deposit', ['bo_id', 'ticket_no'], chunk);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(['query SELECT page']);
    finish();
    await page;
    expect(await load).toBeGreaterThanOrEqual(0);
    expect(events).toEqual(['query SELECT page', 'done SELECT page', 'connect', 'load bo_deposit (bo_id, ticket_no) search_path=public 6 bytes', 'release']);
  });

  it('elsewhere is an ordinary background transaction: the settings, then the COPY', async () => {
    const { pool, events } = fakePool();
    const backend: Backend = {
      ...POSTGRES_BACKEND,
      async copyRows(_client, table, _columns, chunks) {
        for await (const data of chunks) events.push(`copy ${table} ${data.byteLength} bytes`);
      },
    };
    const db = dbFromPool(pool, backend, null, async () => undefined);
    await db.copyInOwnTransaction(settings, 'bo_deposit', ['bo_id', 'ticket_no'], chunk);
    expect(events).toEqual(['connect', 'tx BEGIN', `tx ${SET_LOCAL_SETTINGS}`, 'copy bo_deposit 6 bytes', 'tx COMMIT', 'release']);
  });
});
