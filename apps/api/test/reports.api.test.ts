import * as XLSX from '@e965/xlsx';
import type { DataPlayerAnswer, GameSiteTotals } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { approveTickets, boDepositCsv, boWithdrawCsv, cents, jakartaDay, plain, upload, type BoDepositLine, type BoWithdrawLine, type TestDay } from './report-data';

/** Every Data Player answer of the server carries its total. */
type DetailsAnswer = Required<DataPlayerAnswer>;

const DEPOSIT_CORPORATE = 'BCA - 0123456789 - PT SUMBER JAYA';
const WITHDRAW_CORPORATE = 'BCA - 1234567890 - PT SUMBER JAYA';
const END_BEFORE_START = 'End Date tidak boleh lebih kecil dari Start Date.';

const days: TestDay[] = [jakartaDay(-2), jakartaDay(-1), jakartaDay(0)];
const USERNAMES = ['siti88', 'budi77', 'a_b', 'axb', 'rina_al', 'dewi', 'agus', 'joko', 'wati', 'eko'];

/** Ten deposits a day (seven approved), four withdrawals a day (three approved); the oldest day pays out more than it takes in. */
function depositsOf(day: TestDay, dayIndex: number, site: string): BoDepositLine[] {
  return USERNAMES.map((username, k) => ({
    ticket: `${site}D${dayIndex}${k}`,
    day,
    username,
    fullName: `${username.toUpperCase()} NAME`,
    amount: BigInt(k + 1) * 100_000_00n + BigInt(dayIndex * 10 + k) + 1n,
    playerBank: k % 2 === 0 ? `BCA - 01${dayIndex}${k}000000 - ${username.toUpperCase()} NAME` : `DANA - 0812${dayIndex}${k}`,
    corporate: DEPOSIT_CORPORATE,
    handler: `op${k % 3}`,
  }));
}

function withdrawalsOf(day: TestDay, dayIndex: number, site: string): BoWithdrawLine[] {
  return [0, 1, 2, 3].map((k) => ({
    ticket: `${site}W${dayIndex}${k}`,
    day,
    brand: site,
    username: USERNAMES[k] as string,
    fullName: `${(USERNAMES[k] as string).toUpperCase()} NAME`,
    amount: (dayIndex === 0 ? 9_000_000_00n : 50_000_00n) + BigInt(k) * 1_000_00n + 55n,
    playerBank: `BNI - 09${dayIndex}${k}00000 - ${(USERNAMES[k] as string).toUpperCase()} NAME`,
    corporate: WITHDRAW_CORPORATE,
    handler: `wd${k}`,
  }));
}

const APPROVED_DEPOSITS = 7;
const APPROVED_WITHDRAWALS = 3;

interface Expected {
  deposits: BoDepositLine[];
  withdrawals: BoWithdrawLine[];
}

function expectedFor(range: readonly TestDay[], site: string): Expected {
  const inRange = (day: TestDay) => range.some((d) => d.iso === day.iso);
  const deposits = days.flatMap((day, i) => depositsOf(day, i, site).slice(0, APPROVED_DEPOSITS)).filter((l) => inRange(l.day));
  const withdrawals = days.flatMap((day, i) => withdrawalsOf(day, i, site).slice(0, APPROVED_WITHDRAWALS)).filter((l) => inRange(l.day));
  return { deposits, withdrawals };
}

const total = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe.each(BACKENDS)('data player and game-site report on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  const [oldest, yesterday, today] = days as [TestDay, TestDay, TestDay];
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);
  const get = (path: string, cookies = admin) => server.request('GET', path, { cookies });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const rpa = await createWebsite(server, admin, 'RPA', 'Report A', 'NEXUS');
    await createWebsite(server, admin, 'RPB', 'Report B', 'NEXUS');
    await createAccount(server, admin, { name: 'rp-checker', password: 'rp-checker-pass', role: 'CHECKER', website: rpa });
    await createAccount(server, admin, { name: 'rp-cs', password: 'rp-cs-password', role: 'CS', website: rpa });
    checker = (await signIn(server, 'rp-checker', 'rp-checker-pass')).cookies;
    cs = (await signIn(server, 'rp-cs', 'rp-cs-password')).cookies;
    for (const site of ['RPA', 'RPB']) {
      await createAkunBank(server, admin, { website: site, bank: 'BCA', no: '0123456789', name: 'PT SUMBER JAYA' });
      for (const [i, day] of days.entries()) {
        const deposits = depositsOf(day, i, site);
        const withdrawals = withdrawalsOf(day, i, site);
        await upload(server, admin, 'checkdata', `dp-${site}-${day.iso}.csv`, boDepositCsv(deposits), { groups: site });
        await upload(server, admin, 'bowd', `wd-${site}-${day.iso}.csv`, boWithdrawCsv(withdrawals), { groups: site });
        await approveTickets(server, admin, 'deposit', site, day, deposits.slice(0, APPROVED_DEPOSITS).map((l) => l.ticket));
        await approveTickets(server, admin, 'withdraw', site, day, withdrawals.slice(0, APPROVED_WITHDRAWALS).map((l) => l.ticket));
      }
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function allDetails(path: (page: number) => string, rows: number, cookies = admin): Promise<DetailsAnswer[]> {
    const first = (await get(path(1), cookies)).json<DetailsAnswer>();
    const pages = [first];
    for (let page = 2; page <= first.last_page; page += 1) pages.push((await get(path(page), cookies)).json<DetailsAnswer>());
    for (const page of pages) expect(page.details.length).toBeLessThanOrEqual(rows);
    return pages;
  }

  it('totals the approved deposits and withdrawals of the range, per Jakarta day and in all, as the rows add up', async () => {
    const response = await get(`/api/totaldataplayer/rpa/${oldest.mon}/${today.mon}/100/1`);
    expect(response.status).toBe(200);
    const answer = response.json<GameSiteTotals>();
    const expected = expectedFor(days, 'RPA');
    const deposit = total(expected.deposits.map((l) => l.amount));
    const withdraw = total(expected.withdrawals.map((l) => l.amount));
    expect(answer).toMatchObject({
      deposit: plain(deposit),
      withdraw: plain(withdraw),
      balance: plain(deposit - withdraw),
      transactions: expected.deposits.length + expected.withdrawals.length,
      grand_total_deposit: plain(deposit),
      grand_total_withdraw: plain(withdraw),
      grand_total_transactions: expected.deposits.length + expected.withdrawals.length,
      total_balance: plain(deposit - withdraw),
      last_page: 1,
    });
    expect(answer.details.map((d) => d.date)).toEqual(days.map((d) => d.mon));
    for (const [i, day] of days.entries()) {
      const dayDeposit = total(expected.deposits.filter((l) => l.day.iso === day.iso).map((l) => l.amount));
      const dayWithdraw = total(expected.withdrawals.filter((l) => l.day.iso === day.iso).map((l) => l.amount));
      expect(answer.details[i]).toEqual({
        date: day.mon,
        total_deposit: plain(dayDeposit),
        total_withdraw: plain(dayWithdraw),
        total_transactions: APPROVED_DEPOSITS + APPROVED_WITHDRAWALS,
        balance: plain(dayDeposit - dayWithdraw),
      });
    }
    // The oldest day pays out more than it takes in: a negative balance stays exact.
    expect(answer.details[0]?.balance.startsWith('-')).toBe(true);
    expect(plain(total(answer.details.map((d) => cents(d.total_deposit))))).toBe(answer.grand_total_deposit);
    expect(plain(total(answer.details.map((d) => cents(d.balance))))).toBe(answer.total_balance);

    const paged = (await get(`/api/totaldataplayer/RPA/${oldest.mon}/${today.mon}/2/2`)).json<GameSiteTotals>();
    expect(paged.details).toEqual(answer.details.slice(2));
    expect(paged.last_page).toBe(2);
    expect(paged.grand_total_deposit).toBe(answer.grand_total_deposit);

    if (backend.databaseUrl) {
      const [direct] = await sql<{ deposit: string; withdraw: string; n: number }>(
        `SELECT (SELECT sum(depo_amount) FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE w.code = 'RPA' AND bo_approve AND bank_statement_date BETWEEN $1 AND $2)::text AS deposit,
                (SELECT sum(wd_amount) FROM bo_withdraw b JOIN websites w ON w.id = b.website_id WHERE w.code = 'RPA' AND wd_bo_approve AND wd_bank_date BETWEEN $1 AND $2)::text AS withdraw,
                (SELECT count(*) FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE w.code = 'RPA' AND bo_approve AND bank_statement_date BETWEEN $1 AND $2)::int
              + (SELECT count(*) FROM bo_withdraw b JOIN websites w ON w.id = b.website_id WHERE w.code = 'RPA' AND wd_bo_approve AND wd_bank_date BETWEEN $1 AND $2)::int AS n`,
        [oldest.iso, today.iso],
      );
      expect([answer.grand_total_deposit, answer.grand_total_withdraw, answer.grand_total_transactions]).toEqual([direct?.deposit, direct?.withdraw, direct?.n]);
      const perDay = await sql<{ day: string; deposit: string }>(
        `SELECT to_char(bank_statement_date, 'DD-Mon-YYYY') AS day, sum(depo_amount)::text AS deposit
           FROM bo_deposit b JOIN websites w ON w.id = b.website_id
          WHERE w.code = 'RPA' AND bo_approve AND bank_statement_date BETWEEN $1 AND $2 GROUP BY bank_statement_date ORDER BY bank_statement_date`,
        [oldest.iso, today.iso],
      );
      expect(answer.details.map((d) => [d.date, d.total_deposit])).toEqual(perDay.map((row) => [row.day, row.deposit]));
    }
  });

  it('lists every day of the range, with zeros on the days nothing was approved', async () => {
    const before = jakartaDay(-4);
    const answer = (await get(`/api/totaldataplayer/RPA/${before.mon}/${today.mon}/100/1`)).json<GameSiteTotals>();
    const within = (await get(`/api/totaldataplayer/RPA/${oldest.mon}/${today.mon}/100/1`)).json<GameSiteTotals>();
    expect(answer.details.map((d) => d.date)).toEqual([before.mon, jakartaDay(-3).mon, ...days.map((d) => d.mon)]);
    for (const empty of answer.details.slice(0, 2)) expect(empty).toEqual({ date: empty.date, total_deposit: '0.00', total_withdraw: '0.00', total_transactions: 0, balance: '0.00' });
    expect(answer.details.slice(2)).toEqual(within.details);
    expect(answer.grand_total_deposit).toBe(within.grand_total_deposit);
    expect(answer.grand_total_transactions).toBe(within.grand_total_transactions);
  });

  it('lists every approved row once across the pages, with its handler, player bank and website, and the same sums', async () => {
    const rows = 7;
    const pages = await allDetails((page) => `/api/dataplayer/RPA/${oldest.mon}/${today.mon}/${rows}/${page}`, rows);
    const details = pages.flatMap((page) => page.details);
    const expected = expectedFor(days, 'RPA');
    const count = expected.deposits.length + expected.withdrawals.length;
    expect(pages[0]?.total).toBe(count);
    expect(pages[0]?.last_page).toBe(Math.ceil(count / rows));
    expect(details).toHaveLength(count);
    expect(plain(total(details.map((d) => cents(d.deposit))))).toBe(plain(total(expected.deposits.map((l) => l.amount))));
    expect(plain(total(details.map((d) => cents(d.withdraw))))).toBe(plain(total(expected.withdrawals.map((l) => l.amount))));
    // Oldest day first, deposits before withdrawals within a day.
    expect(details.map((d) => d.date)).toEqual([...details.map((d) => d.date)].sort((a, b) => days.findIndex((x) => x.mon === a) - days.findIndex((x) => x.mon === b)));
    const first = expected.deposits[0] as BoDepositLine;
    expect(details[0]).toEqual({
      date: oldest.mon,
      handler: first.handler,
      username: first.username,
      website: 'RPA',
      player_bank_name: 'BCA',
      player_bank_no: first.playerBank.split(' - ')[1],
      deposit: plain(first.amount),
      withdraw: '0.00',
    });
    expect(details.find((d) => d.username === 'budi77' && d.deposit !== '0.00')).toMatchObject({ player_bank_name: 'DANA', player_bank_no: '081201' });
    expect(details.filter((d) => d.withdraw !== '0.00')).toHaveLength(expected.withdrawals.length);
    // Pending rows (tickets 7..9 of each day) are not in the report.
    expect(details.some((d) => d.username === 'joko' || d.username === 'wati' || d.username === 'eko')).toBe(false);

    const twoDays = (await get(`/api/dataplayer/RPA/${yesterday.mon}/${today.mon}/100/1`)).json<DetailsAnswer>();
    expect(twoDays.total).toBe(2 * (APPROVED_DEPOSITS + APPROVED_WITHDRAWALS));
    expect(new Set(twoDays.details.map((d) => d.date))).toEqual(new Set([yesterday.mon, today.mon]));
    // D-Mon-YYYY works as well as DD-Mon-YYYY.
    const unpadded = `${today.date.day}-${today.mon.slice(3)}`;
    expect((await get(`/api/dataplayer/RPA/${unpadded}/${unpadded}/100/1`)).json<DetailsAnswer>().total).toBe(APPROVED_DEPOSITS + APPROVED_WITHDRAWALS);
  });

  it('searches usernames ignoring case, with % and _ taken literally, and answers an empty page for an unknown one', async () => {
    const search = (term: string) => get(`/api/searchdataplayer/${encodeURIComponent(term)}/RPA/${oldest.mon}/${today.mon}/100/1`);
    // a_b has an approved deposit and withdrawal each day; axb, which `_` as a wildcard would match, has three deposits.
    const underscore = (await search('A_B')).json<DetailsAnswer>();
    expect(underscore.total).toBe(6);
    expect(new Set(underscore.details.map((d) => d.username))).toEqual(new Set(['a_b']));
    const partial = (await search('  siti ')).json<DetailsAnswer>();
    // siti88 has an approved deposit each day and an approved withdrawal each day.
    expect(partial.total).toBe(6);
    expect(partial.details.every((d) => d.username === 'siti88')).toBe(true);
    expect((await search('%')).json<DetailsAnswer>()).toEqual({ details: [], last_page: 1, total: 0 });
    expect((await search('nobody')).json<DetailsAnswer>()).toEqual({ details: [], last_page: 1, total: 0 });
    const blank = await search('   ');
    expect([blank.status, blank.json()]).toEqual([400, { message: 'username must not be empty.' }]);
  });

  it('exports the report as CSV and as a real workbook that read back to the same numbers', async () => {
    const report = (await get(`/api/totaldataplayer/RPA/${oldest.mon}/${today.mon}/100/1`)).json<GameSiteTotals>();
    const expectedLines = [
      ...report.details.map((d) => [d.date, d.total_deposit, d.total_withdraw, String(d.total_transactions), d.balance]),
      ['TOTAL', report.grand_total_deposit, report.grand_total_withdraw, String(report.grand_total_transactions), report.total_balance],
    ];
    const body = { start: oldest.mon, end: today.mon, group: 'rpa' };

    const csv = await server.request('POST', '/api/exportcsvtotaldataplayer', { cookies: cs, body });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="gamesite_RPA_${oldest.mon}_to_${today.mon}.csv"`);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));
    expect(lines[0]).toEqual(['date', 'total_deposit', 'total_withdraw', 'total_transactions', 'balance']);
    expect(lines.slice(1)).toEqual(expectedLines);

    const xlsx = await fetch(`http://127.0.0.1:${server.port}/api/exportexceltotaldataplayer`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="gamesite_RPA_${oldest.mon}_to_${today.mon}.xlsx"`);
    const workbook = XLSX.read(Buffer.from(await xlsx.arrayBuffer()), { type: 'buffer', cellNF: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] as string] as XLSX.WorkSheet;
    const cells = XLSX.utils.sheet_to_json<Array<string | number>>(sheet, { header: 1, raw: true });
    expect(cells[0]).toEqual(['date', 'total_deposit', 'total_withdraw', 'total_transactions', 'balance']);
    expect(cells.slice(1).map((row) => [row[0], ...row.slice(1, 3).map((v) => (v as number).toFixed(2)), String(row[3]), (row[4] as number).toFixed(2)])).toEqual(expectedLines);
    // Money cells are numbers shown with two decimals.
    expect(sheet.B2?.t).toBe('n');
    expect(sheet.B2?.z).toBe('#,##0.00');
  });

  it('keeps CS and CHECKER to their own website and lets ADMIN read any; an unknown website is 404', async () => {
    const paths = (site: string) => [
      `/api/dataplayer/${site}/${today.mon}/${today.mon}/10/1`,
      `/api/searchdataplayer/siti/${site}/${today.mon}/${today.mon}/10/1`,
      `/api/totaldataplayer/${site}/${today.mon}/${today.mon}/100/1`,
    ];
    for (const path of paths('RPA')) {
      expect([path, (await get(path, cs)).status]).toEqual([path, 200]);
      expect([path, (await get(path, checker)).status]).toEqual([path, 200]);
    }
    for (const path of paths('rpb')) {
      for (const cookies of [cs, checker]) {
        const refused = await get(path, cookies);
        expect([path, refused.status, refused.json()]).toEqual([path, 403, { message: 'Forbidden: website RPB is not yours.' }]);
      }
      expect([path, (await get(path)).status]).toEqual([path, 200]);
    }
    const theirs = (await get(`/api/totaldataplayer/RPB/${today.mon}/${today.mon}/100/1`)).json<GameSiteTotals>();
    const rpb = expectedFor([today], 'RPB');
    expect(theirs.grand_total_deposit).toBe(plain(total(rpb.deposits.map((l) => l.amount))));
    for (const path of ['/api/exportcsvtotaldataplayer', '/api/exportexceltotaldataplayer']) {
      const refused = await server.request('POST', path, { cookies: cs, body: { start: today.mon, end: today.mon, group: 'RPB' } });
      expect([path, refused.status, refused.json()]).toEqual([path, 403, { message: 'Forbidden: website RPB is not yours.' }]);
    }
    const unknown = await get(`/api/dataplayer/NOPE/${today.mon}/${today.mon}/10/1`);
    expect([unknown.status, unknown.json()]).toEqual([404, { message: 'Website NOPE does not exist.' }]);
  });

  it('refuses bad dates, a reversed or too long range and bad page sizes with 400 and a message', async () => {
    const cases: Array<[string, string]> = [
      [`/api/dataplayer/RPA/${today.mon}/${oldest.mon}/10/1`, END_BEFORE_START],
      [`/api/searchdataplayer/siti/RPA/${today.mon}/${oldest.mon}/10/1`, END_BEFORE_START],
      [`/api/totaldataplayer/RPA/${today.mon}/${oldest.mon}/100/1`, END_BEFORE_START],
      ['/api/dataplayer/RPA/31-Feb-2025/01-Mar-2025/10/1', 'start must be a date like 5-Mar-2025 or 05-Mar-2025.'],
      ['/api/totaldataplayer/RPA/01-Mar-2025/2025-03-02/100/1', 'end must be a date like 5-Mar-2025 or 05-Mar-2025.'],
      ['/api/dataplayer/RPA/01-Jan-2024/01-Jan-2025/10/1', 'The range from start to end must be at most 366 days (got 367).'],
      [`/api/dataplayer/RPA/${today.mon}/${today.mon}/0/1`, 'rows must be at least 1.'],
      [`/api/dataplayer/RPA/${today.mon}/${today.mon}/101/1`, 'rows must be at most 100.'],
      [`/api/totaldataplayer/RPA/${today.mon}/${today.mon}/100/0`, 'page must be at least 1.'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect([path, response.status, response.json()]).toEqual([path, 400, { message }]);
    }
    expect((await get('/api/totaldataplayer/RPA/01-Jan-2024/31-Dec-2024/100/1')).status).toBe(200);
    const exportCases: Array<[unknown, string]> = [
      [{ start: today.mon, end: oldest.mon, group: 'RPA' }, END_BEFORE_START],
      [{ start: today.mon, end: today.mon }, 'group is required.'],
      [{ start: 'soon', end: today.mon, group: 'RPA' }, 'start must be a date like 5-Mar-2025 or 05-Mar-2025.'],
    ];
    for (const [body, message] of exportCases) {
      const response = await server.request('POST', '/api/exportcsvtotaldataplayer', { cookies: admin, body });
      expect([response.status, response.json()]).toEqual([400, { message }]);
    }
  });
});
