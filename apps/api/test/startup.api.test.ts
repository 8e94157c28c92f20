import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKENDS, startServer } from './harness';

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
});
