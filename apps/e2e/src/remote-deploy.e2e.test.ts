import { createHash } from 'node:crypto';
import { cpSync, createReadStream, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, collectCspViolations, launchBrowser, remoteDir, repoRoot, signIn, startChecker, type Checker } from './harness';

/** A digest of every file under a folder, so "byte-identical" is checked, not assumed. */
function digestTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(dir, path)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

interface RemoteHost {
  origin: string;
  /** Paths asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.html': 'text/html' };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Serves a built remote from an origin of its own, as a CDN would: CORS open, so the shell may fetch its manifest. */
async function hostRemote(dir: string): Promise<RemoteHost> {
  const root = resolve(dir);
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://remote.invalid').pathname;
    requested.push(path);
    const file = resolve(root, `.${decodeURIComponent(path)}`);
    if (!file.startsWith(root + sep) || !isFile(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, requested, close: () => new Promise<void>((done) => server.close(() => done())) };
}

let checker: Checker;
let browser: Browser;
const copyDir = join(repoRoot, 'tmp', 'e2e-reports-mfe');
/** CHECKER_REMOTES_JSON of the server: read on every page load, so a test can point a remote elsewhere. */
const remotesFile = join(repoRoot, 'tmp', `e2e-remotes-${process.pid}.json`);

beforeAll(async () => {
  writeFileSync(remotesFile, '{}');
  checker = await startChecker({ CHECKER_REMOTES_JSON: remotesFile });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
  rmSync(copyDir, { recursive: true, force: true });
  rmSync(remotesFile, { force: true });
});

test('rebuilding one remote with a changed title is a deploy: the shell stays byte-identical', async () => {
  const page = await browser.newPage();
  await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
  await page.goto(`${checker.baseUrl}/tracking`);
  await page.getByTestId('page-card').getByText('Table Tracking').waitFor();

  const shellBefore = digestTree(join(checker.webDir, 'shell'));

  // Build a copy of the reports remote whose Tracking heading reads differently. The copy sits at
  // the same depth as apps/reports-mfe so its config and imports resolve the same way.
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(join(repoRoot, 'apps/reports-mfe'), copyDir, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  const pageFile = join(copyDir, 'src/pages/tracking/TrackingPage.tsx');
  const source = readFileSync(pageFile, 'utf8');
  // The heading comes from the catalogue (libs/domain, outside the copy): the copy's page adds ' v2' to it.
  const heading = /text\('reports\.tracking\.card'\)/;
  expect(source).toMatch(heading);
  writeFileSync(pageFile, source.replace(heading, () => "`${text('reports.tracking.card')} v2`"));
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', join(copyDir, 'rspack.config.mjs')], {
    cwd: copyDir,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });

  const target = remoteDir(checker.webDir, 'reports');
  rmSync(target, { recursive: true, force: true });
  cpSync(join(copyDir, 'dist'), target, { recursive: true });

  await page.reload();
  await page.getByTestId('page-card').getByText('Table Tracking v2').waitFor();
  expect(digestTree(join(checker.webDir, 'shell'))).toBe(shellBefore);
  await page.close();
}, 300000);

test('a remote served from another origin loads under the page policy once remotes.json names it; an unnamed origin is refused', async () => {
  const remote = await hostRemote(join(repoRoot, 'apps/reports-mfe/dist'));
  const context = await browser.newContext();
  const violations = await collectCspViolations(context);
  try {
    writeFileSync(remotesFile, JSON.stringify({ reports: `${remote.origin}/mf-manifest.json` }));
    const page = await context.newPage();
    await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
    const document = await page.goto(`${checker.baseUrl}/dataplayer`);
    const policy = document?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${remote.origin};`);
    expect(policy).toContain(`connect-src 'self' ${remote.origin};`);
    await page.getByTestId('page-card').getByText('Data Player').first().waitFor();
    expect(remote.requested).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(violations).toEqual([]);

    // The same server under another name is another origin, absent from the policy: the browser refuses it.
    const unnamed = `${remote.origin.replace('127.0.0.1', 'localhost')}/probe.js`;
    const ran = await page.evaluate(
      (src) =>
        new Promise<boolean>((done) => {
          const script = window.document.createElement('script');
          script.src = src;
          script.onload = () => done(true);
          script.onerror = () => done(false);
          window.document.head.append(script);
        }),
      unnamed,
    );
    expect(ran).toBe(false);
    expect(remote.requested).not.toContain('/probe.js');
    expect(violations.join('\n')).toMatch(/script-src/);
  } finally {
    writeFileSync(remotesFile, '{}');
    await context.close();
    await remote.close();
  }
}, 120000);
