// Issue 7, the authorization matrix and the Origin check across instances: two server processes
// share one PostgreSQL schema, as N instances behind a load balancer would. Every caller's session
// is opened on instance B; ADMIN creates the fixture and deactivates a CHECKER (whose session B has
// already served) through instance A; the matrix (authorization-matrix.ts) then runs against A and,
// for the refusals, against B too. The signing key is the one the instances keep in the settings
// table (no CHECKER_JWT_SECRET). PGlite is one process's embedded database, so this file runs only
// on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { apiRouteTable } from '../src/route-table';
import type { ApiRouteEntry } from '../src/http/access';
import { describeOnPostgres, startTwoInstances, withPg, type TestServer } from './harness';
import { freshTokenCookies, keyOf, passPermitted, prepareMatrix, refuseDenied, send, specOf, type Matrix } from './authorization-matrix';
import { snapshot } from './snapshot';

/** The address browsers use, in front of both instances; each instance is configured to accept it. */
const PUBLIC_ORIGIN = 'https://checker.example.test';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describeOnPostgres('the authorization matrix across two API instances on one PostgreSQL', (postgres) => {
  const { databaseUrl } = postgres;
  const schema = `checker_test_matrix2_${randomBytes(5).toString('hex')}`;
  /** Instance A: the fixture and the deactivation go through it, and every matrix request. */
  let first: TestServer;
  /** Instance B: every caller's session is opened here. */
  let second: TestServer;
  let routes: ApiRouteEntry[];
  let matrix: Matrix;
  let jwtSecret: string;
  // Every matrix request carries the Origin a browser page of the app sends, so that only the
  // Origin test below is about the Origin check.
  const browser = { origin: PUBLIC_ORIGIN };

  beforeAll(async () => {
    routes = await apiRouteTable();
    const options = { schema, env: { CHECKER_ALLOWED_ORIGINS: PUBLIC_ORIGIN } };
    [first, second] = await startTwoInstances(postgres, options);
    expect(first.port).not.toBe(second.port);
    const stored = await withPg(databaseUrl, schema, (client) => client.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'jwt_secret'`));
    jwtSecret = stored.rows[0]?.value ?? '';
    matrix = await prepareMatrix({ setup: first, sessions: second }, jwtSecret);
  });

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await withPg(databaseUrl, 'public', (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  });

  it('accepts on both instances a token made with the key they keep in the database, so the forged and expired refusals are about signature and expiry alone', async () => {
    expect(jwtSecret.length).toBeGreaterThanOrEqual(32);
    const cookies = freshTokenCookies(matrix.spare, jwtSecret);
    const answers = [await first.request('GET', '/api/websitelist', { cookies }), await second.request('GET', '/api/websitelist', { cookies })];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
  });

  it('refuses every denied (route, caller) pair on A, where no session was opened, with exactly its declared 401 or 403, and writes nothing', async () => {
    const before = await snapshot(first);
    const denied = await refuseDenied(first, routes, matrix, browser);
    expect(denied.mismatches).toEqual([]);
    expect(denied.sent).toBeGreaterThan(routes.length * 6);
    expect(await snapshot(first)).toEqual(before);
  });

  it('refuses them on B too, where the sessions were opened and the deactivated CHECKER\'s was served before A deactivated it, and writes nothing', async () => {
    const before = await snapshot(second);
    const denied = await refuseDenied(second, routes, matrix, browser);
    expect(denied.mismatches).toEqual([]);
    expect(denied.sent).toBeGreaterThan(routes.length * 6);
    expect(await snapshot(second)).toEqual(before);
  });

  it('refuses every state-changing route from a foreign Origin on both instances with 403 before anything happens, also from the other instance\'s own address', async () => {
    const admin = matrix.callers.find((caller) => caller.id === 'admin');
    if (!admin) throw new Error('The matrix has no ADMIN caller');
    const stateChanging = routes.filter((route) => STATE_CHANGING.has(route.method));
    expect(stateChanging.length).toBeGreaterThan(30);
    const before = await snapshot(first);
    const mismatches: string[] = [];
    for (const [server, other] of [[first, second], [second, first]] as const) {
      for (const origin of ['https://evil.example', `http://127.0.0.1:${other.port}`]) {
        for (const route of stateChanging) {
          // ADMIN's own request, which the permitted pass below then sends with the app's Origin and gets through.
          const response = await send(server, route.method, specOf(route).call(matrix.fixture, admin), admin, { origin });
          const message = response.headers['content-type']?.includes('json') ? response.json<{ message?: unknown }>().message : undefined;
          const expected = `Request refused: it was sent by a page at ${origin}, which is not Checker's own address.`;
          if (response.status !== 403 || message !== expected || response.setCookies.length > 0) {
            mismatches.push(`${keyOf(route)} via port ${server.port} from ${origin}: ${response.status} ${response.text.slice(0, 160)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await snapshot(first)).toEqual(before);
  });

  it('lets every permitted (route, caller) pair through on A, with sessions opened on B, with the route\'s declared status', async () => {
    const permitted = await passPermitted(first, routes, matrix, browser);
    expect(permitted.mismatches).toEqual([]);
    expect(permitted.sent).toBeGreaterThan(routes.length);
  });
});
