// Issue 19: `npm run backup` takes a consistent snapshot while the server runs and serves (a
// 100,000-row upload in flight), `npm run restore` puts it into a fresh place and checks it, and a
// server started there serves the same pages. A non-empty target is refused.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { boFile, writeWatch } from './big-upload';
import { createAkunBank, createWebsite } from './fixtures';
import { ADMIN, BACKENDS, REPO_ROOT, removeServerData, signIn, startServer, type BackendCase, type TestServer } from './harness';
import { boDepositCsv, jakartaDay, upload, uploadBca, viewPage } from './report-data';
import { snapshot, withDatabase } from './snapshot';
import { postFile } from './uploads';

jest.setTimeout(600_000);

const DIST = join(REPO_ROOT, 'apps', 'api', 'dist');
const SITE = 'BKP';
const ACCOUNT = '5550000001';
const day = jakartaDay(-1);

interface CliRun {
  code: number | null;
  output: string;
}

/** Runs `dist/<script>.js` as `npm run backup` / `restore` would, with the database settings of `env` only. */
function runCli(script: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<CliRun> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|CHECKER_.*)$/.test(key)));
  const child = spawn(process.execPath, [join(DIST, `${script}.js`), file], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** The database settings of a server, as the operator's commands read them. */
function databaseEnv(server: TestServer, databaseUrl: string | null): Record<string, string> {
  return databaseUrl && server.schema ? { DATABASE_URL: databaseUrl, CHECKER_DB_SCHEMA: server.schema } : { CHECKER_DATA_DIR: server.dataDir };
}

/**
 * Every table as the application reads it. Not sessions: a request refreshes its session's last use.
 * The counters (review_counts, tracking_counts) by what they add up to: they are rows of deltas, and a
 * start that removes an upload left half stored (PGlite) adds rows that take its counts back.
 */
async function tables(server: TestServer): Promise<Record<string, string>> {
  const { sessions: _sessions, review_counts: _reviewCounts, tracking_counts: _trackingCounts, ...rest } = await snapshot(server);
  const sums = await withDatabase(server, async (client) => ({
    review_counts: (
      await client.query<{ digest: string }>(
        `SELECT md5(coalesce(string_agg(concat_ws(' ', table_name, website_id, day, approved, n, amount), E'\n' ORDER BY table_name, website_id, day, approved), '')) AS digest
           FROM (SELECT table_name, website_id, day, approved, sum(delta) AS n, sum(amount) AS amount FROM review_counts WHERE staged_upload IS NULL
                  GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0 OR coalesce(sum(amount), 0) <> 0) c`,
      )
    ).rows[0]?.digest,
    tracking_counts: (await client.query<{ digest: string }>(`SELECT md5(coalesce(string_agg(concat_ws(' ', website_id, n), ',' ORDER BY website_id), '')) AS digest FROM (SELECT website_id, sum(entries) AS n FROM tracking_counts GROUP BY 1) c`)).rows[0]?.digest,
  }));
  return { ...rest, ...sums } as Record<string, string>;
}

describe.each(BACKENDS)('backup and restore on $name', (backend) => {
  let source: TestServer;
  let restored: TestServer | null = null;
  let workDir: string;
  let restoreDatabase: string | null = null;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'checker-backup-test-'));
    source = await startServer(backend);
  });

  afterAll(async () => {
    if (restored) {
      await restored.stop();
      await removeServerData(restored);
    }
    await source?.stop();
    await rm(workDir, { recursive: true, force: true });
    if (backend.databaseUrl && restoreDatabase) {
      const client = new pg.Client({ connectionString: backend.databaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${restoreDatabase}" WITH (FORCE)`);
      await client.end();
    }
  });

  it('snapshots a running server with an upload in flight, restores it into a fresh place that serves the same pages, and refuses a non-empty target', async () => {
    const admin = (await signIn(source, ADMIN.name, ADMIN.password)).cookies;
    await createWebsite(source, admin, SITE);
    await createAkunBank(source, admin, { website: SITE, no: ACCOUNT, name: 'PT BACKUP' });
    const lines = ['SITI RAHAYU', 'BUDI SANTOSO', 'ANI WIJAYA'].map((fullName, i) => ({
      ticket: `BK${i}`,
      day,
      username: `p${i}`,
      fullName,
      amount: BigInt(100_000 + i * 1000) * 100n,
      playerBank: `BCA - 01234${i} - ${fullName}`,
      corporate: `BCA - ${ACCOUNT} - PT BACKUP`,
      handler: 'op1',
    }));
    await upload(source, admin, 'checkdata', 'bo.csv', boDepositCsv(lines), { groups: SITE });
    await uploadBca(source, admin, SITE, 'deposit', ACCOUNT, day, [{ day, description: 'TRSF E-BANKING CR 0302/FTSCY/WS95031 100000.00 SITI RAHAYU', amount: 100_000_00n, direction: 'CR' }]);
    const page = await viewPage(source, admin, 'viewbo', day, SITE, 'all');
    expect(page.rows).toHaveLength(3);
    const before = await tables(source);

    // The backup runs while the server stores a 100,000-row file.
    const file = join(workDir, 'checker.bak');
    const watch = await writeWatch(source);
    const uploading = postFile(source, '/api/checkdata', { cookies: admin, file: { name: 'bo-100k.csv', content: boFile() }, fields: { groups: SITE } });
    await watch.until(uploading);
    const backup = await runCli('backup', file, databaseEnv(source, backend.databaseUrl));
    expect(backup.output).toMatch(/backup: .*checker\.bak written, [\d.]+ MB, \d+ rows in \d+ tables, migration \d+/);
    expect(backup.code).toBe(0);
    expect((await uploading).status).toBe(200);
    const after = await tables(source);
    expect(after).not.toEqual(before);

    // A fresh place: an empty data directory, or an empty database with the schema's name free.
    let target: BackendCase = backend;
    const restoredDir = join(workDir, 'restored');
    if (backend.databaseUrl) {
      restoreDatabase = `checker_restore_${randomBytes(4).toString('hex')}`;
      const client = new pg.Client({ connectionString: backend.databaseUrl });
      await client.connect();
      await client.query(`CREATE DATABASE "${restoreDatabase}"`);
      await client.end();
      const url = new URL(backend.databaseUrl);
      url.pathname = `/${restoreDatabase}`;
      target = { ...backend, databaseUrl: url.toString() };
    }
    const targetEnv: Record<string, string> = target.databaseUrl && source.schema ? { DATABASE_URL: target.databaseUrl, CHECKER_DB_SCHEMA: source.schema } : { CHECKER_DATA_DIR: restoredDir };
    const restore = await runCli('restore', file, targetEnv);
    expect(restore.output).toContain('each as the backup recorded');
    expect(restore.output).toContain('books hold');
    expect(restore.output).toMatch(/activity log chain holds \(\d+ entries\)/);
    expect(restore.code).toBe(0);

    // Into the same place again: refused, nothing changed.
    const again = await runCli('restore', file, targetEnv);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/restore refused: (The data directory .* is not empty|Schema ".*" already holds \d+ tables)/);

    // A server on the restored data holds the snapshot's moment: all of the upload or none of it.
    restored = await startServer(target, target.databaseUrl ? { schema: source.schema ?? undefined } : { dataDir: restoredDir });
    const restoredTables = await tables(restored);
    expect([before, after]).toContainEqual(restoredTables);
    const restoredAdmin = (await signIn(restored, ADMIN.name, ADMIN.password)).cookies;
    expect(await viewPage(restored, restoredAdmin, 'viewbo', day, SITE, 'all')).toEqual(page);
  });
});
