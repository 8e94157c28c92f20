import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebConfig } from '../config';
import { cacheControlFor, defaultRemotes, remotesMap } from './site';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['main.3f2a1b.js', 'public, max-age=31536000, immutable'],
    ['812.a1b2c3.css', 'public, max-age=31536000, immutable'],
  ])('%s → %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });
});

describe('remotesMap', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'checker-remotes-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const web = (remotesFile: string | null, remotesInline: Record<string, string> | null): WebConfig => ({
    shellDir: '/none',
    remoteDirs: { admin: '/none', statements: '/none', reports: '/none' },
    remotesFile,
    remotesInline,
  });

  it('starts from one manifest per remote under /remotes/<name>/', async () => {
    expect(defaultRemotes()).toEqual({ admin: '/remotes/admin/mf-manifest.json', statements: '/remotes/statements/mf-manifest.json', reports: '/remotes/reports/mf-manifest.json' });
    expect(await remotesMap(web(null, null))).toEqual(defaultRemotes());
  });

  it('applies the file, then the inline map, key by key', async () => {
    const file = join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ admin: 'https://a/mf-manifest.json', reports: 'https://r/mf-manifest.json' }));
    expect(await remotesMap(web(file, { reports: 'https://inline/mf-manifest.json' }))).toEqual({
      admin: 'https://a/mf-manifest.json',
      statements: '/remotes/statements/mf-manifest.json',
      reports: 'https://inline/mf-manifest.json',
    });
  });

  it('fails loudly on a broken file', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{');
    await expect(remotesMap(web(file, null))).rejects.toThrow(`CHECKER_REMOTES_JSON (${file}) is not valid JSON.`);
  });
});
