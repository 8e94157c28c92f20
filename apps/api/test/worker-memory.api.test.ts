// Issue 7, hostile input: the parse worker has a heap limit of its own (CHECKER_PARSE_WORKER_MEMORY_MB,
// src/upload/workers.ts). Here the server runs with a limit far below what a 100,000-row upload or a
// 120,000-row workbook needs (the figures measured are in docs/SECURITY.md), so the worker dies from
// it: the file is answered 503 with a message saying so, nothing of it is stored, the server keeps
// serving, and the next file gets a fresh worker. Under the default limit the same 100,000-row file
// is stored in full by faults.api.test.ts.
import { UPLOAD_MAX_BYTES } from '@checker/domain';
import { PARSERS } from '@checker/recon';
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createWebsite } from './fixtures';
import { snapshot } from './snapshot';
import { postFile, type UploadAnswer } from './uploads';
import { largeQrisXlsx } from './workbooks';

const LIMIT_MB = 64;
const BIG_ROWS = 100_000;
const SMALL_ROWS = 10;
const WORKBOOK_ROWS = 120_000;
const SITE = 'MEMW';
/** src/upload/workers.ts PARSER_OUT_OF_MEMORY. */
const OUT_OF_MEMORY = {
  message: 'The file needs more memory than the file reader may use; nothing of it was stored. Send it in smaller parts, or send it again once other large files sent at the same moment are done.',
};
const LOGGED = `The upload parser ran out of memory (its limit is ${LIMIT_MB} MB, CHECKER_PARSE_WORKER_MEMORY_MB)`;

jest.setTimeout(300_000);

/** A Nexus BO deposit export of `rows` rows on 03-Feb-2025 (19.5 MB for 100,000), as faults.api.test.ts sends. */
function boFile(rows: number): Buffer {
  const header = (PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '').trim();
  const lines = [header];
  for (let i = 0; i < rows; i += 1) {
    lines.push(`F${i},03/02/2025 14:20:11,03/02/2025 14:25:40,user${i},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789,BCA - 1234567890,Deposit BCA,RF${i},Approved,,operator1,P1,O1`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the server's log says `text` `times` times (it writes its log lines a moment after the answer). */
async function logged(server: TestServer, text: string, times: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (server.logs().split(text).length - 1 < times) {
    if (Date.now() > deadline) throw new Error(`The server did not log "${text}" ${times} time(s):\n${server.logs()}`);
    await sleep(25);
  }
}

describe.each(BACKENDS)('the parse worker memory limit on $name', (backend) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer(backend, { env: { CHECKER_PARSE_WORKER_MEMORY_MB: String(LIMIT_MB) } });
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(server, admin, SITE, 'Worker memory', 'NEXUS');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = (name: string, content: Buffer) => postFile(server, '/api/checkdata', { cookies: admin, file: { name, content }, fields: { groups: SITE } });
  const convert = (content: Buffer) => postFile(server, '/api/uploadfixqrisformat', { cookies: admin, file: { name: 'qris.xlsx', content, type: 'application/octet-stream' } });

  it('a 100,000-row upload beyond the limit answers 503 saying it needs more memory, stores nothing, and the next upload gets a fresh worker', async () => {
    const big = boFile(BIG_ROWS);
    expect(big.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const before = await snapshot(server);

    const failed = await upload('bo-100k.csv', big);
    expect([failed.status, failed.json()]).toEqual([503, OUT_OF_MEMORY]);
    await logged(server, LOGGED, 1);
    expect(await snapshot(server)).toEqual(before);
    const health = await server.request('GET', '/api/health');
    expect([health.status, health.json()]).toEqual([200, { status: 'ok', database: 'up' }]);

    const small = await upload('bo-small.csv', boFile(SMALL_ROWS));
    expect([small.status, small.json<UploadAnswer>().inserted]).toEqual([200, SMALL_ROWS]);
    const view = await server.request('GET', `/api/viewbo/03-Feb-2025/${SITE}/all/100/1`, { cookies: admin });
    expect([view.status, view.headers['x-total-count']]).toEqual([200, String(SMALL_ROWS)]);
  });

  it('a workbook beyond the limit answers 503 saying it needs more memory, and the next workbook converts in a fresh worker', async () => {
    const big = largeQrisXlsx(WORKBOOK_ROWS);
    expect(big.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const runs = server.logs().split(LOGGED).length - 1;

    const failed = await convert(big);
    expect([failed.status, failed.json()]).toEqual([503, OUT_OF_MEMORY]);
    await logged(server, LOGGED, runs + 1);
    expect((await server.request('GET', '/api/health')).status).toBe(200);

    const small = await convert(largeQrisXlsx(SMALL_ROWS));
    expect(small.status).toBe(200);
    expect(small.text.split('\r\n')).toHaveLength(SMALL_ROWS + 2);
  });
});
