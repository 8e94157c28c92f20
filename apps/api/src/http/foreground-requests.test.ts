import Fastify from 'fastify';
import type { Db } from '../db/db';
import { registrationServices } from '../route-table';
import { registerForegroundRequests } from './foreground-requests';

/** The registration-only Db (every query fails), counting the holds taken and not yet released. */
function countingDb(): { db: Db; held(): number } {
  let held = 0;
  const db: Db = {
    ...registrationServices().db,
    holdForeground: () => {
      held += 1;
      let released = false;
      return () => {
        if (!released) held -= 1;
        released = true;
      };
    },
  };
  return { db, held: () => held };
}

async function appWith(db: Db, holdMaxMs?: number) {
  const app = Fastify();
  registerForegroundRequests(app, db, holdMaxMs);
  return app;
}

/** Resolves once `condition` holds, looking every few ms; fails after 5 s. */
async function until(condition: () => boolean): Promise<void> {
  const giveUp = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > giveUp) throw new Error('the condition did not come true within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a request holds the database foreground', () => {
  it('from start to answer on /api routes, also when the route fails', async () => {
    const { db, held } = countingDb();
    const app = await appWith(db);
    const seen: number[] = [];
    app.get('/api/page', async () => {
      seen.push(held());
      return { ok: true };
    });
    app.get('/api/broken', async () => {
      seen.push(held());
      throw new Error('broken');
    });
    expect((await app.inject({ method: 'GET', url: '/api/page' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
    expect(seen).toEqual([1, 1]);
    expect(held()).toBe(0);
    await app.close();
  });

  it('for at most its limit: a request still running then holds nothing', async () => {
    const { db, held } = countingDb();
    const app = await appWith(db, 20);
    let finish = (): void => undefined;
    const seen: number[] = [];
    app.get('/api/export', async () => {
      seen.push(held());
      await until(() => held() === 0);
      seen.push(held());
      await new Promise<void>((resolve) => (finish = resolve));
      return 'rows';
    });
    const answer = app.inject({ method: 'GET', url: '/api/export' });
    await until(() => seen.length === 2);
    finish();
    expect((await answer).statusCode).toBe(200);
    expect(seen).toEqual([1, 0]);
    expect(held()).toBe(0);
    await app.close();
  });

  it('but not on form routes (uploads, Convert Mutasi) nor outside /api', async () => {
    const { db, held } = countingDb();
    const app = await appWith(db);
    const seen: number[] = [];
    app.post('/api/upload', { config: { form: true } }, async () => {
      seen.push(held());
      return { ok: true };
    });
    app.get('/shell.js', async () => {
      seen.push(held());
      return 'js';
    });
    await app.inject({ method: 'POST', url: '/api/upload' });
    await app.inject({ method: 'GET', url: '/shell.js' });
    expect(seen).toEqual([0, 0]);
    await app.close();
  });
});
