import type { Browser, Locator, Page } from 'playwright-core';
import { formatMessage, matchReasonText } from '@checker/domain';
import { ADMIN, apiSession, launchBrowser, screenshot, sessionCookie, signIn, startChecker, type Checker } from './harness';
import { jakartaDay, klikBcaCsv, nexusDepositCsv, nexusWithdrawCsv, uploadCsv, type BoLine, type SeedDay } from './seed';

let checker: Checker;
let browser: Browser;

const SITE = { code: 'DSATU', name: 'Delta Satu' };
const CHECKER = { name: 'dina', password: 'Dina-Pass-2026' };
const DEPOSIT_ACCOUNT = '0123456789';
const WITHDRAW_ACCOUNT = '1234567890';
const today = jakartaDay(0);
const yesterday = jakartaDay(-1);

/**
 * Today: SITI and RINA are proved by their credits, ANI's 100.000 fits two nameless credits equally
 * (ambiguous), BUDI's 250.000 is nowhere; AHMAD's withdrawal is proved, DEWI's is not; interest and
 * an admin fee are money no BO row claims. Yesterday: SITI proved, BUDI pending, a cash deposit unclaimed.
 */
const SEED: Array<{ day: SeedDay; deposits: BoLine[]; credits: Array<{ text: string; cents: bigint }>; withdrawals: BoLine[]; debits: Array<{ text: string; cents: bigint }> }> = [
  {
    day: yesterday,
    deposits: [
      { ticket: 'DP100001', username: 'siti88', fullName: 'SITI RAHAYU', cents: 50_000_00n },
      { ticket: 'DP100002', username: 'budi77', fullName: 'BUDI SANTOSO', cents: 60_000_00n },
    ],
    credits: [
      { text: 'TRSF E-BANKING CR SITI RAHAYU', cents: 50_000_00n },
      { text: 'SETORAN TUNAI', cents: 70_000_00n },
    ],
    withdrawals: [],
    debits: [],
  },
  {
    day: today,
    deposits: [
      { ticket: 'DP200001', username: 'siti88', fullName: 'SITI RAHAYU', cents: 150_000_00n },
      { ticket: 'DP200002', username: 'rina_al', fullName: 'RINA AYU LESTARI', cents: 275_500_50n },
      { ticket: 'DP200003', username: 'ani', fullName: 'ANI', cents: 100_000_00n },
      { ticket: 'DP200004', username: 'budi77', fullName: 'BUDI SANTOSO', cents: 250_000_00n },
    ],
    credits: [
      { text: 'TRSF E-BANKING CR SITI RAHAYU', cents: 150_000_00n },
      { text: 'BI-FAST CR TRANSFER DR 008 RINA AYU LESTARI', cents: 275_500_50n },
      { text: 'SETORAN TUNAI', cents: 100_000_00n },
      { text: 'SETORAN KLIRING', cents: 100_000_00n },
      { text: 'BUNGA', cents: 1_234_56n },
    ],
    withdrawals: [
      { ticket: 'WD200001', username: 'ahmad_f', fullName: 'AHMAD FAUZI', cents: 87_490_00n },
      { ticket: 'WD200002', username: 'dewi_k', fullName: 'DEWI KARTIKA', cents: 99_000_00n },
    ],
    debits: [
      { text: 'TRSF E-BANKING DB AHMAD FAUZI', cents: 87_490_00n },
      { text: 'BIAYA ADM', cents: 10_000_00n },
    ],
  },
];

/**
 * What the dashboard's table must read for DSATU: Day, Type, Matched, of which Auto, By person and Tanpa mutasi (the
 * checker proved every matched row, nobody approved by hand), Pending, its reasons (ANI ambiguous and BUDI's amount
 * nowhere today), Unclaimed mutasi.
 */
const EXPECTED_ROWS = [
  [`Hari ini\n${today.mon}`, 'Deposit', '2', '2', '0', '0', '2', '2 alasan', '3 · Rp 201.234,56'],
  ['Withdraw', '1', '1', '0', '0', '1', '1 alasan', '1 · Rp 10.000,00'],
  [`Kemarin\n${yesterday.mon}`, 'Deposit', '1', '1', '0', '0', '1', '1 alasan', '1 · Rp 70.000,00'],
  ['Withdraw', '0', '0', '0', '0', '0', '-', '0 · Rp 0,00'],
];

/** The pending rows' reasons as the dashboard groups them: every number read as N, most rows first, then by reason, shown in Indonesian. */
function reasonRows(reasons: readonly unknown[]): string[][] {
  const counts = new Map<string, number>();
  for (const reason of reasons) {
    const kind = String(reason ?? '').replace(/[0-9]+/g, 'N');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const shown = (reason: string) => matchReasonText((key, values) => formatMessage('id-ID', key, values), reason);
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'en')).map(([reason, count]) => [shown(reason), String(count)]);
}

let checkerCookie: string;

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  const { website_id: siteId } = await admin<{ website_id: number }>('POST', '/api/createwebsite', { website_name: SITE.name, website_code: SITE.code, website_panel: 'NEXUS' });
  await admin('POST', '/api/createwebsite', { website_name: 'Other Site', website_code: 'OTHER', website_panel: 'NEXUS' });
  await admin('POST', '/api/addadminacc', { account_name: CHECKER.name, account_password: CHECKER.password, account_role: 'CHECKER', account_website: siteId, account_status: true });
  for (const [jenis, no] of [
    ['DEPO', DEPOSIT_ACCOUNT],
    ['WD', WITHDRAW_ACCOUNT],
  ]) {
    await admin('POST', '/api/createakunbank', { akun_bank_website: SITE.code, akun_bank_jenis_transaksi: jenis, akun_bank_bank: 'BCA', akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: no });
  }
  checkerCookie = await sessionCookie(checker.baseUrl, CHECKER.name, CHECKER.password);
  const upload = (endpoint: string, fileName: string, content: string, fields: Record<string, string>) => uploadCsv(checker.baseUrl, checkerCookie, endpoint, fileName, content, { groups: SITE.code, ...fields });
  for (const { day, deposits, credits, withdrawals, debits } of SEED) {
    await upload('checkdata', `bo-deposit-${day.iso}.csv`, nexusDepositCsv(day, DEPOSIT_ACCOUNT, deposits), {});
    await upload('mutasiupdepobca', `bca-deposit-${day.iso}.csv`, klikBcaCsv(day, 'CR', credits), { transaction_type: 'deposit', dates: day.mon, corporate_bank_no: DEPOSIT_ACCOUNT });
    if (withdrawals.length > 0) {
      await upload('bowd', `bo-withdraw-${day.iso}.csv`, nexusWithdrawCsv(day, SITE.code, WITHDRAW_ACCOUNT, withdrawals), {});
      await upload('mutasiupdepobca', `bca-withdraw-${day.iso}.csv`, klikBcaCsv(day, 'DB', debits), { transaction_type: 'withdraw', dates: day.mon, corporate_bank_no: WITHDRAW_ACCOUNT });
    }
  }
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
});

async function signedInAs(account: { name: string; password: string }, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await signIn(page, checker.baseUrl, account.name, account.password);
  return page;
}

type ReviewView = 'viewbo' | 'viewbowd' | 'viewmutasi' | 'viewmutasiwd';

/** A review list as the server answers it to the CHECKER: the total (x-total-count) and the first 100 rows. */
async function review(view: ReviewView, day: SeedDay, status: 'approve' | 'pending' | 'all'): Promise<{ total: number; rows: Array<Record<string, unknown>> }> {
  const response = await fetch(`${checker.baseUrl}/api/${view}/${day.mon}/${SITE.code}/${status}/100/1`, { headers: { cookie: checkerCookie } });
  if (!response.ok) throw new Error(`${view} → ${response.status} ${await response.text()}`);
  return { total: Number(response.headers.get('x-total-count')), rows: (await response.json()) as Array<Record<string, unknown>> };
}

/** Money text (`150000.50`) to cents, so sums never pass through a float. */
function cents(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** Rp in the page's id-ID format, from cents: 20123456n → 'Rp 201.234,56'. */
function rupiah(value: bigint): string {
  const whole = (value / 100n).toLocaleString('id-ID');
  const fraction = value % 100n;
  return `Rp ${whole},${String(fraction).padStart(2, '0')}`;
}

async function statusRows(card: Locator): Promise<string[][]> {
  const rows = card.locator('table').first().locator('tbody tr.ant-table-row');
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) texts.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  return texts;
}

async function openDashboardCard(page: Page): Promise<Locator> {
  await page.goto(`${checker.baseUrl}/`);
  const card = page.getByTestId(`website-status-${SITE.code}`);
  await card.waitFor();
  // The chart arrives in its own chunk after the numbers.
  await card.locator('.recharts-bar-rectangle').first().waitFor();
  return card;
}

/** Opens View BO by `open` (a link or an address) and counts the rows it lists once its search has answered. */
async function viewBoRows(page: Page, side: 'deposit' | 'withdraw', open: () => Promise<unknown>): Promise<number> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(side === 'deposit' ? '/api/viewbo/' : '/api/viewbowd/'));
  await open();
  const served = ((await (await answered).json()) as unknown[]).length;
  await page.getByRole('heading', { name: 'View BO', level: 3 }).waitFor();
  // The answer reaches the table a render later: wait until the table shows as many rows as were served.
  await page.waitForFunction((count) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === count, served);
  return page.locator('.ant-table-tbody tr.ant-table-row').count();
}

test("the dashboard's counts are View BO's and View Mutasi's counts for the same filters, and its links open View BO with them", async () => {
  const page = await signedInAs(CHECKER);
  const card = await openDashboardCard(page);
  expect(await card.locator('.ant-card-head-title').innerText()).toBe(`${SITE.code} — ${SITE.name}`);
  expect(await statusRows(card)).toEqual(EXPECTED_ROWS);
  await screenshot(page, 'delete-dashboard-e2e-dashboard');

  // Every number equals the server's review lists for that date and status.
  for (const [index, day] of [today, yesterday].entries()) {
    const rows = await statusRows(card);
    for (const [offset, side, boView, mutasiView, amountField] of [
      [0, 'deposit', 'viewbo', 'viewmutasi', 'mutasi_amount'],
      [1, 'withdraw', 'viewbowd', 'viewmutasiwd', 'mutasiwd_amount'],
    ] as const) {
      const cells = (rows[index * 2 + offset] ?? []).slice(offset === 0 ? 2 : 1);
      const approved = await review(boView, day, 'approve');
      const pending = await review(boView, day, 'pending');
      const unclaimed = await review(mutasiView, day, 'pending');
      const sum = unclaimed.rows.reduce((total, row) => total + cents(String(row[amountField])), 0n);
      const prefix = side === 'deposit' ? '' : 'wd_';
      const approvedBy = (person: boolean, backed: boolean) =>
        String(approved.rows.filter((row) => (row[`${prefix}approved_by`] !== null) === person && (row[`${prefix}matched_mutasi_id`] !== null) === backed).length);
      expect([day.mon, side, cells[0], cells[1], cells[2], cells[3], cells[4], cells[6]]).toEqual([
        day.mon,
        side,
        String(approved.total),
        approvedBy(false, true),
        approvedBy(true, true),
        approvedBy(true, false),
        String(pending.total),
        `${unclaimed.total} · ${rupiah(sum)}`,
      ]);
    }
  }

  // Today's pending deposits by reason: a lead opens them from the table; they are View BO's pending rows' reasons.
  await card.getByRole('button', { name: `Pending deposit ${today.mon} per alasan` }).click();
  const reasons = page.getByRole('dialog', { name: `Pending deposit ${today.mon} per alasan` });
  await reasons.waitFor();
  const reasonCells = reasons.locator('tbody tr.ant-table-row');
  const shownReasons: string[][] = [];
  for (let i = 0; i < (await reasonCells.count()); i += 1) shownReasons.push((await reasonCells.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
  expect(shownReasons).toEqual(reasonRows((await review('viewbo', today, 'pending')).rows.map((row) => row.match_reason)));
  expect(shownReasons).toHaveLength(2);
  await screenshot(page, 'delete-dashboard-e2e-pending-reasons');
  await page.keyboard.press('Escape');
  await reasons.waitFor({ state: 'hidden' });

  // The pending deposits of today, followed into View BO: the page lists exactly those rows.
  const pendingLink = card.getByRole('link', { name: `BO pending deposit ${today.mon}` });
  expect(await pendingLink.getAttribute('href')).toBe(`/view-bo?type=deposit&website=${SITE.code}&status=pending&date=${today.iso}`);
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  expect(await viewBoRows(page, 'deposit', () => pendingLink.click())).toBe(2);
  expect(page.url()).toBe(`${checker.baseUrl}/view-bo?type=deposit&website=${SITE.code}&status=pending&date=${today.iso}`);
  // A client-side navigation: the window (and the marker set on it) is the same.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await screenshot(page, 'delete-dashboard-e2e-view-bo-from-link');

  await page.goBack();
  const matchedLink = (await openDashboardCard(page)).getByRole('link', { name: `BO cocok withdraw ${today.mon}` });
  expect(await viewBoRows(page, 'withdraw', () => matchedLink.click())).toBe(1);
  expect(page.url()).toBe(`${checker.baseUrl}/view-bo?type=withdraw&website=${SITE.code}&status=approve&date=${today.iso}`);
  await page.context().close();
});

test('the dashboard reads the same in dark mode, and an ADMIN sees every website', async () => {
  const page = await signedInAs(ADMIN, 'dark');
  const card = await openDashboardCard(page);
  expect(await statusRows(card)).toEqual(EXPECTED_ROWS);
  await page.getByTestId('website-status-OTHER').getByText('Belum ada BO atau mutasi yang diterima untuk website ini.').waitFor();
  await screenshot(page, 'delete-dashboard-e2e-dashboard-dark');
  await page.context().close();
});

test("a CHECKER deletes today's uploads on /delete; View BO of today is empty afterwards, yesterday stays", async () => {
  const page = await signedInAs(CHECKER);
  await page.goto(`${checker.baseUrl}/delete`);
  await page.getByText('Delete BO / Mutasi (≤ 24 jam)').waitFor();
  expect(await page.getByLabel('Tanggal').inputValue()).toBe(today.mon);
  // A CHECKER's own website is the only choice, chosen already.
  await page.locator(`.ant-select-content[title="${SITE.code} — ${SITE.name}"]`).waitFor();
  // The form's own button: the confirmation dialog has a 'Delete' button too while it closes.
  const deleteButton = page.getByTestId('page-card').getByRole('button', { name: 'Delete', exact: true });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
  await dialog.waitFor();
  const dialogText = await dialog.innerText();
  expect(dialogText).toContain('Tindakan ini tidak dapat dibatalkan.');
  expect(dialogText).toContain(today.mon);
  expect(dialogText).toContain(`${SITE.code} — ${SITE.name}`);
  await screenshot(page, 'delete-dashboard-e2e-delete-confirm');

  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const box = page.getByRole('status');
  await box.waitFor();
  expect(await box.innerText()).toContain('Berhasil menghapus 13 data (BO deposit 4, BO withdraw 2, mutasi deposit 5, mutasi withdraw 2).');
  expect(await page.getByTestId('delete-kept').innerText()).toBe('Tidak ada data yang lebih dari 24 jam: semua data tanggal ini sudah dihapus.');
  const answer = JSON.parse(await page.getByTestId('delete-answer').innerText()) as { deleted: Record<string, number>; kept_older: Record<string, number> };
  expect(answer.deleted).toEqual({ bo_deposit: 4, bo_withdraw: 2, mutasi_deposit: 5, mutasi_withdraw: 2 });
  expect(answer.kept_older).toEqual({ bo_deposit: 0, bo_withdraw: 0, mutasi_deposit: 0, mutasi_withdraw: 0 });
  // The request is over: the form and the button are usable again.
  expect([await page.getByLabel('Tanggal').isEnabled(), await deleteButton.isEnabled()]).toEqual([true, true]);
  await screenshot(page, 'delete-dashboard-e2e-delete-success');
  // The box goes after 5 s; the summary under the button stays.
  await box.waitFor({ state: 'detached', timeout: 8000 });
  expect(await page.getByTestId('delete-last').innerText()).toContain('13 data dihapus');

  // Deleting the same date again: nothing is left, the server says so in the red box.
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  expect(await page.locator('.ant-alert-error').innerText()).toContain(`Tidak ada data BO / mutasi website ${SITE.code} tanggal ${today.mon}.`);
  await screenshot(page, 'delete-dashboard-e2e-delete-nothing-left');

  // View BO of today, through the page and the API: empty on both sides.
  for (const side of ['deposit', 'withdraw'] as const) {
    expect(await viewBoRows(page, side, () => page.goto(`${checker.baseUrl}/view-bo?type=${side}&website=${SITE.code}&status=all&date=${today.iso}`))).toBe(0);
    await page.getByText('🚫 No data found.').waitFor();
  }
  await screenshot(page, 'delete-dashboard-e2e-view-bo-after-delete');
  for (const view of ['viewbo', 'viewbowd', 'viewmutasi', 'viewmutasiwd'] as const) expect([view, (await review(view, today, 'all')).total]).toEqual([view, 0]);
  expect((await review('viewbo', yesterday, 'all')).total).toBe(2);

  // The dashboard: nothing left today, yesterday unchanged.
  const card = await openDashboardCard(page);
  expect(await statusRows(card)).toEqual([
    [`Hari ini\n${today.mon}`, 'Deposit', '0', '0', '0', '0', '0', '-', '0 · Rp 0,00'],
    ['Withdraw', '0', '0', '0', '0', '0', '-', '0 · Rp 0,00'],
    ...EXPECTED_ROWS.slice(2),
  ]);
  await screenshot(page, 'delete-dashboard-e2e-dashboard-after-delete');
  await page.context().close();
});
