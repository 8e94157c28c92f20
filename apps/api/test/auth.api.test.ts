import { createHash, createHmac } from 'node:crypto';
import { decodeClaims } from '@checker/auth';
import { passwordProblem } from '@checker/domain';
import { ADMIN, BACKENDS, cookiesOf, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createWebsite, type TrackingRow } from './fixtures';
import { MIGRATIONS } from '../src/db/migrations';

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** An HS256 JWT signed with a key of our choosing (jest runs CommonJS, so not with jose). */
function signHs256(claims: Record<string, unknown>, key: string): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

describe.each(BACKENDS)('sign-in and sessions on $name', (backend) => {
  let server: TestServer;
  let admin: string;

  // Failed attempts count per address too: each test that fails on purpose uses its own address.
  const FAILING_FROM = { wrong: '127.0.0.11', inactive: '127.0.0.12', tracking: '127.0.0.13' } as const;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    for (const ip of Object.values(FAILING_FROM)) {
      expect((await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: ip } })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a successful sign-in with the claims and sets both cookies', async () => {
    const response = await server.request('POST', '/api/login', { body: { account_name: ADMIN.name, account_password: ADMIN.password } });
    expect(response.status).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({ message: 'Login successful.', account_id: expect.any(Number), account_name: ADMIN.name, account_role: 'ADMIN', account_website: null });

    const token = response.setCookies.find((c) => c.name === 'token');
    const session = response.setCookies.find((c) => c.name === 'checker_session');
    expect(token?.attributes).toMatchObject({ path: '/', samesite: 'Strict', 'max-age': String(12 * 3600) });
    expect(token?.attributes.httponly).toBeUndefined();
    expect(token?.attributes.secure).toBeUndefined();
    expect(session?.attributes).toMatchObject({ path: '/', samesite: 'Strict', httponly: true });
    expect(session?.attributes.secure).toBeUndefined();
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claims = decodeClaims(token?.value);
    expect(claims).toEqual({ account_id: body.account_id, account_name: ADMIN.name, account_role: 'ADMIN', account_website: null });
    const payload = JSON.parse(Buffer.from((token?.value ?? '').split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(payload.exp) - Math.floor(Date.now() / 1000)).toBeGreaterThan(12 * 3600 - 60);

    if (backend.databaseUrl && server.schema) {
      const stored = await withPg(backend.databaseUrl, server.schema, (client) => client.query('SELECT token_hash FROM sessions WHERE id = $1', [payload.sid]));
      expect(stored.rows[0]?.token_hash).toBe(createHash('sha256').update(session?.value ?? '').digest('hex'));
    }
  });

  it('refuses a wrong password and an unknown name alike, without cookies', async () => {
    for (const body of [
      { account_name: ADMIN.name, account_password: 'wrong password' },
      { account_name: 'nobody-here', account_password: ADMIN.password },
    ]) {
      const response = await server.request('POST', '/api/login', { body, localAddress: FAILING_FROM.wrong });
      expect(response.status).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lets a guarded route through with both cookies only', async () => {
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    expect((await server.request('GET', '/api/websitelist', { cookies: signed.cookies })).status).toBe(200);
    for (const cookies of [`token=${signed.token}`, `checker_session=${signed.session}`, undefined]) {
      const response = await server.request('GET', '/api/websitelist', { cookies });
      expect(response.status).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in.' });
    }
  });

  it('names each message by its catalogue key and values, so a page can show it in the user language', async () => {
    const refused = await server.request('GET', '/api/websitelist');
    expect(refused.said()).toEqual({ message: 'Not signed in.', messageKey: 'server.notSignedIn' });
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    const badParam = await server.request('GET', '/api/alladminacc/ten/1', { cookies: signed.cookies });
    expect(badParam.said()).toEqual({ message: 'pageSize must be a whole number.', messageKey: expect.stringMatching(/^server\./), messageValues: { field: 'pageSize' } });
  });

  it('refuses forged and mismatched tokens', async () => {
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    const other = await signIn(server, ADMIN.name, ADMIN.password);
    const [header, payload, signature] = signed.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;

    const wrongKey = signHs256(claims, 'a'.repeat(48));
    const tampered = `${header}.${base64url(JSON.stringify({ ...claims, account_name: 'someone' }))}.${signature}`;
    const unsigned = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
    const expired = `${header}.${base64url(JSON.stringify({ ...claims, exp: 1 }))}.${signature}`;
    for (const token of [wrongKey, tampered, unsigned, expired, 'not-a-jwt']) {
      const response = await server.request('GET', '/api/websitelist', { cookies: cookiesOf({ token, session: signed.session }) });
      expect(response.status).toBe(401);
    }
    // A valid token with the session cookie of another session.
    const crossed = await server.request('GET', '/api/websitelist', { cookies: cookiesOf({ token: signed.token, session: other.session }) });
    expect(crossed.status).toBe(401);
  });

  it('ends the session on logout and clears both cookies; logout is idempotent', async () => {
    const signed = await signIn(server, ADMIN.name, ADMIN.password);
    const response = await server.request('POST', '/api/logout', { cookies: signed.cookies });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ message: 'Signed out.' });
    const cleared = Object.fromEntries(response.setCookies.map((c) => [c.name, c]));
    for (const name of ['token', 'checker_session']) {
      expect(cleared[name]?.value).toBe('');
      expect(cleared[name]?.attributes.path).toBe('/');
      expect(new Date(String(cleared[name]?.attributes.expires)).getTime()).toBeLessThan(Date.now());
    }
    expect((await server.request('GET', '/api/websitelist', { cookies: signed.cookies })).status).toBe(401);
    expect((await server.request('POST', '/api/logout', { cookies: signed.cookies })).status).toBe(200);
    expect((await server.request('POST', '/api/logout')).status).toBe(200);
  });

  it('refuses an inactive account with 403 and ends its open sessions', async () => {
    const website = await createWebsite(server, admin, 'INACT1');
    const id = await createAccount(server, admin, { name: 'sleepy', password: 'sleepy-password', role: 'CHECKER', website });
    const before = await signIn(server, 'sleepy', 'sleepy-password');
    expect((await server.request('PUT', `/api/updatestatusadminacc/${id}`, { cookies: admin, body: { account_status: false } })).status).toBe(200);

    const refused = await server.request('POST', '/api/login', { body: { account_name: 'sleepy', account_password: 'sleepy-password' } });
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({ message: 'Account is inactive.' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const wrong = await server.request('POST', '/api/login', { body: { account_name: 'sleepy', account_password: 'not it' }, localAddress: FAILING_FROM.inactive });
    expect(wrong.status).toBe(401);
    expect((await server.request('GET', '/api/websitelist', { cookies: before.cookies })).status).toBe(401);
  });

  it('matches the account name without regard to case', async () => {
    const response = await server.request('POST', '/api/login', { body: { account_name: ADMIN.name.toUpperCase(), account_password: ADMIN.password } });
    expect(response.status).toBe(200);
    expect(response.json<{ account_name: string }>().account_name).toBe(ADMIN.name);
  });

  if (backend.databaseUrl) {
    it('writes tracking rows for sign-in, failed sign-in and sign-out (checked in PostgreSQL)', async () => {
      const signed = await signIn(server, ADMIN.name, ADMIN.password);
      await server.request('POST', '/api/logout', { cookies: signed.cookies });
      await server.request('POST', '/api/login', { body: { account_name: 'ghost-user', account_password: 'x' }, localAddress: FAILING_FROM.tracking });
      const rows = await withPg(backend.databaseUrl as string, server.schema as string, (client) =>
        client.query<TrackingRow>('SELECT website_id, username, role, activity FROM tracking ORDER BY id'),
      );
      const activities = rows.rows.map((r) => `${r.username}|${r.role}|${r.activity}`);
      expect(activities).toEqual(expect.arrayContaining([`${ADMIN.name}|ADMIN|Signed in from 127.0.0.1`, `${ADMIN.name}|ADMIN|Signed out from 127.0.0.1`, `ghost-user|null|Failed sign-in (unknown account name) from ${FAILING_FROM.tracking}`]));
    });
  }
});

describe.each(BACKENDS)('first start and restart on $name', (backend) => {
  it('creates admin with a printed password once, keeps data and the signing secret across a restart', async () => {
    const first = await startServer(backend, { adminCredentials: false });
    let second: TestServer | null = null;
    try {
      const logs = first.logs();
      const match = /First admin created: user "admin", password "([^"]+)" — change it after signing in\./.exec(logs);
      expect(match).not.toBeNull();
      expect(logs).toContain(`Checker is running on http://localhost:${first.port} — sign in at http://localhost:${first.port}/signin`);
      const password = match?.[1] ?? '';
      expect(passwordProblem(password, 'admin')).toBeNull();
      const signed = await signIn(first, 'admin', password);
      // Both loopback addresses are whitelisted on first start.
      expect((await first.request('GET', '/api/whitelist', { host: '::1' })).json()).toEqual({ message: 'Success' });
      await first.stop(true);

      second = await startServer(backend, { adminCredentials: false, dataDir: first.dataDir, ...(first.schema ? { schema: first.schema } : {}) });
      expect(second.logs()).not.toContain('First admin created');
      expect((await second.request('GET', '/api/websitelist', { cookies: signed.cookies })).status).toBe(200);
      await signIn(second, 'admin', password);
    } finally {
      await second?.stop();
      await first.stop();
    }
  });
});

if (BACKENDS.some((b) => b.databaseUrl)) {
  const postgres = BACKENDS.find((b) => b.databaseUrl) as (typeof BACKENDS)[number];
  describe('two instances on one PostgreSQL schema', () => {
    it('start together, migrate once, share the signing secret, sessions and the failure count', async () => {
      const schema = `checker_test_pair_${Date.now().toString(36)}`;
      const started = await Promise.allSettled([startServer(postgres, { schema }), startServer(postgres, { schema })]);
      const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
        const [first, second] = servers as [TestServer, TestServer];
        const signed = await signIn(first, ADMIN.name, ADMIN.password);
        expect((await second.request('GET', '/api/websitelist', { cookies: signed.cookies })).status).toBe(200);
        await second.request('POST', '/api/logout', { cookies: signed.cookies });
        expect((await first.request('GET', '/api/websitelist', { cookies: signed.cookies })).status).toBe(401);

        for (let i = 0; i < 5; i += 1) {
          const target = i % 2 === 0 ? first : second;
          expect((await target.request('POST', '/api/login', { body: { account_name: 'shared-count', account_password: 'x' } })).status).toBe(401);
        }
        expect((await second.request('POST', '/api/login', { body: { account_name: 'shared-count', account_password: 'x' } })).status).toBe(429);
        const counts = await withPg(postgres.databaseUrl as string, schema, (client) =>
          client.query(`SELECT (SELECT count(*)::int FROM accounts WHERE role = 'ADMIN') AS admins, (SELECT count(*)::int FROM schema_migrations) AS migrations`),
        );
        expect(counts.rows[0]).toEqual({ admins: 1, migrations: MIGRATIONS.length });
      } finally {
        for (const s of servers) await s.stop();
        await withPg(postgres.databaseUrl as string, 'public', (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      }
    });
  });
}
