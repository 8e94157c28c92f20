// Browser-side safety of what the server answers: Content-Security-Policy and the other response
// headers, request ids, the Origin check on state-changing requests, cookie flags behind https,
// markup kept as data, and spreadsheet exports that cannot run formulas.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { ADMIN, BACKENDS, signIn, startServer, type TestResponse, type TestServer } from './harness';
import { createWebsite } from './fixtures';
import { boDepositCsv, jakartaDay, upload } from './report-data';
import { csvRecords } from './csv';

const DEV_SHELL = 'http://localhost:4200';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOCKED_DOWN = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const MARKUP = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>';

function expectBaseHeaders(response: TestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-request-id']).toMatch(UUID);
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
}

describe.each(BACKENDS)('browser-side safety on $name', (backend) => {
  let server: TestServer;
  let web: string;
  let admin: string;
  let own: string;

  beforeAll(async () => {
    web = await mkdtemp(join(tmpdir(), 'checker-security-web-'));
    await mkdir(join(web, 'shell'), { recursive: true });
    await writeFile(join(web, 'shell', 'index.html'), '<!doctype html><title>Checker</title>');
    await writeFile(join(web, 'shell', 'main.1a2b3c.js'), 'console.log(1)');
    await writeFile(join(web, 'remotes.json'), JSON.stringify({ reports: 'https://cdn.example.test/reports/mf-manifest.json' }));
    server = await startServer(backend, {
      env: {
        CHECKER_WEB_DIR: web,
        CHECKER_REMOTES_JSON: join(web, 'remotes.json'),
        CHECKER_REMOTES: JSON.stringify({ statements: 'http://127.0.0.1:4202/mf-manifest.json' }),
        CHECKER_TRUSTED_PROXIES: '127.0.0.1',
        CHECKER_ALLOWED_ORIGINS: DEV_SHELL,
      },
    });
    own = `http://127.0.0.1:${server.port}`;
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(web, { recursive: true, force: true });
  });

  describe('response headers', () => {
    it('gives the app pages a policy allowing only this origin and the configured remotes, read anew on each page load', async () => {
      const page = await server.request('GET', '/dataplayer');
      expect(page.status).toBe(200);
      expectBaseHeaders(page);
      const remotes = 'http://127.0.0.1:4202 https://cdn.example.test';
      expect(page.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' ${remotes}; style-src 'self' 'unsafe-inline' ${remotes}; img-src 'self' data: ${remotes}; font-src 'self' data: ${remotes}; ` +
          `connect-src 'self' ${remotes}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      );

      await writeFile(join(web, 'remotes.json'), JSON.stringify({ admin: 'https://admin.example.test/mf-manifest.json' }));
      const after = (await server.request('GET', '/')).headers['content-security-policy'];
      expect(after).toContain("script-src 'self' http://127.0.0.1:4202 https://admin.example.test;");
      expect(after).not.toContain('cdn.example.test');
    });

    it('still serves the pages, naming no remote origin, while the remotes file is broken', async () => {
      await writeFile(join(web, 'remotes.json'), '{broken');
      try {
        const page = await server.request('GET', '/');
        expect(page.status).toBe(200);
        expect(page.headers['content-security-policy']).toContain("script-src 'self'; ");
        expect((await server.request('GET', '/config/remotes.json')).status).toBe(500);
      } finally {
        await writeFile(join(web, 'remotes.json'), '{}');
      }
    });

    it('locks down every other answer (API JSON, files, errors) and gives each request its own id', async () => {
      const answers = [
        await server.request('GET', '/api/health'),
        await server.request('GET', '/api/websitelist', { cookies: admin }),
        await server.request('GET', '/api/websitelist'),
        await server.request('GET', '/api/no-such-route'),
        await server.request('GET', '/api/whitelist', { localAddress: '127.0.0.2' }),
        await server.request('GET', '/main.1a2b3c.js'),
        await server.request('GET', '/config/remotes.json'),
      ];
      expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404, 403, 200, 200]);
      for (const answer of answers) {
        expectBaseHeaders(answer);
        expect(answer.headers['content-security-policy']).toBe(LOCKED_DOWN);
        expect(answer.headers['strict-transport-security']).toBeUndefined();
      }
      expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
    });

    it('sends HSTS and Secure cookies only when a trusted proxy says the browser used https', async () => {
      const https = { 'x-forwarded-proto': 'https' };
      const login = { account_name: ADMIN.name, account_password: ADMIN.password };
      const secure = await server.request('POST', '/api/login', { body: login, headers: https });
      expect(secure.status).toBe(200);
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(secure.setCookies.map((c) => [c.name, c.attributes.secure, c.attributes.samesite, c.attributes.httponly ?? false])).toEqual([
        ['token', true, 'Strict', false],
        ['checker_session', true, 'Strict', true],
      ]);
      expect((await server.request('GET', '/', { headers: https })).headers['strict-transport-security']).toBe('max-age=31536000');

      const plain = await server.request('POST', '/api/login', { body: login });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.setCookies.map((c) => [c.name, c.attributes.secure ?? false, c.attributes.samesite])).toEqual([
        ['token', false, 'Strict'],
        ['checker_session', false, 'Strict'],
      ]);
      // ::1 is not a trusted proxy: its X-Forwarded-Proto is a client's claim and changes nothing.
      const spoofed = await server.request('POST', '/api/login', { body: login, headers: https, host: '::1' });
      expect(spoofed.status).toBe(200);
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
      expect(spoofed.setCookies.every((c) => c.attributes.secure === undefined)).toBe(true);
    });
  });

  describe('the Origin check', () => {
    const refused = (origin: string) => ({ message: `Request refused: it was sent by a page at ${origin}, which is not Checker's own address.` });

    it('refuses state-changing requests from another origin with 403, before anything happens', async () => {
      const created = await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: '198.51.100.7' } });
      expect(created.status).toBe(201);
      const id = created.json<{ Whitelist_id: number }>().Whitelist_id;
      for (const origin of ['https://evil.example', 'null', `http://127.0.0.1:${server.port + 1}`, `https://127.0.0.1:${server.port}`]) {
        const headers = { origin };
        const attempts = [
          await server.request('POST', '/api/login', { headers, body: { account_name: ADMIN.name, account_password: ADMIN.password } }),
          await server.request('POST', '/api/createwebsite', { headers, cookies: admin, body: { website_name: 'Evil', website_code: 'EVIL', website_panel: 'NEXUS' } }),
          await server.request('PUT', `/api/updatestatuswhitelist/${id}`, { headers, cookies: admin, body: { Whitelist_status: false } }),
          await server.request('DELETE', `/api/deletewhitelist/${id}`, { headers, cookies: admin }),
          await server.request('POST', '/api/logout', { headers, cookies: admin }),
        ];
        for (const attempt of attempts) {
          expect([origin, attempt.status, attempt.json()]).toEqual([origin, 403, refused(origin)]);
          expect(attempt.setCookies).toEqual([]);
          expectBaseHeaders(attempt);
        }
      }
      const list = await server.request('GET', '/api/viewwhitelist/100/1', { cookies: admin });
      expect(list.json<Array<{ Whitelist_id: number; Whitelist_status: boolean }>>().find((w) => w.Whitelist_id === id)?.Whitelist_status).toBe(true);
      expect((await server.request('GET', '/api/websitelist', { cookies: admin })).json<Array<{ website_code: string }>>().map((w) => w.website_code)).not.toContain('EVIL');
      // The ADMIN session survived the foreign logout.
      expect((await server.request('GET', '/api/dashboard', { cookies: admin })).status).toBe(200);
    });

    it('accepts the app\'s own origin, a configured one, the public origin a trusted proxy reports, and clients that send no Origin', async () => {
      const login = { account_name: ADMIN.name, account_password: ADMIN.password };
      expect((await server.request('POST', '/api/login', { headers: { origin: own }, body: login })).status).toBe(200);
      expect((await server.request('POST', '/api/login', { headers: { origin: DEV_SHELL }, body: login })).status).toBe(200);
      expect((await server.request('POST', '/api/login', { body: login })).status).toBe(200);
      const proxied = { origin: 'https://checker.example.test', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'checker.example.test' };
      expect((await server.request('POST', '/api/login', { headers: proxied, body: login })).status).toBe(200);
      // The same forwarded headers from a client that is not a trusted proxy prove nothing.
      expect((await server.request('POST', '/api/login', { headers: proxied, body: login, host: '::1' })).status).toBe(403);
    });

    it('leaves reads alone: a GET from another origin is answered (no CORS header lets that page read it)', async () => {
      const read = await server.request('GET', '/api/websitelist', { cookies: admin, headers: { origin: 'https://evil.example' } });
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('user-supplied text', () => {
    it('comes back as JSON data, never as a page: markup in a website name stays a string', async () => {
      await createWebsite(server, admin, 'MARKUP', MARKUP);
      const list = await server.request('GET', '/api/viewwebsite/100/1', { cookies: admin });
      expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(list.headers['content-security-policy']).toBe(LOCKED_DOWN);
      expect(list.json<Array<{ website_code: string; website_name: string }>>().find((w) => w.website_code === 'MARKUP')?.website_name).toBe(MARKUP);
    });

    it('exports text cells starting with = + - @ with a leading apostrophe, in CSV and in Excel', async () => {
      const day = jakartaDay(-1);
      await createWebsite(server, admin, 'FORMULA');
      const line = { ticket: 'FX0001', day, username: '-2+3', fullName: '=SUM(1+2)', amount: 150_000_00n, playerBank: '@SUM(A1:A9)', corporate: 'BCA - 0123456789 - PT SUMBER JAYA', handler: '+cmd|calc' };
      await upload(server, admin, 'checkdata', 'formula.csv', boDepositCsv([line]), { groups: 'FORMULA' });
      const exported = (path: string): Promise<Response> =>
        fetch(`http://127.0.0.1:${server.port}/api/${path}`, {
          method: 'POST',
          headers: { cookie: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ date: day.mon, status: 'all', group: 'FORMULA' }),
        });
      const expected = ["'-2+3", "'=SUM(1+2)", "'@SUM(A1:A9)", "'+cmd|calc"];

      const csv = await exported('exportcsvviewbo');
      expect(csv.status).toBe(200);
      const [header = [], row = []] = csvRecords(await csv.text());
      const cell = (name: string): string | undefined => row[header.indexOf(name)];
      expect([cell('user_name'), cell('full_name'), cell('player_bank'), cell('bo_handler')]).toEqual(expected);

      const xlsx = await exported('exportexcelviewbo');
      expect(xlsx.status).toBe(200);
      const sheet = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: 'buffer', cellFormula: true }).Sheets.viewbo as XLSX.WorkSheet;
      const [record] = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
      expect([record?.user_name, record?.full_name, record?.player_bank, record?.bo_handler]).toEqual(expected);
      const formulas = Object.entries(sheet).filter(([address, value]) => !address.startsWith('!') && (value as XLSX.CellObject).f !== undefined);
      expect(formulas).toEqual([]);
    });
  });
});
