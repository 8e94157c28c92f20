import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REMOTE_NAMES, type RemoteName } from '@checker/auth';
import { ANSWER_MISMATCH } from '@checker/domain/schemas';

export const repoRoot = join(__dirname, '..', '..', '..');
export const ADMIN = { name: 'admin', password: 'E2e-Admin-Pass-2026' };

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The built shell and remotes copied into one web folder the server reads (CHECKER_WEB_DIR). */
export function remoteDir(webDir: string, name: RemoteName): string {
  return join(webDir, 'remotes', name);
}

export interface Checker {
  baseUrl: string;
  webDir: string;
  workDir: string;
  stop(): Promise<void>;
  log(): string;
}

/** Starts the production server build on a free port with a fresh embedded database; `env` adds settings. */
export async function startChecker(env: Record<string, string> = {}): Promise<Checker> {
  mkdirSync(join(repoRoot, 'tmp'), { recursive: true });
  const workDir = mkdtempSync(join(repoRoot, 'tmp', 'e2e-'));
  const webDir = join(workDir, 'web');
  cpSync(join(repoRoot, 'apps/shell/dist'), join(webDir, 'shell'), { recursive: true });
  for (const name of REMOTE_NAMES) cpSync(join(repoRoot, `apps/${name}-mfe/dist`), remoteDir(webDir, name), { recursive: true });

  const port = await freePort();
  let output = '';
  const server: ChildProcess = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js')], {
    cwd: workDir,
    env: {
      ...process.env,
      PORT: String(port),
      CHECKER_DATA_DIR: join(workDir, 'data'),
      CHECKER_WEB_DIR: webDir,
      CHECKER_ADMIN_USER: ADMIN.name,
      CHECKER_ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      CHECKER_CHECK_ANSWERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    webDir,
    workDir,
    log: () => output,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
      const mismatches = output.split('\n').filter((line) => line.startsWith(ANSWER_MISMATCH));
      if (mismatches.length > 0) throw new Error(`The server answered outside its routes' response schemas:\n${[...new Set(mismatches)].join('\n')}`);
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHECKER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Collects every Content-Security-Policy violation on the pages of `context`: the page's
 * securitypolicyviolation event (it names what was blocked) and Chromium's own console message.
 * Call it before the context opens its first page.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return violations;
}

/** Screenshots land in tmp/screenshots for a person to look at; they are not compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(repoRoot, 'tmp', 'screenshots');
  mkdirSync(dir, { recursive: true });
  // Transitions finished: a button just disabled is shown disabled, not halfway there.
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * The visible controls (buttons, links, inputs, selects) of the page whose centre another element
 * covers: what a click there would hit instead. A control scrolled out of its own scrolling box, or
 * wrapped by what it hits (its label, the select or picker around it), is not covered.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll('button, a[href], input, [role="combobox"]')) {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      if (!(control as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let scrolledAway = false;
      for (let parent = control.parentElement; parent && !scrolledAway; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        scrolledAway = x < clip.left || x > clip.right || y < clip.top || y > clip.bottom;
      }
      if (scrolledAway) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control === hit || control.contains(hit) || hit.contains(control)) continue;
      if (hit.closest('label')?.contains(control) || control.closest('.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-checkbox-wrapper')?.contains(hit)) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('placeholder') ?? '').trim().slice(0, 40);
      found.push(`${control.tagName.toLowerCase()} "${name}" under ${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });
}

/** Signs in through the API and answers the session cookies, for requests the JSON client cannot send (uploads). */
export async function sessionCookie(baseUrl: string, name: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: name, account_password: password }),
  });
  if (!login.ok) throw new Error(`login ${name} failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A signed-in API client for setting up data through the product's own endpoints. */
export async function apiSession(baseUrl: string, name: string, password: string) {
  const cookie = await sessionCookie(baseUrl, name, password);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

const acceptingDialogs = new WeakSet<Page>();

/** Accepts every alert and confirm of the page (sign-in success, delete confirmations), once per page. */
export function acceptDialogs(page: Page): void {
  if (acceptingDialogs.has(page)) return;
  acceptingDialogs.add(page);
  page.on('dialog', (dialog) => void dialog.accept());
}

/** Signs in through the Sign In screen and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, name: string, password: string): Promise<void> {
  acceptDialogs(page);
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
