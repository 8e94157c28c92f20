import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BACKENDS, startServer, type TestServer } from './harness';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function put(root: string, path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

describe.each(BACKENDS)('web serving on $name', (backend) => {
  let server: TestServer;
  let web: string;

  beforeAll(async () => {
    web = await mkdtemp(join(tmpdir(), 'checker-web-test-'));
    await put(web, 'shell/index.html', '<!doctype html><title>Checker</title>');
    await put(web, 'shell/static/js/main.3f2a1b.js', 'console.log("shell")');
    await put(web, 'shell/.secret', 'hidden');
    await put(web, 'remotes/admin/mf-manifest.json', '{"name":"admin"}');
    await put(web, 'remotes/admin/remoteEntry.js', 'var admin;');
    await put(web, 'remotes/admin/static/js/812.a1b2c3.js', 'chunk');
    await put(web, 'remotes/reports/remoteEntry.js', 'var reports;');
    await put(web, 'remotes.json', JSON.stringify({ reports: 'https://cdn.example.test/reports/mf-manifest.json' }));
    server = await startServer(backend, {
      env: {
        CHECKER_WEB_DIR: web,
        CHECKER_REMOTES_JSON: join(web, 'remotes.json'),
        CHECKER_REMOTES: JSON.stringify({ statements: 'https://statements.example.test/mf-manifest.json' }),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(web, { recursive: true, force: true });
  });

  it('serves the shell and falls back to index.html for SPA paths without an extension', async () => {
    for (const path of ['/', '/signin', '/user', '/view-bo/anything/deeper', '/not-found']) {
      const response = await server.request('GET', path);
      expect([path, response.status, response.headers['cache-control']]).toEqual([path, 200, NO_CACHE]);
      expect(response.text).toContain('<title>Checker</title>');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('serves hashed files as immutable and refuses unknown files, dotfiles and escapes with 404', async () => {
    const chunk = await server.request('GET', '/static/js/main.3f2a1b.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    for (const path of ['/missing.js', '/static/js/none.css', '/remotes/admin/%2e%2e/%2e%2e/shell/index.html', '/%2e%2e/remotes.json']) {
      expect([path, (await server.request('GET', path)).status]).toEqual([path, 404]);
    }
    // A dotfile is never served; its extension-less path gets the SPA page instead.
    expect((await server.request('GET', '/.secret')).text).not.toContain('hidden');
  });

  it('serves each remote under /remotes/<name>/ with no-cache on its manifest and entry', async () => {
    const manifest = await server.request('GET', '/remotes/admin/mf-manifest.json');
    expect([manifest.status, manifest.headers['cache-control']]).toEqual([200, NO_CACHE]);
    expect(manifest.json()).toEqual({ name: 'admin' });
    const entry = await server.request('GET', '/remotes/admin/remoteEntry.js');
    expect([entry.status, entry.headers['cache-control']]).toEqual([200, NO_CACHE]);
    const chunk = await server.request('GET', '/remotes/admin/static/js/812.a1b2c3.js');
    expect([chunk.status, chunk.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    for (const path of ['/remotes/statements/remoteEntry.js', '/remotes/unknown/remoteEntry.js', '/remotes/admin/nothing.js', '/remotes/admin/']) {
      expect([path, (await server.request('GET', path)).status]).toEqual([path, 404]);
    }
  });

  it('answers /config/remotes.json: defaults, then the file, then the inline override', async () => {
    const response = await server.request('GET', '/config/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      admin: '/remotes/admin/mf-manifest.json',
      statements: 'https://statements.example.test/mf-manifest.json',
      reports: 'https://cdn.example.test/reports/mf-manifest.json',
    });
    await writeFile(join(web, 'remotes.json'), JSON.stringify({ admin: '/remotes/admin-v2/mf-manifest.json' }));
    expect((await server.request('GET', '/config/remotes.json')).json<Record<string, string>>().admin).toBe('/remotes/admin-v2/mf-manifest.json');
  });

  it('keeps running while a remote folder disappears and comes back', async () => {
    await rename(join(web, 'remotes/admin'), join(web, 'remotes/admin-away'));
    expect((await server.request('GET', '/remotes/admin/remoteEntry.js')).status).toBe(404);
    expect((await server.request('GET', '/')).status).toBe(200);
    await rename(join(web, 'remotes/admin-away'), join(web, 'remotes/admin'));
    expect((await server.request('GET', '/remotes/admin/remoteEntry.js')).status).toBe(200);
  });

  it('keeps the API separate: an unknown /api path is a JSON 404, never index.html', async () => {
    const response = await server.request('GET', '/api/user');
    expect(response.status).toBe(404);
    expect(response.json()).toEqual({ message: 'No API route GET /api/user.' });
  });
});

describe('web serving without any build', () => {
  it('starts and answers 404 for pages and files while the API works', async () => {
    const backend = BACKENDS[0] as (typeof BACKENDS)[number];
    const server = await startServer(backend, { env: { CHECKER_WEB_DIR: join(tmpdir(), 'checker-no-such-web-dir') } });
    try {
      const page = await server.request('GET', '/user');
      expect(page.status).toBe(404);
      expect(page.json()).toEqual({ message: 'The web app is not built yet (the shell build has no index.html).' });
      expect((await server.request('GET', '/remotes/admin/remoteEntry.js')).status).toBe(404);
      expect((await server.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
