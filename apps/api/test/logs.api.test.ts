// The server's own output: one structured JSON line per request carrying the request id the
// response echoes, and no password, token or cookie value anywhere, whatever the request did.
import { ADMIN, BACKENDS, signIn, startServer, type Session, type TestResponse, type TestServer } from './harness';
import { createAccount, createWebsite } from './fixtures';
import { boDepositCsv, jakartaDay } from './report-data';
import { postFile } from './uploads';

interface RequestLine {
  level: number;
  reqId: string;
  req: { method: string; url: string; remoteAddress: string };
  res: { statusCode: number };
  responseTime: number;
  account?: string;
  msg: string;
}

const PASSWORDS = {
  checker: 'Log-Checker-Secret-1',
  own: 'Log-Own-Change-Secret-2',
  byAdmin: 'Log-Admin-Set-Secret-3',
  wrong: 'Log-Wrong-Guess-Secret-4',
  tooLong: `Log-Too-Long-Secret-5-${'z'.repeat(200)}`,
  brokenJson: 'Log-Broken-Json-Secret-6',
};

function requestLines(output: string): RequestLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === 'request completed' || line.msg === 'request errored');
}

describe.each(BACKENDS)('server logs on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('logs every request once as JSON with its request id, and never a password, token or cookie', async () => {
    const answers: Array<{ method: string; path: string; response: Pick<TestResponse, 'status' | 'headers'> }> = [];
    const call = async (method: string, path: string, options: Parameters<TestServer['request']>[2] = {}): Promise<TestResponse> => {
      const response = await server.request(method, path, options);
      answers.push({ method, path, response });
      return response;
    };

    const admin = await signIn(server, ADMIN.name, ADMIN.password);
    const website = await createWebsite(server, admin.cookies, 'LOGS');
    const checkerId = await createAccount(server, admin.cookies, { name: 'log-checker', password: PASSWORDS.checker, role: 'CHECKER', website });
    const checker: Session = await signIn(server, 'log-checker', PASSWORDS.checker);

    expect((await call('POST', '/api/login', { body: { account_name: 'log-checker', account_password: PASSWORDS.wrong } })).status).toBe(401);
    expect((await call('POST', '/api/login', { body: { account_name: 'log-checker', account_password: PASSWORDS.tooLong } })).status).toBe(400);
    expect((await call('POST', '/api/login', { rawBody: `{"account_name":"log-checker","account_password":"${PASSWORDS.brokenJson}"` })).status).toBe(400);

    const day = jakartaDay(-1);
    const line = { ticket: 'LOG0001', day, username: 'siti', fullName: 'SITI RAHAYU', amount: 150_000_00n, playerBank: 'BCA - 0111111111 - SITI RAHAYU', corporate: 'BCA - 0123456789 - PT SUMBER JAYA', handler: 'op1' };
    const uploaded = await postFile(server, '/api/checkdata', { cookies: checker.cookies, file: { name: 'logs.csv', content: boDepositCsv([line]) }, fields: { groups: 'LOGS' } });
    expect(uploaded.status).toBe(200);
    const uploadId = uploaded.headers.get('x-request-id');

    expect((await call('PUT', `/api/updatepassadminacc/${checkerId}`, { cookies: checker.cookies, body: { account_password: PASSWORDS.own } })).status).toBe(200);
    expect((await call('PUT', `/api/updatepassadminacc/${checkerId}`, { cookies: admin.cookies, body: { account_password: PASSWORDS.byAdmin } })).status).toBe(200);
    const forgedCookie = 'forged.token.value-Log-Secret-7';
    const bearer = 'Bearer Log-Authorization-Secret-8';
    expect((await call('GET', '/api/dashboard', { cookies: `token=${forgedCookie}; checker_session=Log-Session-Secret-9`, headers: { authorization: bearer } })).status).toBe(401);
    expect((await call('GET', '/api/dashboard', { cookies: admin.cookies })).status).toBe(200);
    expect((await call('POST', '/api/logout', { cookies: admin.cookies })).status).toBe(200);

    // Lines are written as requests finish; wait for the last one.
    const lastId = answers.at(-1)?.response.headers['x-request-id'];
    for (let waited = 0; !server.logs().includes(String(lastId)) && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));

    const output = server.logs();
    const secrets = [
      ADMIN.password,
      ...Object.values(PASSWORDS),
      admin.token,
      admin.session,
      checker.token,
      checker.session,
      forgedCookie,
      'Log-Session-Secret-9',
      'Log-Authorization-Secret-8',
    ];
    const leaked = secrets.filter((secret) => output.includes(secret) || output.includes(encodeURIComponent(secret)));
    expect(leaked).toEqual([]);
    // Each token's signature alone (the part that cannot be derived from the claims) is absent too.
    expect([admin.token, checker.token].map((token) => output.includes(token.split('.')[2] as string))).toEqual([false, false]);
    expect(output).not.toMatch(/\$argon2/);

    const lines = requestLines(output);
    const byId = new Map<string, RequestLine[]>();
    for (const entry of lines) byId.set(entry.reqId, [...(byId.get(entry.reqId) ?? []), entry]);
    for (const { method, path, response } of answers) {
      const id = String(response.headers['x-request-id']);
      expect([path, byId.get(id)?.map((entry) => [entry.req.method, entry.req.url, entry.res.statusCode])]).toEqual([path, [[method, path, response.status]]]);
    }
    const uploadLine = byId.get(String(uploadId))?.[0];
    expect(uploadLine).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/checkdata' }, res: { statusCode: 200 }, account: 'log-checker' });
    expect(typeof uploadLine?.responseTime).toBe('number');
    expect(new Set(lines.map((entry) => entry.reqId)).size).toBe(lines.length);
  });
});
