import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, BACKENDS, signIn, startServer } from './harness';

const pglite = BACKENDS[0] as (typeof BACKENDS)[number];

describe('start-up checks', () => {
  it('refuses a second server on the same PGlite data directory and keeps the first one running', async () => {
    const first = await startServer(pglite);
    try {
      await expect(startServer(pglite, { dataDir: first.dataDir })).rejects.toThrow(/Another Checker server \(pid \d+\) is using the data directory/);
      expect((await first.request('GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await first.stop();
    }
  });

  it('stops with a clear message on invalid settings', async () => {
    await expect(startServer(pglite, { env: { CHECKER_SESSION_HOURS: 'forever' } })).rejects.toThrow(
      'Configuration error: CHECKER_SESSION_HOURS must be a number of hours above 0 and at most 720, got "forever".',
    );
    const dir = await mkdtemp(join(tmpdir(), 'checker-startup-'));
    try {
      const broken = join(dir, 'remotes.json');
      await writeFile(broken, '{ not json');
      await expect(startServer(pglite, { dataDir: dir, env: { CHECKER_REMOTES_JSON: broken } })).rejects.toThrow(`Configuration error: CHECKER_REMOTES_JSON (${broken}) is not valid JSON.`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses to create the first ADMIN with a CHECKER_ADMIN_PASSWORD that breaks the password rule, and exits with 1', async () => {
    const refusal = (await startServer(pglite, { env: { CHECKER_ADMIN_PASSWORD: 'short' } }).then(
      () => new Error('the server started'),
      (error: unknown) => error as Error,
    )).message;
    expect(refusal).toContain('The server exited (code 1) while starting');
    expect(refusal).toContain(
      'Configuration error: CHECKER_ADMIN_PASSWORD does not meet the password rule (at least 12 characters, not only spaces, not the account name, not a common password): Password minimal 12 karakter.',
    );
    await expect(startServer(pglite, { env: { CHECKER_ADMIN_USER: 'boss-of-checker', CHECKER_ADMIN_PASSWORD: 'Boss-Of-Checker' } })).rejects.toThrow(
      'password): Password tidak boleh sama dengan nama akun.',
    );
  });

  it('ignores CHECKER_ADMIN_PASSWORD once an ADMIN exists, even one that breaks the rule', async () => {
    const first = await startServer(pglite);
    await first.stop(true);
    const second = await startServer(pglite, { dataDir: first.dataDir, env: { CHECKER_ADMIN_PASSWORD: 'short' } });
    try {
      await signIn(second, ADMIN.name, ADMIN.password);
    } finally {
      await second.stop();
      await rm(first.dataDir, { recursive: true, force: true });
    }
  });
});
