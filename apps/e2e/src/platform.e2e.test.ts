import { renameSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, apiSession, collectCspViolations, coveredControls, launchBrowser, remoteDir, screenshot, sessionCookie, signIn, startChecker, type Checker } from './harness';
import { jakartaDay, nexusDepositCsv, uploadCsv } from './seed';

let checker: Checker;
let browser: Browser;

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
});

/** The Content-Security-Policy violations of every page the current test opened. */
const cspViolations: string[][] = [];

afterEach(() => {
  expect(cspViolations.splice(0).flat()).toEqual([]);
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  cspViolations.push(await collectCspViolations(context));
  return context.newPage();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

test('an ADMIN signs in, opens one page of each remote, and signs out', async () => {
  const page = await newPage();
  const first = await page.goto(`${checker.baseUrl}/`);
  // The journey runs under the production policy: scripts only from this origin, no framing.
  expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self'; .*frame-ancestors 'none'/);
  await page.waitForURL(`${checker.baseUrl}/signin`);
  await expectVisible(page, 'Auto Checker to help you');
  expect(await page.title()).toBe('Checker');
  // antd runs without run-time styles: its prebuilt stylesheet is linked, and it styles the page.
  const stylesheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
  expect(stylesheets.filter((href) => /\/antd\.[0-9a-f]{10}\.css$/.test(href))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.not.toMatch(/^rgba?\(0, 0, 0, 0\)$|^rgb\(239, 239, 239\)$/);
  await screenshot(page, 'platform-signin');

  await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
  await expectVisible(page, /Selamat (Pagi|Siang|Sore|Malam)/);
  await screenshot(page, 'platform-dashboard');

  const remotes: Array<[string, string, string]> = [
    ['User', '/user', 'List User'],
    ['Upload', '/upload', 'Upload'],
    ['Data Player', '/dataplayer', 'Data Player'],
  ];
  for (const [label, path, heading] of remotes) {
    await sidebar(page).getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`${checker.baseUrl}${path}`);
    await expectVisible(page.getByTestId('page-card'), heading);
    // The remote reads the signed-in account from the host's store: one store, one auth state.
    await expect(page.getByTestId('page-account').innerText()).resolves.toContain(ADMIN.name);
    await screenshot(page, `platform-remote${path.replace('/', '-')}`);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${checker.baseUrl}/signin`);
  await page.goto(`${checker.baseUrl}/`);
  await page.waitForURL(`${checker.baseUrl}/signin`);
  await page.context().close();
});

test('nothing covers a control: the main pages at 1440 and 390 px wide, in the light and the dark theme', async () => {
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  await admin('POST', '/api/createwebsite', { website_name: 'Tata Letak', website_code: 'LAYOUT', website_panel: 'NEXUS' });
  const today = jakartaDay();
  const lines = Array.from({ length: 30 }, (_, i) => ({ ticket: `DP8${String(i).padStart(5, '0')}`, username: `pemain${i}`, fullName: `PEMAIN NOMOR ${i}`, cents: BigInt(100_000 + i) * 100n }));
  await uploadCsv(checker.baseUrl, await sessionCookie(checker.baseUrl, ADMIN.name, ADMIN.password), 'checkdata', 'layout.csv', nexusDepositCsv(today, '1234567890', lines), { groups: 'LAYOUT' });
  const paths = ['/', `/view-bo?type=deposit&website=LAYOUT&status=all&date=${today.iso}`, '/upload', '/dataplayer', '/user', '/tracking'];
  const covered: string[] = [];
  for (const width of [1440, 390]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 860 } });
      cspViolations.push(await collectCspViolations(context));
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
      for (const path of paths) {
        await page.goto(`${checker.baseUrl}${path}`);
        await (path === '/' ? page.getByText('Selamat', { exact: false }).first() : page.getByTestId('page-card').first()).waitFor();
        if (path.startsWith('/view-bo')) await page.getByText('DP800029').waitFor();
        covered.push(...(await coveredControls(page)).map((what) => `${width} px ${theme} ${path.split('?')[0]}: ${what}`));
        if (path.startsWith('/view-bo')) await screenshot(page, `layout-view-bo-${width}-${theme}`);
      }
      // The check sees a cover: a box laid over the Sign out button (the page scrolled to the top) is reported.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign out') as HTMLElement;
        const box = button.getBoundingClientRect();
        const cover = Object.assign(document.createElement('div'), { id: 'cover' });
        // The whole band of the header around it: the clock ticking in the header may move the button a little.
        Object.assign(cover.style, { position: 'fixed', left: '0', top: '0', width: '100vw', height: `${box.bottom + 40}px`, zIndex: '9999' });
        document.body.append(cover);
      });
      expect((await coveredControls(page)).filter((what) => what.startsWith('button "Sign out"'))).toHaveLength(1);
      await context.close();
    }
  }
  expect(covered).toEqual([]);
});

test('a CS user sees only Data Player and is sent to /not-found from /upload', async () => {
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  await admin('POST', '/api/createwebsite', { website_name: 'Situs Satu', website_code: 'SSATU', website_panel: 'NEXUS' });
  const websites = await admin<Array<{ website_id: number; website_code: string }>>('GET', '/api/websitelist');
  const website = websites.find((w) => w.website_code === 'SSATU');
  await admin('POST', '/api/addadminacc', {
    account_name: 'cs_satu',
    account_password: 'Cs-Satu-Pass-1',
    account_status: true,
    account_role: 'CS',
    account_website: website?.website_id,
    account_created_by: 1,
  });

  const page = await newPage();
  await signIn(page, checker.baseUrl, 'cs_satu', 'Cs-Satu-Pass-1');
  await sidebar(page).getByRole('link').first().waitFor();
  const entries = await sidebar(page).getByRole('link').allInnerTexts();
  expect(entries.map((e) => e.trim())).toEqual(['Data Player']);
  await screenshot(page, 'platform-cs-dashboard');

  await page.goto(`${checker.baseUrl}/upload`);
  await page.waitForURL(`${checker.baseUrl}/not-found`);
  await expectVisible(page, "We can't seem to find the page you are looking for!");
  await screenshot(page, 'platform-cs-not-found');
  await page.context().close();
});

test('a remote that is not served shows the unavailable notice while the others keep working', async () => {
  const page = await newPage();
  await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
  const reports = remoteDir(checker.webDir, 'reports');
  renameSync(reports, `${reports}.off`);
  try {
    await page.goto(`${checker.baseUrl}/dataplayer`);
    await expectVisible(page, 'Bagian ini tidak tersedia');
    await screenshot(page, 'platform-remote-unavailable');

    await sidebar(page).getByRole('link', { name: 'User', exact: true }).click();
    await expectVisible(page.getByTestId('page-card'), 'List User');
    await sidebar(page).getByRole('link', { name: 'Upload', exact: true }).click();
    await expectVisible(page.getByTestId('page-card'), 'Upload');
    await sidebar(page).getByRole('link', { name: 'Data Player', exact: true }).click();
    await expectVisible(page, 'Bagian ini tidak tersedia');
  } finally {
    renameSync(`${reports}.off`, reports);
  }
  // Serving the remote again: Retry loads it without a page reload.
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expectVisible(page.getByTestId('page-card'), 'Data Player');
  await page.context().close();
});

test('a website name written as markup is shown as text and never runs', async () => {
  const markup = '<img src=x onerror="window.__injected=1"><b>bold</b>';
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  await admin('POST', '/api/createwebsite', { website_name: markup, website_code: 'MARKUP', website_panel: 'NEXUS' });

  const page = await newPage();
  await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
  await sidebar(page).getByRole('link', { name: 'Website', exact: true }).click();
  await page.waitForURL(`${checker.baseUrl}/website`);
  await expectVisible(page.getByTestId('page-card'), markup);
  await screenshot(page, 'platform-markup-as-text');
  expect(await page.locator('img[src="x"], b:text-is("bold")').count()).toBe(0);
  expect(await page.evaluate(() => (window as Window & { __injected?: number }).__injected)).toBeUndefined();
  await page.context().close();
});

async function expectVisible(target: Page | ReturnType<Page['getByTestId']>, text: string | RegExp): Promise<void> {
  await target.getByText(text).first().waitFor({ state: 'visible', timeout: 15000 });
}
