// Every /api route of the server, called by every kind of caller, against a declared expectation
// (ROUTES and the callers live in authorization-matrix.ts). A route missing from ROUTES fails.
import { apiRouteTable } from '../src/route-table';
import type { ApiRouteEntry } from '../src/http/access';
import { BACKENDS, startServer, type TestServer } from './harness';
import { freshTokenCookies, keyOf, passPermitted, prepareMatrix, refuseDenied, ROUTES, type Matrix } from './authorization-matrix';
import { snapshot } from './snapshot';

const JWT_SECRET = 'authorization-matrix-signing-key-0123456789';

describe('the authorization matrix', () => {
  it('declares every /api route of the server and no other', async () => {
    const served = (await apiRouteTable()).map(keyOf).sort();
    const undeclared = served.filter((key) => !(key in ROUTES)).map((key) => `${key}: add it to ROUTES with its scope and a valid request`);
    const gone = Object.keys(ROUTES).filter((key) => !served.includes(key)).map((key) => `${key}: no such route any more`);
    expect([...undeclared, ...gone]).toEqual([]);
  });
});

describe.each(BACKENDS)('every /api route × every kind of caller on $name', (backend) => {
  let server: TestServer;
  let matrix: Matrix;
  let routes: ApiRouteEntry[];

  beforeAll(async () => {
    routes = await apiRouteTable();
    server = await startServer(backend, { env: { CHECKER_JWT_SECRET: JWT_SECRET } });
    matrix = await prepareMatrix({ setup: server, sessions: server }, JWT_SECRET);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('accepts a token made here with the server key and a live session, so the forged and expired refusals are about signature and expiry alone', async () => {
    const response = await server.request('GET', '/api/websitelist', { cookies: freshTokenCookies(matrix.spare, JWT_SECRET) });
    expect(response.status).toBe(200);
  });

  it('refuses every denied (route, caller) pair with exactly its declared 401 or 403, never 2xx, and writes nothing', async () => {
    const before = await snapshot(server);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['accounts', 'sessions', 'tracking', 'whitelist', 'websites', 'akun_bank', 'bo_deposit', 'uploads']));
    const denied = await refuseDenied(server, routes, matrix);
    expect(denied.mismatches).toEqual([]);
    expect(denied.sent).toBeGreaterThan(routes.length * 6);
    expect(await snapshot(server)).toEqual(before);
  });

  it('lets every permitted (route, caller) pair through the guards with the route\'s declared status', async () => {
    const permitted = await passPermitted(server, routes, matrix);
    expect(permitted.mismatches).toEqual([]);
    expect(permitted.sent).toBeGreaterThan(routes.length);
  });
});
