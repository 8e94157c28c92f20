import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ADMIN, BACKENDS, REPO_ROOT, removeServerData, signIn, startServer, type TestServer } from './harness';
import { createWebsite } from './fixtures';
import { jakartaDay } from './report-data';
import { withDatabase } from './snapshot';

interface ChainRow {
  id: string;
  seq: string;
  prev_hash: string | null;
  hash: string;
}

/** The activity log is append-only and chained (issue 19): the database refuses edits, verify-books finds those made behind its back. */
describe.each(BACKENDS)('the activity log on $name', (backend) => {
  let server: TestServer;

  /** A server with a few entries: the bootstrap's, a sign-in, four websites created. */
  async function startWithEntries(): Promise<void> {
    server = await startServer(backend);
    const admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    for (const code of ['ALA', 'ALB', 'ALC', 'ALD']) await createWebsite(server, admin, code);
  }

  beforeAll(startWithEntries);

  afterAll(async () => {
    // The last test breaks the chain on purpose and has already stopped its server.
    await server.stop().catch(() => undefined);
  });

  const chain = () => withDatabase(server, async (client) => (await client.query<ChainRow>('SELECT id::text, seq::text, prev_hash, hash FROM tracking ORDER BY seq')).rows);

  it('chains every entry to the one before it, in the order they were written', async () => {
    const rows = await chain();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    rows.forEach((row, index) => {
      expect(Number(row.seq)).toBe(index + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.prev_hash).toBe(index === 0 ? null : rows[index - 1]?.hash);
    });
  });

  it('refuses to change, delete or empty the log, whatever the statement', async () => {
    const before = await chain();
    for (const sql of ["UPDATE tracking SET activity = 'nothing happened' WHERE id = (SELECT max(id) FROM tracking)", 'DELETE FROM tracking WHERE id = (SELECT min(id) FROM tracking)', 'TRUNCATE tracking', "INSERT INTO tracking_anchor (seq, hash) VALUES (3, 'forged')"]) {
      await expect(withDatabase(server, (client) => client.query(sql))).rejects.toThrow(/The activity log is append-only/);
    }
    // A seal is written once: a second one, even with a correct hash, is an edit.
    await expect(withDatabase(server, (client) => client.query('UPDATE tracking SET seq = seq WHERE id = (SELECT max(id) FROM tracking)'))).rejects.toThrow(/append-only/);
    expect(await chain()).toEqual(before);
  });

  it("lets only the operator's retention command remove entries, those written before a day, and what follows still holds", async () => {
    const written = (await chain()).length;
    const { dataDir, schema } = server;
    await server.stop(true);
    const tomorrow = jakartaDay(1).iso;
    const retention = spawnSync(process.execPath, [join(REPO_ROOT, 'apps', 'api', 'dist', 'tracking-retention.js'), tomorrow], {
      env: { PATH: process.env.PATH ?? '', ...(backend.databaseUrl && schema ? { DATABASE_URL: backend.databaseUrl, CHECKER_DB_SCHEMA: schema } : { CHECKER_DATA_DIR: dataDir }) },
      encoding: 'utf8',
    });
    expect(retention.stdout).toContain(`tracking-retention: ${written} entries written before ${tomorrow} removed; 0 kept`);
    expect(retention.status).toBe(0);
    // The server goes on where the chain left off; verify-books at its stop finds nothing wrong.
    server = await startServer(backend, { dataDir, ...(schema ? { schema } : {}) });
    await signIn(server, ADMIN.name, ADMIN.password);
    const rows = await chain();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(Number(rows[0]?.seq)).toBe(written + 1);
    if (backend.databaseUrl) expect(await server.verifyBooks()).toBeNull();
    await server.stop();
    await removeServerData(server);
    await startWithEntries();
  });

  it('is found out by verify-books when an entry is edited, removed or rewritten with the trigger disabled', async () => {
    const rows = await chain();
    const [, removed, after, rewritten, next, edited] = rows as [ChainRow, ChainRow, ChainRow, ChainRow, ChainRow, ChainRow];
    await withDatabase(server, async (client) => {
      await client.query('ALTER TABLE tracking DISABLE TRIGGER tracking_append_only');
      await client.query("UPDATE tracking SET activity = 'Created website ZZZ (nobody)' WHERE id = $1", [edited.id]);
      await client.query('DELETE FROM tracking WHERE id = $1', [removed.id]);
      // A forger who recomputes the edited entry's own hash still breaks the link from the entry after it.
      await client.query(
        `UPDATE tracking SET activity = 'Edited', hash = tracking_entry_hash(seq, prev_hash, website_id, website_code, username, role, 'Edited', created_at) WHERE id = $1`,
        [rewritten.id],
      );
      await client.query('ALTER TABLE tracking ENABLE TRIGGER tracking_append_only');
    });
    const findings = [
      new RegExp(`tracking #${edited.id}: its content no longer gives its hash`),
      new RegExp(`tracking #${after.id}: entries 2 to 2 of the chain before it are missing`),
      new RegExp(`tracking #${next.id}: it does not follow the entry before it`),
    ];
    if (backend.databaseUrl) for (const finding of findings) expect(await server.verifyBooks()).toMatch(finding);
    // verify-books runs as the server stops (on PGlite it reads the data dir only then).
    const stopped = server.stop();
    for (const finding of findings) await expect(stopped).rejects.toThrow(finding);
  });
});
