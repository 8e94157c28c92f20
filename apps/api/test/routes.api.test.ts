import { STAFF_ROLES } from '@checker/auth';
import { apiRouteTable } from '../src/route-table';
import type { ApiRouteEntry } from '../src/http/access';
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAccount, createWebsite } from './fixtures';

const PUBLIC_ROUTES = ['GET /api/health', 'GET /api/whitelist', 'POST /api/login', 'POST /api/logout'];

function concrete(url: string): string {
  return url.replace(/:\w+/g, '1');
}

describe('the route table', () => {
  it('declares access on every /api route; only sign-in, sign-out, the IP check and health are public', async () => {
    const routes = await apiRouteTable();
    expect(routes.length).toBeGreaterThan(20);
    const publicRoutes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual(PUBLIC_ROUTES);
    for (const route of routes) expect(route.access === 'public' || route.access.roles.length > 0).toBe(true);
  });
});

describe.each(BACKENDS)('every guarded route on $name', (backend) => {
  let server: TestServer;
  let routes: ApiRouteEntry[];
  let cs: string;

  beforeAll(async () => {
    routes = (await apiRouteTable()).filter((r) => r.access !== 'public');
    server = await startServer(backend);
    const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const website = await createWebsite(server, admin, 'ROUTES1');
    await createAccount(server, admin, { name: 'cs-routes', password: 'cs-routes-pass', role: 'CS', website });
    cs = (await signIn(server, 'cs-routes', 'cs-routes-pass')).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a caller that is not signed in with 401', async () => {
    for (const route of routes) {
      const response = await server.request(route.method, concrete(route.url));
      expect([route.method, route.url, response.status, response.json()]).toEqual([route.method, route.url, 401, { message: 'Not signed in.' }]);
    }
  });

  it('refuses a role the route does not allow with 403', async () => {
    const notForCs = routes.filter((r) => r.access !== 'public' && !r.access.roles.includes('CS'));
    expect(notForCs.length).toBeGreaterThan(10);
    for (const route of notForCs) {
      const response = await server.request(route.method, concrete(route.url), { cookies: cs });
      expect([route.method, route.url, response.status, response.json()]).toEqual([route.method, route.url, 403, { message: 'Forbidden.' }]);
    }
  });

  it('refuses a non-whitelisted address with 403 before the session check', async () => {
    for (const route of routes) {
      const response = await server.request(route.method, concrete(route.url), { cookies: cs, localAddress: '127.0.0.2' });
      expect([route.method, route.url, response.status]).toEqual([route.method, route.url, 403]);
      expect(response.json()).toEqual({ message: 'IP 127.0.0.2 is not whitelisted.' });
    }
  });

  it('keeps the staff pages for ADMIN and CHECKER (CS reaches only what every role needs)', () => {
    const csRoutes = routes.filter((r) => r.access !== 'public' && r.access.roles.includes('CS')).map((r) => `${r.method} ${r.url}`);
    expect(csRoutes.sort()).toEqual([
      'GET /api/dashboard',
      'GET /api/dataplayer/:website/:start/:end/:rows/:page',
      'GET /api/postingwindow',
      'GET /api/searchdataplayer/:username/:website/:start/:end/:rows/:page',
      'GET /api/totaldataplayer/:website/:start/:end/:rows/:page',
      'GET /api/websitelist',
      'POST /api/exportcsvtotaldataplayer',
      'POST /api/exportexceltotaldataplayer',
      'PUT /api/updatepassadminacc/:id',
    ]);
    for (const route of routes) {
      if (route.access === 'public') continue;
      for (const role of route.access.roles) expect([...STAFF_ROLES, 'CS']).toContain(role);
    }
  });
});
