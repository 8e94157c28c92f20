// Issue 7, load: one session flooding the API is answered 429 after CHECKER_REQUESTS_PER_MINUTE
// requests in a minute (src/http/request-limit.ts), writes nothing once refused, and leaves other
// sessions of the same account and the health probe alone. The other API tests run
// with a limit they never reach (harness.ts); the default is checked in src/config.test.ts.
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { snapshot } from './snapshot';

const LIMIT = 20;
const REFUSED = { message: `Too many requests: at most ${LIMIT} a minute are answered for one session. Wait a moment and try again.` };

jest.setTimeout(120_000);

describe.each(BACKENDS)('the per-session request limit on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(backend, { env: { CHECKER_REQUESTS_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a session its first requests of the minute, then 429 with Retry-After, writing nothing; other sessions and health go on', async () => {
    const flooding = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const other = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await server.request('GET', '/api/websitelist', { cookies: flooding })).status);
    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 200));

    const refused = await server.request('GET', '/api/websitelist', { cookies: flooding });
    expect([refused.status, refused.json()]).toEqual([429, REFUSED]);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const before = await snapshot(server);
    const create = await server.request('POST', '/api/createwebsite', { cookies: flooding, body: { website_name: 'Flood', website_code: 'FLOOD', website_panel: 'NEXUS' } });
    expect([create.status, create.json()]).toEqual([429, REFUSED]);
    expect(await snapshot(server)).toEqual(before);

    // The same account's other session is counted on its own.
    const created = await server.request('POST', '/api/createwebsite', { cookies: other, body: { website_name: 'Other', website_code: 'OTHER', website_panel: 'NEXUS' } });
    expect(created.status).toBe(201);
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });
});
