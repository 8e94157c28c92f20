import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ADMIN, acceptDialogs, apiSession, launchBrowser, screenshot, signIn, startChecker, type Checker } from './harness';

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

async function newPage(theme: 'light' | 'dark' = 'light'): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  acceptDialogs(page);
  return { page, context };
}

/** Picks an option of an antd Select by its visible title. */
async function choose(page: Page, select: Locator, title: string): Promise<void> {
  await select.click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`).click();
}

async function open(page: Page, path: string, text: string): Promise<void> {
  await page.goto(`${checker.baseUrl}${path}`);
  await page.getByText(text, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('an ADMIN sets up a website, a CHECKER, the whitelist and a bank account, then deactivates and deletes the CHECKER', async () => {
  const { page: admin } = await newPage();
  await signIn(admin, checker.baseUrl, ADMIN.name, ADMIN.password);

  await open(admin, '/website', 'Website Name');
  await admin.getByRole('button', { name: 'Add Website' }).click();
  let dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Website Name').fill('Nova Club');
  // The code field keeps uppercase letters and digits only, whatever is typed.
  await dialog.getByLabel('Code').pressSequentially('nova-1');
  await expect(dialog.getByLabel('Code').inputValue()).resolves.toBe('NOVA1');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await admin.locator('tr', { hasText: 'Nova Club' }).waitFor();
  await screenshot(admin, 'admin-e2e-website');

  await open(admin, '/user', 'List User');
  await admin.getByRole('button', { name: 'New User' }).click();
  dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Username').fill('rina');
  await dialog.getByLabel('Password', { exact: true }).fill('Rina-Pass-2026');
  await choose(admin, dialog.getByLabel('Role'), 'Checker');
  await choose(admin, dialog.getByLabel('Website'), 'NOVA1 — Nova Club');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await admin.locator('tr', { hasText: 'rina' }).getByText('Active').waitFor();

  await open(admin, '/whitelist', 'IP Address');
  await admin.getByRole('button', { name: 'Add WL' }).click();
  dialog = admin.getByRole('dialog');
  await dialog.getByLabel('IP Address').pressSequentially('10.20.3');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('❌ IP format is invalid. Please use format like 192.168.1.1').waitFor();
  await dialog.getByLabel('IP Address').fill('10.20.30.40');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await admin.locator('tr', { hasText: '10.20.30.40' }).waitFor();
  await screenshot(admin, 'admin-e2e-whitelist');

  await open(admin, '/databank', 'Table Data Bank');
  await choose(admin, admin.getByRole('combobox', { name: 'Website' }), 'NOVA1 — Nova Club');
  await admin.getByRole('button', { name: 'Add Data Bank' }).click();
  dialog = admin.getByRole('dialog');
  await choose(admin, dialog.getByLabel('Jenis Transaksi'), 'Deposit');
  await dialog.getByLabel('Bank').click();
  await dialog.getByLabel('Bank').pressSequentially('BCA');
  await admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="BCA"]').click();
  await dialog.getByLabel('Account Name').fill('Dewi Lestari');
  await dialog.getByLabel('Account Number').pressSequentially('123-456-7890');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.waitFor({ state: 'detached' });
  await admin.locator('tr', { hasText: 'Dewi Lestari' }).getByText('1234567890').waitFor();
  await screenshot(admin, 'admin-e2e-databank');

  // The CHECKER signs in elsewhere and sees only their own website, with admin buttons disabled.
  const { page: rina, context: rinaContext } = await newPage('dark');
  await signIn(rina, checker.baseUrl, 'rina', 'Rina-Pass-2026');
  await open(rina, '/databank', 'Table Data Bank');
  await rina.getByText('Dewi Lestari').waitFor();
  await expect(rina.getByRole('combobox', { name: 'Website' }).isDisabled()).resolves.toBe(true);
  await expect(rina.locator('tr', { hasText: 'Dewi Lestari' }).getByRole('button', { name: 'Remove' }).isDisabled()).resolves.toBe(true);
  await screenshot(rina, 'admin-e2e-checker-databank-dark');
  await open(rina, '/whitelist', 'IP Address');
  await expect(rina.getByRole('button', { name: 'Add WL' }).isDisabled()).resolves.toBe(true);
  await open(rina, '/website', 'Website Name');
  await expect(rina.getByRole('button', { name: 'Add Website' }).isDisabled()).resolves.toBe(true);
  await expect(rina.locator('tr.ant-table-row').allInnerTexts()).resolves.toEqual([expect.stringContaining('NOVA1')]);
  await open(rina, '/user', 'List User');
  await expect(rina.getByRole('button', { name: 'New User' }).count()).resolves.toBe(0);
  await screenshot(rina, 'admin-e2e-checker-user-dark');

  // Deactivating the CHECKER ends the session that is already open.
  await open(admin, '/user', 'List User');
  await admin.locator('tr', { hasText: 'rina' }).getByRole('button', { name: 'Change Status' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Yes, Confirm' }).click();
  await admin.getByText('Status "rina" diubah ke Inactive.').waitFor();
  await rina.goto(`${checker.baseUrl}/databank`);
  await rina.waitForURL(`${checker.baseUrl}/signin`);
  await rinaContext.close();

  await admin.locator('tr', { hasText: 'rina' }).getByRole('button', { name: 'Delete' }).click();
  await admin.getByText('Akun "rina" berhasil dihapus.').waitFor();
  // The notice shows before the list has reloaded; wait for the row to leave instead of counting at once.
  await admin.locator('tr', { hasText: 'rina' }).first().waitFor({ state: 'detached' });
  await expect(admin.locator('tr', { hasText: 'rina' }).count()).resolves.toBe(0);
  await screenshot(admin, 'admin-e2e-user-after-delete');
}, 240000);

test('a CS changes its own password from the header, signs out and signs in with the new one', async () => {
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  const { website_id: website } = await admin<{ website_id: number }>('POST', '/api/createwebsite', { website_name: 'Kopi Club', website_code: 'KOPI1', website_panel: 'NEXUS' });
  await admin('POST', '/api/addadminacc', { account_name: 'dewi', account_password: 'Dewi-Lama-2026', account_role: 'CS', account_website: website, account_status: true });

  const { page, context } = await newPage();
  await signIn(page, checker.baseUrl, 'dewi', 'Dewi-Lama-2026');
  await page.getByRole('button', { name: 'Ganti password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Akun: dewi').waitFor();
  // The dialog applies the server's rule before sending anything.
  await dialog.getByLabel('Password baru', { exact: true }).fill('pendek');
  await dialog.getByLabel('Ulangi password baru', { exact: true }).fill('pendek');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await dialog.getByText('Password minimal 12 karakter.').waitFor();
  await dialog.getByLabel('Password baru', { exact: true }).fill('teh manis hangat');
  await dialog.getByLabel('Ulangi password baru', { exact: true }).fill('teh manis hangat');
  await screenshot(page, 'admin-e2e-own-password');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Password Anda telah diperbarui.').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${checker.baseUrl}/signin`);
  const oldPassword = await fetch(`${checker.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'dewi', account_password: 'Dewi-Lama-2026' }),
  });
  expect(oldPassword.status).toBe(401);
  await signIn(page, checker.baseUrl, 'dewi', 'teh manis hangat');
  await expect(page.getByTestId('account-name').textContent()).resolves.toBe('dewi');
  await context.close();
}, 120000);
