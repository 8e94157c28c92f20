import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, apiSession, launchBrowser, screenshot, sessionCookie, signIn, startChecker, type Checker } from './harness';
import { jakartaDay, klikBcaCsv, nexusDepositCsv, uploadCsv, type BoLine, type MutasiLine } from './seed';

let checker: Checker;
let browser: Browser;

const SITE = { code: 'SREV', name: 'Situs Review' };
const DEPOSIT_ACCOUNT = '5550001111';
const today = jakartaDay(0);

const BO: BoLine[] = [
  { ticket: 'DP700001', username: 'siti88', fullName: 'SITI RAHAYU', cents: 150_000_00n },
  { ticket: 'DP700002', username: 'budi77', fullName: 'BUDI SANTOSO', cents: 250_000_00n },
  { ticket: 'DP700003', username: 'rina', fullName: 'RINA AYU LESTARI', cents: 100_000_00n },
  { ticket: 'DP700004', username: 'agus', fullName: 'AGUS SALIM', cents: 200_000_00n },
];

/** KlikBCA's transfer code of the day, e.g. `0503/FTSCY/WS95031`. */
const transferCode = `${today.slash.slice(0, 2)}${today.slash.slice(3, 5)}/FTSCY/WS95031`;

/** SITI by her name, BUDI's money sent by someone else but naming his ticket, AGUS's amount from JOKO, and cash nobody claims. */
const CREDITS: MutasiLine[] = [
  { text: `TRSF E-BANKING CR ${transferCode}       150000.00SITI RAHAYU`, cents: 150_000_00n },
  { text: 'BI-FAST CR TRANSFER DR 008 ANDI WIJAYA DEPO DP700002', cents: 250_000_00n },
  { text: `TRSF E-BANKING CR ${transferCode}       200000.00JOKO WIDODO`, cents: 200_000_00n },
  { text: 'SETORAN TUNAI', cents: 999_000_00n },
];

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  await admin('POST', '/api/createwebsite', { website_name: SITE.name, website_code: SITE.code, website_panel: 'NEXUS' });
  await admin('POST', '/api/createakunbank', { akun_bank_website: SITE.code, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: DEPOSIT_ACCOUNT });
  const cookie = await sessionCookie(checker.baseUrl, ADMIN.name, ADMIN.password);
  // The BO file first (every row pending), then the statement: the checker runs inside that upload.
  const bo = (await uploadCsv(checker.baseUrl, cookie, 'checkdata', 'bo-review.csv', nexusDepositCsv(today, DEPOSIT_ACCOUNT, BO), { groups: SITE.code })) as { inserted: number };
  expect(bo.inserted).toBe(4);
  const statement = (await uploadCsv(checker.baseUrl, cookie, 'mutasiupdepobca', 'bca-review.csv', klikBcaCsv(today, 'CR', CREDITS), {
    groups: SITE.code,
    transaction_type: 'deposit',
    dates: today.mon,
    corporate_bank_no: DEPOSIT_ACCOUNT,
  })) as { inserted: number; auto_approved: number };
  expect(statement).toMatchObject({ inserted: 4, auto_approved: 2 });
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
});

async function signedInPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, checker.baseUrl, ADMIN.name, ADMIN.password);
  await page.goto(`${checker.baseUrl}${path}`);
  return page;
}

/** The table row holding `text`. */
function rowWith(page: Page, text: string): Locator {
  return page.locator('.ant-table-tbody tr', { hasText: text });
}

const boLink = (status: string) => `/view-bo?type=deposit&website=${SITE.code}&status=${status}&date=${today.iso}`;

test('View BO shows the automatic approvals and the pending rows with their reasons; a pending row is updated, another submitted, and the Excel export has them', async () => {
  const page = await signedInPage(boLink('all'));
  await rowWith(page, 'DP700004').waitFor();
  // The link filled the filters: the website shows in its select.
  await page.locator(`.ant-select-content[title="${SITE.code} — ${SITE.name}"]`).waitFor();

  const siti = await rowWith(page, 'DP700001').innerText();
  expect(siti).toContain('approve');
  expect(siti).toContain('Nama persis');
  expect(siti).toContain(`nama SITI RAHAYU · BCA ${today.mon} #`);
  const budi = await rowWith(page, 'DP700002').innerText();
  expect(budi).toContain('Referensi');
  expect(budi).toContain(`ref DP700002 · BCA ${today.mon} #`);
  expect(budi).toContain('BI-FAST CR TRANSFER DR 008 ANDI WIJAYA DEPO DP700002');
  await expect(rowWith(page, 'DP700003').innerText()).resolves.toContain('tidak ada baris mutasi dengan nominal ini');
  await expect(rowWith(page, 'DP700004').innerText()).resolves.toContain('nominal ada, tetapi namanya berbeda');
  await expect(page.getByLabel('Pilih DP700001').isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Update DP700001' }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'review-e2e-view-bo');

  // Update: AGUS's money came from JOKO's account; the description is required, the amount is kept.
  await page.getByRole('button', { name: 'Update DP700004' }).click();
  const update = page.getByRole('dialog', { name: 'Perbarui DP700004' });
  await update.getByRole('button', { name: 'Simpan', exact: true }).click();
  await update.getByText('Keterangan tidak boleh kosong.').waitFor();
  await update.getByLabel('Keterangan').fill('Transfer dari rekening JOKO WIDODO (istri), dicek CS');
  await update.getByLabel('Nominal').fill('abc');
  await expect(update.getByLabel('Nominal').inputValue()).resolves.toBe('');
  await screenshot(page, 'review-e2e-update-dialog');
  await update.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.getByText('✅ 1 data berhasil diupdate.').waitFor();
  await rowWith(page, 'DP700004').getByText('Disetujui oleh admin').waitFor();
  const agus = await rowWith(page, 'DP700004').innerText();
  expect(agus).toContain('Manual');
  // JOKO's credit is the only one of that amount and account: the person's approval claims it (the books invariant).
  expect(agus).toContain(`satu-satunya kandidat · BCA ${today.mon} #`);
  expect(agus).toMatch(/Mutasi #\d+/);
  expect(agus).toContain('JOKO WIDODO');
  expect(agus).not.toContain('Tanpa mutasi');

  // Submit: RINA's row through its checkbox and the bulk confirmation.
  await page.getByLabel('Pilih DP700003').check();
  await page.getByRole('button', { name: 'Submit 1 data' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit 1 data' });
  await expect(submit.getByTestId('confirm-rows').innerText()).resolves.toBe('DP700003 · rina · 100.000,00');
  await submit.getByLabel('Keterangan').fill('Setoran tunai di kantor, bukti di grup');
  await screenshot(page, 'review-e2e-submit-confirm');
  await submit.getByRole('button', { name: 'Setujui', exact: true }).click();
  await page.getByText('✅ 1 data berhasil diupdate.').waitFor();
  await rowWith(page, 'DP700003').getByText('Disetujui oleh admin').waitFor();
  // No credit of 100.000 came: RINA's row is approved without a statement row, marked, the reason on hover.
  const rina = await rowWith(page, 'DP700003').innerText();
  expect(rina).toContain('disetujui tanpa baris mutasi: tidak ada baris mutasi dengan nominal ini');
  expect(rina).not.toMatch(/Mutasi #/);
  await rowWith(page, 'DP700003').getByText('Tanpa mutasi').hover();
  await page.getByRole('tooltip').getByText('Disetujui tanpa baris mutasi. Alasan: Setoran tunai di kantor, bukti di grup').waitFor();
  await screenshot(page, 'review-e2e-unbacked-marker');
  await expect(page.getByRole('button', { name: 'Submit 0 data' }).isDisabled()).resolves.toBe(true);
  // Approved now: no more edits, selection or deletion of that row.
  for (const name of ['Update DP700003', 'Delete DP700003']) await expect(page.getByRole('button', { name }).isDisabled()).resolves.toBe(true);
  await expect(page.getByLabel('Pilih DP700003').isDisabled()).resolves.toBe(true);
  await screenshot(page, 'review-e2e-after-edits');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe(`viewbo_srev_all_${today.mon}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const records = Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
    const values = (sheet.getRow(i + 2).values as ExcelJS.CellValue[]).slice(1);
    return Object.fromEntries(header.map((name, index) => [name, values[index] ?? null]));
  });
  expect(records.map((r) => [r.ticket_no, r.bo_approve, r.match_rule, r.depo_amount, r.user_name])).toEqual([
    ['DP700001', true, 'EXACT_NAME', 150000, 'siti88'],
    ['DP700002', true, 'REFERENCE', 250000, 'budi77'],
    ['DP700003', true, 'MANUAL', 100000, 'rina'],
    ['DP700004', true, 'MANUAL', 200000, 'agus'],
  ]);
  expect(records[2]?.ket_app).toBe('Setoran tunai di kantor, bukti di grup');
  expect(records[3]?.approved_by_name).toBe(ADMIN.name);
  // The books columns travel with the export: the reason of the unbacked row, the credit the others claimed, no correction.
  expect(header).toEqual(expect.arrayContaining(['original_amount', 'unbacked_reason', 'matched_mutasi_id']));
  expect(records.map((r) => [r.ticket_no, r.unbacked_reason, typeof r.matched_mutasi_id, r.original_amount])).toEqual([
    ['DP700001', null, 'number', null],
    ['DP700002', null, 'number', null],
    ['DP700003', 'Setoran tunai di kantor, bukti di grup', 'object', null],
    ['DP700004', null, 'number', null],
  ]);
  expect(records[0]?.bank_statement_date).toBe(today.mon);
  await page.context().close();
});

test('View Mutasi shows the BO ticket each statement row proved, and the unmatched money with its reason', async () => {
  const page = await signedInPage(`/view-mutasi?type=deposit&website=${SITE.code}&status=all&date=${today.iso}`);
  await rowWith(page, 'SITI RAHAYU').waitFor();
  await expect(rowWith(page, 'SITI RAHAYU').getByRole('link').innerText()).resolves.toBe('DP700001');
  await expect(rowWith(page, 'ANDI WIJAYA').getByRole('link').innerText()).resolves.toBe('DP700002');
  // JOKO's credit (amount found, name differs) is claimed by AGUS's row, which a person approved in View BO.
  await expect(rowWith(page, 'JOKO WIDODO').getByRole('link').innerText()).resolves.toBe('DP700004');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(4);
  await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
  await screenshot(page, 'review-e2e-view-mutasi');

  await page.getByRole('button', { name: 'Hanya yang belum cocok' }).click();
  await page.getByText('Belum cocok: uang masuk yang belum diklaim baris BO deposit mana pun').waitFor();
  await rowWith(page, 'SETORAN TUNAI').waitFor();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(1);
  await expect(rowWith(page, 'SETORAN TUNAI').innerText()).resolves.toContain('tidak ada baris BO dengan nominal ini');
  expect(page.url()).toContain('status=pending');
  await screenshot(page, 'review-e2e-unmatched');

  await page.goto(`${checker.baseUrl}/view-mutasi?type=deposit&website=${SITE.code}&status=approve&date=${today.iso}`);
  await rowWith(page, 'SITI RAHAYU').getByRole('link', { name: 'View BO DP700001' }).click();
  await page.waitForURL(/\/view-bo\?.*id=700001/);
  await page.getByRole('button', { name: 'Update DP700001' }).waitFor();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').count()).resolves.toBe(1);
  await expect(page.getByLabel('ID Tracking').inputValue()).resolves.toBe('700001');
  await screenshot(page, 'review-e2e-bo-from-mutasi');
  await page.context().close();
});

test('A row deleted in View BO stays deleted when the same BO file comes again; the deleted-rows dialog lists it and ADMIN restores it', async () => {
  const cookie = await sessionCookie(checker.baseUrl, ADMIN.name, ADMIN.password);
  const late = nexusDepositCsv(today, DEPOSIT_ACCOUNT, [{ ticket: 'DP700005', username: 'dewi', fullName: 'DEWI LESTARI', cents: 75_000_00n }]);
  const send = async () => (await uploadCsv(checker.baseUrl, cookie, 'checkdata', 'bo-review-late.csv', late, { groups: SITE.code })) as { inserted: number; deleted_before: number; data: Array<{ message: string }> };
  await expect(send()).resolves.toMatchObject({ inserted: 1, deleted_before: 0 });

  const page = await signedInPage(boLink('pending'));
  await rowWith(page, 'DP700005').waitFor();
  await page.getByRole('button', { name: 'Delete DP700005' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete 1 data' });
  await remove.getByLabel('Alasan (opsional)').fill('Tiket dobel, sudah dibatalkan di BO');
  await remove.getByRole('button', { name: 'Hapus', exact: true }).click();
  await page.getByText('✅ 1 data berhasil dihapus.').waitFor();
  await rowWith(page, 'DP700005').waitFor({ state: 'detached' });

  // The same export again: the tombstone keeps the deleted row out, and the answer says so.
  const again = await send();
  expect(again).toMatchObject({ inserted: 0, deleted_before: 1 });
  expect(again.data[0]?.message).toContain('1 data dihapus sebelumnya, tidak ditambahkan lagi.');
  // The empty table after the new answer, not the empty moment while it loads.
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/viewbo/'));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(listed.then((response) => response.json())).resolves.toEqual([]);
  await page.getByText('🚫 No data found.').waitFor();

  await page.getByRole('button', { name: 'Data terhapus' }).click();
  const deleted = page.getByRole('dialog', { name: 'Data terhapus' });
  const tombstone = await rowWith(page, 'DP700005').innerText();
  for (const text of ['dewi', '75.000,00', ADMIN.name, 'Tiket dobel, sudah dibatalkan di BO']) expect(tombstone).toContain(text);
  await screenshot(page, 'review-e2e-deleted-rows');
  await deleted.getByRole('button', { name: 'Kembalikan DP700005' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kembalikan DP700005?' });
  const restored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/restoreboid');
  await confirm.getByRole('button', { name: 'Kembalikan', exact: true }).click();
  // The server's answer first, so a refusal fails here with its message rather than as a missing notice.
  await expect(restored.then(async (response) => ({ status: response.status(), body: await response.json() }))).resolves.toMatchObject({ status: 200, body: { message: '1 data berhasil dikembalikan.' } });
  await page.getByText('✅ 1 data berhasil dikembalikan.').waitFor();
  await rowWith(page, 'DP700005').getByText('pending').waitFor();
  await screenshot(page, 'review-e2e-restored');

  // A corrected amount keeps the uploaded one beside it; no credit of either amount came, so the row is approved without one.
  await page.getByRole('button', { name: 'Update DP700005' }).click();
  const update = page.getByRole('dialog', { name: 'Perbarui DP700005' });
  await update.getByLabel('Keterangan').fill('Nominal dikoreksi sesuai bukti transfer');
  await update.getByLabel('Nominal').fill('75001');
  await update.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.getByText('✅ 1 data berhasil diupdate.').waitFor();
  await page.goto(`${checker.baseUrl}${boLink('all')}`);
  const dewi = await rowWith(page, 'DP700005').innerText();
  expect(dewi).toContain('75.001,00 (semula 75.000,00)');
  expect(dewi).toContain('Tanpa mutasi');
  await screenshot(page, 'review-e2e-corrected');
  await page.context().close();
});
