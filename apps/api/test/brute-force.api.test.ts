import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';

const LOCKED = /^Too many failed sign-in attempts\. Try again in (\d+) minutes?\.$/;

describe.each(BACKENDS)('failed sign-in limit on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(backend);
    const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    for (const ip of ['127.0.0.21', '127.0.0.22', '127.0.0.23']) {
      expect((await server.request('POST', '/api/createwhitelist', { cookies: admin, body: { whitelist_ip: ip } })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const attempt = (name: string, password: string, localAddress: string) =>
    server.request('POST', '/api/login', { body: { account_name: name, account_password: password }, localAddress });

  it('blocks an account name after 5 failures within 15 minutes, from any address, even with the right password', async () => {
    // Spread over two addresses so neither address reaches 5 on its own.
    for (const from of ['127.0.0.21', '127.0.0.21', '127.0.0.21', '127.0.0.22', '127.0.0.22']) {
      expect((await attempt(ADMIN.name, 'wrong', from)).status).toBe(401);
    }
    const blocked = await attempt(ADMIN.name, ADMIN.password, '127.0.0.21');
    expect(blocked.status).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(LOCKED);
    expect(Number(LOCKED.exec(blocked.json<{ message: string }>().message)?.[1])).toBe(15);
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // The name is blocked in any letter case; another name from the same address is not.
    expect((await attempt(ADMIN.name.toUpperCase(), ADMIN.password, '127.0.0.1')).status).toBe(429);
    expect((await attempt('someone-else', 'wrong', '127.0.0.21')).status).toBe(401);
  });

  it('blocks an address after 5 failures within 15 minutes, whatever the names', async () => {
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) {
      expect((await attempt(name, 'wrong', '127.0.0.23')).status).toBe(401);
    }
    const blocked = await attempt('a6', 'wrong', '127.0.0.23');
    expect(blocked.status).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(LOCKED);
    // Other addresses are not affected by that address's failures.
    expect((await attempt('a7', 'wrong', '127.0.0.1')).status).toBe(401);
  });
});
