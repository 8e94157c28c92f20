import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PARSERS } from '@checker/recon';
import { ADMIN, BACKENDS, REPO_ROOT, signIn, startServer, withPg, type TestServer } from './harness';
import { createWebsite } from './fixtures';
import { fixture, postFile, type UploadAnswer } from './uploads';

const BO_HEADER = (PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '').trim();

/** A Nexus BO deposit export of `rows` rows on 03-Feb-2025, tickets starting with `prefix`. */
function boFile(prefix: string, rows: number): string {
  const lines = [BO_HEADER];
  for (let i = 0; i < rows; i += 1) {
    lines.push(`${prefix}${i},03/02/2025 14:20:11,03/02/2025 14:25:40,user${i},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789,BCA - 1234567890,Deposit BCA,REF${prefix}${i},Approved,,operator1,P1,O1`);
  }
  return `${lines.join('\n')}\n`;
}

interface BoPage {
  total: number;
  rows: number;
}

describe.each(BACKENDS)('an upload is one transaction on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  const page = async (website: string): Promise<BoPage> => {
    const response = await server.request('GET', `/api/viewbo/03-Feb-2025/${website}/all/100/1`, { cookies: admin });
    expect(response.status).toBe(200);
    return { total: Number(response.headers['x-total-count']), rows: response.json<unknown[]>().length };
  };

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(server, admin, 'STGA', 'Staging A', 'NEXUS');
    await createWebsite(server, admin, 'STGB', 'Staging B', 'NEXUS');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows none or all of the rows to pages requested while the file is stored', async () => {
    const rows = 20_000;
    const seen: BoPage[] = [];
    let storing = true;
    const upload = postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'big.csv', content: boFile('STG', rows) }, fields: { groups: 'STGA' } }).finally(() => {
      storing = false;
    });
    while (storing) seen.push(await page('STGA'));
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(answer.json<UploadAnswer>()).toMatchObject({ inserted: rows, existing: 0 });
    // The total and the page are two statements: a page may straddle the moment the rows appear, never show part of them.
    for (const observed of seen) {
      expect([0, rows]).toContain(observed.total);
      expect([0, 100]).toContain(observed.rows);
    }
    expect(await page('STGA')).toEqual({ total: rows, rows: 100 });
  });

  (backend.databaseUrl ? it : it.skip)('refuses to delete a date an upload is still storing (409) and deletes it afterwards', async () => {
    const stored = await postFile(server, '/api/checkdata', { cookies: admin, file: { name: 'bo.csv', content: fixture('bo-nexus-deposit.csv') }, fields: { groups: 'STGB' } });
    const uploadId = stored.json<UploadAnswer>().upload_id;
    const sql = (text: string, params: unknown[]) => withPg(backend.databaseUrl as string, server.schema as string, (client) => client.query(text, params));
    const website = (await sql("SELECT id FROM websites WHERE code = 'STGB'", [])).rows[0]?.id as number;
    // As a staged upload (PGlite) holds its scopes while it stores them.
    await sql('INSERT INTO upload_staging (upload_id) VALUES ($1)', [uploadId]);
    await sql("INSERT INTO upload_claims (scope_key, upload_id) VALUES ($1, $2)", [`checker:upload:${website}:bo_deposit:nexus-bo-deposit:::2025-02-03`, uploadId]);
    const refused = await server.request('DELETE', '/api/deletebomutasi', { cookies: admin, body: { date: '03-Feb-2025', group: 'STGB' } });
    expect([refused.status, refused.json()]).toEqual([409, { message: 'An upload of this website and date is being stored right now; try again when it has finished.' }]);
    await sql('DELETE FROM upload_staging WHERE upload_id = $1', [uploadId]);
    expect((await sql('SELECT count(*)::int AS n FROM upload_claims', [])).rows[0]).toEqual({ n: 0 });
    const deleted = await server.request('DELETE', '/api/deletebomutasi', { cookies: admin, body: { date: '03-Feb-2025', group: 'STGB' } });
    expect([deleted.status, deleted.json<{ deleted: Record<string, number> }>().deleted.bo_deposit]).toEqual([200, 3]);
  });
});

describe('a file PGlite was storing when the server stopped', () => {
  it('is absent as a whole when the server starts again, and uploads again in full', async () => {
    const pglite = BACKENDS[0] as (typeof BACKENDS)[number];
    const first = await startServer(pglite);
    const dataDir = first.dataDir;
    let admin = (await signIn(first, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(first, admin, 'STGC', 'Staging C', 'NEXUS');
    const kept = await postFile(first, '/api/checkdata', { cookies: admin, file: { name: 'kept.csv', content: boFile('KEEP', 3) }, fields: { groups: 'STGC' } });
    expect(kept.json<UploadAnswer>()).toMatchObject({ inserted: 3 });
    await first.stop(true);

    // What a stopped server leaves of an upload it was storing: the upload listed as staged, its
    // claims, some of its rows and their count deltas. PGlite runs in a child process (not under jest's VM).
    const leave = `
      import { PGlite } from '@electric-sql/pglite';
      const db = new PGlite(process.argv[1]);
      await db.transaction(async (tx) => {
        const upload = (await tx.query(\`INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size,
                                                           row_count, inserted_count, statement_date, first_date, last_date, uploaded_by, uploaded_by_name)
          SELECT website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, 'half.csv', sha256, byte_size, 5, 0, statement_date, first_date, last_date,
                 uploaded_by, uploaded_by_name FROM uploads ORDER BY id DESC LIMIT 1 RETURNING id\`)).rows[0].id;
        await tx.query('INSERT INTO upload_staging (upload_id) VALUES ($1)', [upload]);
        await tx.query("INSERT INTO upload_claims (scope_key, upload_id) VALUES ('checker:upload:staged', $1)", [upload]);
        await tx.query("SELECT set_config('checker.staging_upload', $1, true)", [String(upload)]);
        await tx.query(\`INSERT INTO bo_deposit (website_id, upload_id, line, row_key, bank_statement_date, ticket_no, req_date, user_name, depo_amount)
          SELECT website_id, $1, line, row_key || 'h', bank_statement_date, 'HALF' || line, req_date, user_name, depo_amount FROM bo_deposit\`, [upload]);
      });
      await db.close();`;
    const left = spawnSync(process.execPath, ['--input-type=module', '-e', leave, join(dataDir, 'pglite')], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(left.stderr).toBe('');
    expect(left.status).toBe(0);

    const second = await startServer(pglite, { dataDir });
    try {
      expect(second.logs()).toContain('Removed 1 upload(s) left unfinished when the server last stopped.');
      admin = (await signIn(second, ADMIN.name, ADMIN.password)).cookies;
      const view = await second.request('GET', '/api/viewbo/03-Feb-2025/STGC/all/100/1', { cookies: admin });
      expect(view.headers['x-total-count']).toBe('3');
      expect(view.json<Array<{ ticket_no: string }>>().map((row) => row.ticket_no).sort()).toEqual(['KEEP0', 'KEEP1', 'KEEP2']);
      const again = await postFile(second, '/api/checkdata', { cookies: admin, file: { name: 'more.csv', content: boFile('KEEP', 5) }, fields: { groups: 'STGC' } });
      expect(again.json<UploadAnswer>()).toMatchObject({ inserted: 2, existing: 3 });
      expect((await second.request('GET', '/api/viewbo/03-Feb-2025/STGC/all/100/1', { cookies: admin })).headers['x-total-count']).toBe('5');
    } finally {
      await second.stop();
    }
  });
});
