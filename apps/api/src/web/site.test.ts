import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebConfig } from '../config';
import { cacheControlFor, defaultRemotes, documentPolicy, remoteSources, remotesMap } from './site';

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

describe('the pages\' Content-Security-Policy', () => {
  it('adds the origin of every remote served elsewhere, once, and nothing for same-origin remotes', () => {
    expect(remoteSources(defaultRemotes())).toEqual([]);
    expect(
      remoteSources({
        admin: 'https://cdn.example.com/admin/mf-manifest.json',
        statements: 'https://cdn.example.com/statements/mf-manifest.json',
        reports: 'http://127.0.0.1:4203/mf-manifest.json',
        other: '//static.example.com:8443/x/mf-manifest.json',
        odd: 'javascript:alert(1)',
      }),
    ).toEqual(['http://127.0.0.1:4203', 'https://cdn.example.com', 'static.example.com:8443']);
  });

  it('allows scripts only from this origin and the remotes, inline styles for antd, and no framing', () => {
    expect(documentPolicy(defaultRemotes())).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    const policy = documentPolicy({ ...defaultRemotes(), reports: 'https://cdn.example.com/reports/mf-manifest.json' });
    expect(policy).toContain("script-src 'self' https://cdn.example.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com;");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
