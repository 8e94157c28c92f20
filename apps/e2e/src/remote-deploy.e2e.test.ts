import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { ADMIN, launchBrowser, remoteDir, repoRoot, signIn, startChecker, type Checker } from './harness';

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

let checker: Checker;
let browser: Browser;
const copyDir = join(repoRoot, 'tmp', 'e2e-reports-mfe');

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
  rmSync(copyDir, { recursive: true, force: true });
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
  expect(source).toContain("'Table Tracking'");
  writeFileSync(pageFile, source.replace("'Table Tracking'", "'Table Tracking v2'"));
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
