import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, apiSession, launchBrowser, screenshot, sessionCookie, signIn, startChecker, type Checker } from './harness';
import { jakartaDay, klikBcaCsv, nexusDepositCsv, uploadCsv, type SeedDay, type MutasiLine } from './seed';

// Candidates for every pending row (issue 16): a CHECKER sees the credits that could prove a pending
// deposit with why the checker took none, proves one with a credit posted a day later, proves another
// from View Mutasi, and sees the credits claimed there.

let checker: Checker;
let browser: Browser;

const SITE = { code: 'SKAN', name: 'Situs Kandidat' };
const DEPOSIT_ACCOUNT = '5550002222';
const CHECKER = { name: 'kandidat-checker', password: 'Kandidat-Checker-1' };
const day = jakartaDay(-1);
const next = jakartaDay(0);

/** A KlikBCA transfer line naming its sender after the amount. */
function transfer(on: SeedDay, name: string, cents: bigint): MutasiLine {
  return { text: `TRSF E-BANKING CR ${on.slash.slice(0, 2)}${on.slash.slice(3, 5)}/FTSCY/WS95031       ${cents / 100n}.00${name}`, cents };
}

beforeAll(async () => {
  checker = await startChecker();
  browser = await launchBrowser();
  const admin = await apiSession(checker.baseUrl, ADMIN.name, ADMIN.password);
  const site = await admin<{ website_id: number }>('POST', '/api/createwebsite', { website_name: SITE.name, website_code: SITE.code, website_panel: 'NEXUS' });
  await admin('POST', '/api/createakunbank', { akun_bank_website: SITE.code, akun_bank_jenis_transaksi: 'DEPO', akun_bank_bank: 'BCA', akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: DEPOSIT_ACCOUNT });
  await admin('POST', '/api/addadminacc', { account_name: CHECKER.name, account_password: CHECKER.password, account_role: 'CHECKER', account_website: site.website_id, account_status: true });
  const cookie = await sessionCookie(checker.baseUrl, ADMIN.name, ADMIN.password);
  const bo = [
    { ticket: 'DP710001', username: 'dewi', fullName: 'DEWI LESTARI', cents: 120_000_00n },
    { ticket: 'DP710002', username: 'agus', fullName: 'AGUS SALIM', cents: 120_000_00n },
    { ticket: 'DP710003', username: 'rina', fullName: 'RINA MARLINA', cents: 130_000_00n },
  ];
  await uploadCsv(checker.baseUrl, cookie, 'checkdata', 'bo-kandidat.csv', nexusDepositCsv(day, DEPOSIT_ACCOUNT, bo), { groups: SITE.code });
  const statement = (on: SeedDay, lines: MutasiLine[]) =>
    uploadCsv(checker.baseUrl, cookie, 'mutasiupdepobca', `bca-${on.iso}.csv`, klikBcaCsv(on, 'CR', lines), { groups: SITE.code, transaction_type: 'deposit', dates: on.mon, corporate_bank_no: DEPOSIT_ACCOUNT });
  // Two credits of DEWI's and AGUS's amount from other names; RINA's money on the next day's statement, from another name.
  expect(await statement(day, [transfer(day, 'BUDI HARTONO', 120_000_00n), transfer(day, 'CANDRA WIJAYA', 120_000_00n)])).toMatchObject({ inserted: 2, auto_approved: 0 });
  expect(await statement(next, [transfer(next, 'ANTON SUSILO', 130_000_00n)])).toMatchObject({ inserted: 1, auto_approved: 0 });
});

afterAll(async () => {
  await browser?.close();
  await checker?.stop();
});

async function signedInPage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, checker.baseUrl, CHECKER.name, CHECKER.password);
  await page.goto(`${checker.baseUrl}${path}`);
  return page;
}

function rowWith(scope: Page | Locator, text: string): Locator {
  return scope.locator('.ant-table-tbody tr', { hasText: text });
}

const link = (page: 'view-bo' | 'view-mutasi', on: SeedDay) => `/${page}?type=deposit&website=${SITE.code}&status=all&date=${on.iso}`;

test("a pending row's candidates show why the checker took none; the CHECKER proves it with a credit posted a day later, and another from View Mutasi", async () => {
  const page = await signedInPage(link('view-bo', day));
  await rowWith(page, 'DP710003').waitFor();
  await expect(rowWith(page, 'DP710001').innerText()).resolves.toContain('nominal ada, tetapi namanya berbeda');

  // DEWI: two credits of her amount, both from other names, each wanted by two rows.
  await page.getByRole('button', { name: 'Kandidat DP710001' }).click();
  const dewi = page.getByRole('dialog', { name: 'Kandidat mutasi DP710001' });
  await rowWith(dewi, 'BUDI HARTONO').waitFor();
  for (const name of ['BUDI HARTONO', 'CANDRA WIJAYA']) {
    const row = await rowWith(dewi, name).innerText();
    expect(row).toContain(`BCA ${day.mon} #`);
    expect(row).toContain('belum diklaim');
    expect(row).toMatch(new RegExp(`mutasi: ".*${name}" · BO: "DEWI LESTARI"; 2 kandidat; diperebutkan 2 baris BO`));
  }
  await screenshot(page, 'candidates-e2e-two-candidates');
  await dewi.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

  // RINA: her transfer came on the next day's statement under another name.
  await page.getByRole('button', { name: 'Kandidat DP710003' }).click();
  const rina = page.getByRole('dialog', { name: 'Kandidat mutasi DP710003' });
  const credit = rowWith(rina, 'ANTON SUSILO');
  await credit.waitFor();
  const text = await credit.innerText();
  expect(text).toMatch(/mutasi: ".*ANTON SUSILO" · BO: "RINA MARLINA"; sehari kemudian/);
  const label = (text.match(new RegExp(`BCA ${next.mon} #\\d+`)) ?? [''])[0];
  expect(label).not.toBe('');
  await screenshot(page, 'candidates-e2e-a-day-later');
  await credit.getByRole('button', { name: `Buktikan dengan baris ini: ${label}` }).click();
  const confirm = page.getByRole('dialog', { name: `Buktikan DP710003 dengan ${label}?` });
  await confirm.getByRole('button', { name: 'Buktikan' }).click();
  await page.getByText(`✅ DP710003 dibuktikan dengan mutasi ${label}.`).waitFor();
  await rowWith(page, 'DP710003').getByText(`dipilih oleh penyetuju · ${label}, sehari kemudian`).waitFor();
  const proved = await rowWith(page, 'DP710003').innerText();
  expect(proved).toContain('approve');
  expect(proved).toContain('Manual');
  expect(proved).toContain(`Dibuktikan dengan mutasi ${label}`);
  await expect(page.getByRole('button', { name: 'Kandidat DP710003' }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'candidates-e2e-proved');

  // View Mutasi of the next day: RINA's credit is claimed by her ticket.
  await page.goto(`${checker.baseUrl}${link('view-mutasi', next)}`);
  const anton = rowWith(page, 'ANTON SUSILO');
  await anton.getByRole('link', { name: 'View BO DP710003' }).waitFor();
  expect(await anton.innerText()).toContain('approve');
  await expect(anton.getByRole('button', { name: /^Kandidat BO/ }).isDisabled()).resolves.toBe(true);
  await screenshot(page, 'candidates-e2e-mutasi-claimed');

  // View Mutasi of the day: CANDRA's credit could prove DEWI's or AGUS's row; the CHECKER proves AGUS's.
  await page.goto(`${checker.baseUrl}${link('view-mutasi', day)}`);
  const candra = rowWith(page, 'CANDRA WIJAYA');
  await candra.waitFor();
  await candra.getByRole('button', { name: /^Kandidat BO #\d+$/ }).click();
  const reverse = page.getByRole('dialog', { name: /^Kandidat BO mutasi #\d+$/ });
  await rowWith(reverse, 'DP710002').waitFor();
  await expect(rowWith(reverse, 'DP710001').innerText()).resolves.toMatch(/BO: "DEWI LESTARI"; 2 kandidat; diperebutkan 2 baris BO/);
  await screenshot(page, 'candidates-e2e-mutasi-candidates');
  await rowWith(reverse, 'DP710002').getByRole('button', { name: 'Buktikan dengan baris ini: DP710002' }).click();
  await page.getByRole('dialog', { name: /^Buktikan DP710002 dengan mutasi #\d+\?$/ }).getByRole('button', { name: 'Buktikan' }).click();
  await page.getByText(/^✅ DP710002 dibuktikan dengan mutasi BCA /).waitFor();
  await candra.getByRole('link', { name: 'View BO DP710002' }).waitFor();
  await screenshot(page, 'candidates-e2e-mutasi-proved');
});
