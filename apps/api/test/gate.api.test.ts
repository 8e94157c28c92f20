import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';

const OUTSIDER = '127.0.0.2';

describe.each(BACKENDS)('IP whitelist gate and request errors on $name', (backend) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets whitelisted loopback addresses through over IPv4 and IPv6', async () => {
    for (const host of ['127.0.0.1', '::1']) {
      const response = await server.request('GET', '/api/whitelist', { host });
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ message: 'Success' });
    }
  });

  it('refuses a non-whitelisted address on every /api route before anything else', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['POST', '/api/login', { account_name: ADMIN.name, account_password: ADMIN.password }],
      ['POST', '/api/logout', undefined],
      ['GET', '/api/whitelist', undefined],
      ['GET', '/api/websitelist', undefined],
      ['GET', '/api/alladminacc/10/1', undefined],
      ['GET', '/api/no-such-route', undefined],
      ['POST', '/api/login', undefined],
    ];
    for (const [method, path, body] of cases) {
      const response = await server.request(method, path, { body, cookies: admin, localAddress: OUTSIDER });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.json()).toEqual({ message: `IP ${OUTSIDER} is not whitelisted.` });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('ignores X-Client-IP and an untrusted X-Forwarded-For', async () => {
    const response = await server.request('GET', '/api/whitelist', { localAddress: OUTSIDER, headers: { 'x-client-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1' } });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ message: `IP ${OUTSIDER} is not whitelisted.` });
  });

  it('answers health from any address', async () => {
    const response = await server.request('GET', '/api/health', { localAddress: OUTSIDER });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers malformed or incomplete input with 400 and a message', async () => {
    const cases: Array<[string, { rawBody?: string; body?: unknown; contentType?: string }, string]> = [
      ['not JSON', { rawBody: '{"account_name": "root",' }, 'The request body is not valid JSON.'],
      ['empty JSON body', { rawBody: '' }, 'The request body is empty but its content type is application/json.'],
      ['no body', {}, 'The request body must be a JSON object.'],
      ['missing password', { body: { account_name: 'root' } }, 'account_password is required.'],
      ['missing name', { body: { account_password: 'x' } }, 'account_name is required.'],
      ['array body', { body: [1, 2] }, 'The request body must be a JSON object.'],
      ['object as name', { body: { account_name: { a: 1 }, account_password: 'x' } }, 'account_name must be a string.'],
      ['empty name', { body: { account_name: '', account_password: 'x' } }, 'account_name must not be empty.'],
      ['oversized name', { body: { account_name: 'n'.repeat(65), account_password: 'x' } }, 'account_name must be at most 64 characters.'],
      ['form body', { rawBody: 'account_name=root', contentType: 'application/x-www-form-urlencoded' }, 'Unsupported content type: send JSON (application/json).'],
    ];
    for (const [label, options, message] of cases) {
      const response = await server.request('POST', '/api/login', options);
      expect([label, response.status, response.json()]).toEqual([label, options.contentType ? 415 : 400, { message }]);
    }
    const badParam = await server.request('GET', '/api/alladminacc/ten/1', { cookies: admin });
    expect(badParam.status).toBe(400);
    expect(badParam.json()).toEqual({ message: 'pageSize must be a whole number.' });
  });

  it('answers an unknown API route or method with 404 and a message', async () => {
    const unknown = await server.request('GET', '/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No API route GET /api/no-such-route.' });
    const wrongMethod = await server.request('DELETE', '/api/login');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.json()).toEqual({ message: 'No API route DELETE /api/login.' });
  });
});

describe.each(BACKENDS)('trusted proxies on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(backend, { env: { CHECKER_TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('takes the client address from X-Forwarded-For only when the connection comes from a trusted proxy', async () => {
    const forwarded = await server.request('GET', '/api/whitelist', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(403);
    expect(forwarded.json()).toEqual({ message: 'IP 203.0.113.9 is not whitelisted.' });
    expect((await server.request('GET', '/api/whitelist', { headers: { 'x-forwarded-for': '::1' } })).status).toBe(200);
    // ::1 is not a trusted proxy: its X-Forwarded-For is ignored and ::1 itself is whitelisted.
    expect((await server.request('GET', '/api/whitelist', { host: '::1', headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    const untrusted = await server.request('GET', '/api/whitelist', { localAddress: OUTSIDER, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(untrusted.status).toBe(403);
    expect(untrusted.json()).toEqual({ message: `IP ${OUTSIDER} is not whitelisted.` });
  });

  it('marks the cookies Secure when the trusted proxy says the request came over https', async () => {
    const response = await server.request('POST', '/api/login', {
      body: { account_name: ADMIN.name, account_password: ADMIN.password },
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    for (const cookie of response.setCookies) expect(cookie.attributes.secure).toBe(true);
  });
});
