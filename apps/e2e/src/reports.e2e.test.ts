import { readFileSync } from 'node:fs';
import { Workbook } from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, apiSession, launchBrowser, screenshot, sessionCookie, signIn, startChecker, type Checker } from './harness';
import { jakartaDay, klikBcaCsv, nexusDepositCsv, nexusWithdrawCsv, uploadCsv, type BoLine, type SeedDay, type MutasiLine } from './seed';

let checker: Checker;
let browser: Browser;

const CS = { name: 'sari', password: 'Sari-Pass-2026' };
const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';

const yesterday = jakartaDay(-1);
const today = jakartaDay(0);

interface Player extends BoLine {
  /** Whether the statement proves the row, so the checker approves it. */
  inMutasi: boolean;
}

/** The statement lines of the day: the proved players plus one cash line nobody claims. */
function mutasiLines(direction: 'CR' | 'DB', players: readonly Player[]): MutasiLine[] {
  return [...players.filter((p) => p.inMutasi).map((p) => ({ text: `TRSF E-BANKING ${direction} ${p.fullName}`, cents: p.cents })), { text: 'SETORAN TUNAI', cents: 70_000_00n }];
}

const SEED: Array<{ day: SeedDay; deposits: Player[]; withdrawals: Player[] }> = [
  {
    day: yesterday,
    deposits: [
      { ticket: 'DP100001', username: 'siti88', fullName: 'SITI RAHAYU', cents: 150_000_00n, inMutasi: true },
      { ticket: 'DP100002', username: 'rina_al', fullName: 'RINA AYU LESTARI', cents: 275_500_50n, inMutasi: true },
      { ticket: 'DP100003', username: 'budi77', fullName: 'BUDI SANTOSO', cents: 250_000_00n, inMutasi: false },
    ],
    withdrawals: [
      { ticket: 'WD100001', username: 'budi77', fullName: 'BUDI SANTOSO', cents: 87_490_00n, inMutasi: true },
      { ticket: 'WD100002', username: 'ahmad_f', fullName: 'AHMAD FAUZI', cents: 100_000_00n, inMutasi: false },
    ],
  },
  {
    day: today,
    deposits: [
      { ticket: 'DP200001', username: 'siti88', fullName: 'SITI RAHAYU', cents: 1_200_000_00n, inMutasi: true },
      { ticket: 'DP200002', username: 'dewi_k', fullName: 'DEWI KARTIKA', cents: 50_000_00n, inMutasi: false },
    ],
    withdrawals: [{ ticket: 'WD200001', username: 'ahmad_f', fullName: 'AHMAD FAUZI', cents: 2_000_000_00n, inMutasi: true }],
  },
];

/** What the approved rows add up to, in the page's Indonesian format (1.625.500,5). */
const EXPECTED = { deposit: '1.625.500,50', withdraw: '2.087.490,00', balance: '-461.989,50', transactions: '5' };

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  const { website_id: rpa } = await admin<{ website_id: number }>('POST', '/api/createwebsite', { website_name: 'Report Alpha', website_code: 'RPA', website_panel: 'NEXUS' });
  await admin('POST', '/api/createwebsite', { website_name: 'Report Beta', website_code: 'RPB', website_panel: 'NEXUS' });
  await admin('POST', '/api/addadminacc', { account_name: CS.name, account_password: CS.password, account_role: 'CS', account_website: rpa, account_status: true });
  await admin('POST', '/api/createakunbank', { akun_bank_website: 'RPA', akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: DEPOSIT_ACCOUNT });
  await admin('POST', '/api/createakunbank', { akun_bank_website: 'RPA', akun_bank_jenis_transaksi: 'WD', akun_bank_bank: 'BCA', akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: WITHDRAW_ACCOUNT });

  const cookie = await sessionCookie(checker.baseUrl, ADMIN.name, ADMIN.password);
  const upload = async (endpoint: string, fileName: string, content: string, fields: Record<string, string>) =>
    (await uploadCsv(checker.baseUrl, cookie, endpoint, fileName, content, fields)) as { auto_approved: number };
  for (const { day, deposits, withdrawals } of SEED) {
    await upload('checkdata', `bo-dp-${day.mon}.csv`, nexusDepositCsv(day, DEPOSIT_ACCOUNT, deposits), { groups: 'RPA' });
    const depositMutasi = await upload('mutasiupdepobca', `bca-dp-${day.mon}.csv`, klikBcaCsv(day, 'CR', mutasiLines('CR', deposits)), { groups: 'RPA', transaction_type: 'deposit', dates: day.mon, corporate_bank_no: DEPOSIT_ACCOUNT });
    await upload('bowd', `bo-wd-${day.mon}.csv`, nexusWithdrawCsv(day, 'RPA', WITHDRAW_ACCOUNT, withdrawals), { groups: 'RPA' });
    const withdrawMutasi = await upload('mutasiupdepobca', `bca-wd-${day.mon}.csv`, klikBcaCsv(day, 'DB', mutasiLines('DB', withdrawals)), { groups: 'RPA', transaction_type: 'withdraw', dates: day.mon, corporate_bank_no: WITHDRAW_ACCOUNT });
    // The premise of the journeys: the checker proved exactly the rows the statements carry.
    expect([depositMutasi.auto_approved, withdrawMutasi.auto_approved]).toEqual([deposits.filter((p) => p.inMutasi).length, withdrawals.filter((p) => p.inMutasi).length]);
  }
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
});

async function newPage(name: string, password: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await signIn(page, checker.baseUrl, name, password);
  return page;
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).click();
}

async function typeDate(page: Page, label: string, day: SeedDay): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(day.slash);
  await input.press('Enter');
  // Leaving the input closes its calendar.
  await input.press('Tab');
  await expect(input.inputValue()).resolves.toBe(day.mon);
}

/** Waits until the page's table shows `count` rows. */
async function tableShows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === n, count);
}

const figure = (page: Page, card: string) => page.getByRole('group', { name: card }).getByTestId(/^summary-/);

test('a CS searches Data Player for their own website, sees the totals, and is kept to that page', async () => {
  const page = await newPage(CS.name, CS.password);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('link').first().waitFor();
  await expect(sidebar.getByRole('link').allInnerTexts()).resolves.toEqual(['Data Player']);
  await sidebar.getByRole('link', { name: 'Data Player' }).click();
  await page.waitForURL(`${checker.baseUrl}/dataplayer`);

  const website = page.getByRole('combobox', { name: 'Website', exact: true });
  await page.locator('.ant-select-content[title="RPA — Report Alpha"]').waitFor();
  await expect(website.isDisabled()).resolves.toBe(true);
  await typeDate(page, 'Start Date', yesterday);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText(EXPECTED.deposit, { exact: true }).waitFor();
  await expect(figure(page, 'Total Deposit').innerText()).resolves.toBe(EXPECTED.deposit);
  await expect(figure(page, 'Total Withdraw').innerText()).resolves.toBe(EXPECTED.withdraw);
  await expect(figure(page, 'Balance').innerText()).resolves.toBe(EXPECTED.balance);
  await expect(figure(page, 'Total Transactions').innerText()).resolves.toBe(EXPECTED.transactions);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await tableShows(page, 5);
  await expect(rows.first().innerText()).resolves.toContain('siti88');
  await screenshot(page, 'reports-e2e-cs-dataplayer');

  const username = page.getByRole('searchbox', { name: 'Search Username' });
  await username.fill('siti');
  const searched = page.waitForResponse((response) => response.url().includes('/api/searchdataplayer/siti/RPA/'));
  await username.press('Enter');
  await searched;
  await tableShows(page, 2);
  await expect(rows.allInnerTexts()).resolves.toEqual([expect.stringContaining('siti88'), expect.stringContaining('siti88')]);
  await username.fill('nobody');
  await username.press('Enter');
  await page.getByText('Username nobody tidak ditemukan pada periode ini.').waitFor();
  await screenshot(page, 'reports-e2e-cs-username-not-found');

  for (const path of ['/view-bo', '/user', '/tracking']) {
    await page.goto(`${checker.baseUrl}${path}`);
    await page.waitForURL(`${checker.baseUrl}/not-found`);
  }
  await screenshot(page, 'reports-e2e-cs-sent-away');
  // The server refuses another website's report to a CS whatever the page shows.
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const other = await fetch(`${checker.baseUrl}/api/totaldataplayer/RPB/${yesterday.mon}/${today.mon}/100/1`, { headers: { cookie: cookies } });
  expect(other.status).toBe(403);
  await page.context().close();
});

test('an ADMIN opens the game-site report, exports it to Excel, and the workbook carries the same grand totals', async () => {
  const page = await newPage(ADMIN.name, ADMIN.password, 'dark');
  await page.goto(`${checker.baseUrl}/dataplayer`);
  await choose(page, 'Mode', 'Game Site');
  await page.getByRole('heading', { name: 'Game Site Report' }).waitFor();
  await choose(page, 'Game Site', 'RPA — Report Alpha');
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await typeDate(page, 'End Date', yesterday);
  await page.getByText('End Date tidak boleh lebih kecil dari Start Date.').waitFor();
  await expect(search.isDisabled()).resolves.toBe(true);
  await screenshot(page, 'reports-e2e-admin-end-before-start-dark');
  await typeDate(page, 'Start Date', yesterday);
  await typeDate(page, 'End Date', today);
  await page.getByText('End Date tidak boleh lebih kecil dari Start Date.').waitFor({ state: 'detached' });
  await search.click();
  await page.getByText('Report RPA — Report Alpha').waitFor();
  await page.getByText(`Range: ${yesterday.mon} to ${today.mon}`).waitFor();
  const grandTotal = page.getByTestId('grand-total');
  await grandTotal.waitFor();
  const shown = (await grandTotal.locator('td').allInnerTexts()).map((text) => text.trim());
  expect(shown).toEqual(['Total Keseluruhan', EXPECTED.deposit, EXPECTED.withdraw, EXPECTED.transactions, EXPECTED.balance]);
  const days = await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
  expect(days.map((row) => row.split('\t')[0])).toEqual([yesterday.mon, today.mon]);
  await screenshot(page, 'reports-e2e-admin-gamesite-dark');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`gamesite_RPA_${yesterday.mon}_to_${today.mon}.xlsx`);
  const bytes = readFileSync(await download.path());
  const workbook = new Workbook();
  // exceljs types its input as an ArrayBuffer.
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const lines: unknown[][] = [];
  sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
  expect(lines[0]).toEqual(['date', 'total_deposit', 'total_withdraw', 'total_transactions', 'balance']);
  expect(lines.slice(1, -1).map((line) => line[0])).toEqual([yesterday.mon, today.mon]);
  const total = lines.at(-1) ?? [];
  // The workbook's numbers, shown the way the page shows money, are the page's grand totals.
  const money = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
  const [, deposit, withdraw, transactions, balance] = total as [unknown, number, number, number, number];
  expect([total[0], money.format(deposit), money.format(withdraw), count.format(transactions), money.format(balance)]).toEqual(['TOTAL', EXPECTED.deposit, EXPECTED.withdraw, EXPECTED.transactions, EXPECTED.balance]);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`gamesite_RPA_${yesterday.mon}_to_${today.mon}.csv`);
  expect(readFileSync(await csv.path(), 'utf8')).toContain('TOTAL,1625500.50,2087490.00,5,-461989.50');
  await page.context().close();
});

test('Tracking shows the log of a website and searches it', async () => {
  const page = await newPage(ADMIN.name, ADMIN.password);
  await page.goto(`${checker.baseUrl}/tracking`);
  await page.getByText('Table Tracking').waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await tableShows(page, 10);
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/tracking/RPA/10/1'));
  await choose(page, 'Website', 'RPA — Report Alpha');
  await listed;
  // Every row shown is RPA's (the ADMIN's uploads and the CS's sign-in), once the table has caught up with the answer.
  await page.waitForFunction(() => {
    const websites = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:nth-child(2)')].map((cell) => cell.textContent);
    return websites.length > 0 && websites.every((website) => website === 'RPA');
  });

  const searched = page.waitForResponse((response) => response.url().endsWith('/api/searchtracking/RPA/sari/10/1'));
  await page.getByRole('textbox', { name: 'Cari username/member…' }).fill('  sari ');
  await searched;
  // The CS signing in, and the ADMIN's changes that name the account: the search reads usernames and activities.
  await page.waitForFunction(() => {
    const found = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => row.textContent?.toLowerCase() ?? '');
    return found.length > 0 && found.every((row) => row.includes('sari')) && found.some((row) => row.includes('signed in from'));
  });
  await expect(rows.filter({ hasText: 'Signed in from' }).locator('td:nth-child(3)').allInnerTexts()).resolves.toEqual(['sari']);
  await screenshot(page, 'reports-e2e-tracking');
  await page.context().close();
});
