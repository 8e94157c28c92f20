import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { fixture, postFile, type UploadAnswer } from './uploads';

interface MatrixCase {
  endpoint: string;
  site: 'nexus' | 'luxe';
  file: string;
  fields: Record<string, string>;
  /** Rows the good file stores, and the table they land in. */
  rows: number;
  table: 'bo_deposit' | 'bo_withdraw' | 'mutasi_deposit' | 'mutasi_withdraw';
  /** Turns the good file into a bad one: one cell made unreadable; the answer must name this line and column. */
  bad: [string, string];
  badAt: string;
  /** The answer's date text on a re-upload. */
  dates?: string;
  /** The website the fixture's Brand/Site column names: the test file names the case's website there instead. */
  brand?: string;
}

const DEPOSIT = { transaction_type: 'deposit' };

const CASES: MatrixCase[] = [
  { endpoint: 'checkdata', site: 'nexus', file: 'bo-nexus-deposit.csv', fields: {}, rows: 3, table: 'bo_deposit', bad: ['"250,000.00"', '"25O,000.00"'], badAt: 'Line 3, column "Amount"' },
  { endpoint: 'bowd', site: 'nexus', file: 'bo-nexus-withdraw.csv', fields: {}, rows: 2, table: 'bo_withdraw', bad: ['"1,000,000.00"', '"1,000,000.0x"'], badAt: 'Line 3, column "Amount"', brand: 'NEXUS88' },
  { endpoint: 'uploadboluxe', site: 'luxe', file: 'bo-luxe-deposit.csv', fields: {}, rows: 2, table: 'bo_deposit', bad: ['250000.00,0.00', '250000.00,abc'], badAt: 'Line 3, column "Admin Fee"' },
  { endpoint: 'uploadqris', site: 'luxe', file: 'bo-luxe-qris.csv', fields: {}, rows: 2, table: 'bo_deposit', bad: ['50000.00,350.00', '5OOOO.00,350.00'], badAt: 'Line 3, column "Deposit Amount"' },
  { endpoint: 'uploadbowdluxe', site: 'luxe', file: 'bo-luxe-withdraw.csv', fields: {}, rows: 1, table: 'bo_withdraw', bad: ['287490.00,287490.00', '28749O.00,287490.00'], badAt: 'Line 2, column "Withdraw Amount"', brand: 'LUXE77' },
  {
    endpoint: 'mutasiupdepobca',
    site: 'nexus',
    file: 'bca-klikbca-individual.csv',
    fields: { ...DEPOSIT, dates: '03-Feb-2025', corporate_bank_name: 'PT SUMBER JAYA', corporate_bank_no: '0123456789' },
    rows: 5,
    table: 'mutasi_deposit',
    bad: ["'02/02,SWITCHING", "'32/02,SWITCHING"],
    badAt: 'Line 8, column "Tanggal Transaksi"',
    dates: '01-Feb-2025 s/d 03-Feb-2025',
  },
  { endpoint: 'mutasiupdepomdr', site: 'nexus', file: 'mandiri-mcm.csv', fields: { ...DEPOSIT, corporate_bank_no: '1234567890123' }, rows: 2, table: 'mutasi_deposit', bad: ['"500,000.00"', '"500,000.0O"'], badAt: 'Line 4, column "Credit"' },
  {
    endpoint: 'mutasiupdepobnimobile',
    site: 'nexus',
    file: 'bni-mobile.csv',
    fields: { ...DEPOSIT, dates: '03-Feb-2025', corporate_bank_no: '0123456789' },
    rows: 2,
    table: 'mutasi_deposit',
    bad: ['"500.000,00"', '"5OO.000,00"'],
    badAt: 'Line 4, column "Nominal"',
  },
  {
    endpoint: 'mutasiupdepobniinternetbanking',
    site: 'nexus',
    file: 'bni-internet-banking.csv',
    fields: { ...DEPOSIT, dates: '03-Feb-2025', corporate_bank_no: '0123456789' },
    rows: 2,
    table: 'mutasi_deposit',
    bad: ['"500,000.00"', 'abc'],
    badAt: 'Line 5, column "Kredit"',
  },
  { endpoint: 'mutasiupdepocimb', site: 'nexus', file: 'cimb-clicks.csv', fields: { ...DEPOSIT, corporate_bank_no: '800123456700' }, rows: 2, table: 'mutasi_deposit', bad: ['"500,000.00"', '"500,000.00x"'], badAt: 'Line 8, column "Kredit"' },
  { endpoint: 'mutasiupdepoautotx', site: 'nexus', file: 'ewallet-autotx.csv', fields: { auto_tx_type: 'auto' }, rows: 2, table: 'mutasi_deposit', bad: ['500000.00,SUCCESS', '5000x0.00,SUCCESS'], badAt: 'Line 4, column "Amount"' },
  { endpoint: 'mutasiupdepoqris', site: 'nexus', file: 'qris.csv', fields: {}, rows: 2, table: 'mutasi_deposit', bad: [':00,50000.00', ':00,5OOOO.00'], badAt: 'Line 4, column "Amount"' },
  { endpoint: 'mutasiupdepoqrissolita', site: 'nexus', file: 'qris-solita.csv', fields: {}, rows: 1, table: 'mutasi_deposit', bad: ['150000,PAID', '15x000,PAID'], badAt: 'Line 2, column "Nominal"' },
  { endpoint: 'mutasiupdepoqrisexport', site: 'nexus', file: 'qris-export.csv', fields: {}, rows: 2, table: 'mutasi_deposit', bad: ['08:15,150000.00', '08:15,15OOOO.00'], badAt: 'Line 2, column "Amount"' },
  { endpoint: 'nexuspay', site: 'nexus', file: 'nexuspay.csv', fields: DEPOSIT, rows: 1, table: 'mutasi_deposit', bad: ['150000.00,SUCCESS', '150000.0x,SUCCESS'], badAt: 'Line 2, column "Amount"' },
  { endpoint: 'mutasiupdepoqrisluxe', site: 'luxe', file: 'qris-luxe.csv', fields: {}, rows: 1, table: 'mutasi_deposit', bad: ['150000.00,SUCCESS', '1500OO.00,SUCCESS'], badAt: 'Line 2, column "Amount"' },
  {
    endpoint: 'mutasiupdepomanual',
    site: 'nexus',
    file: 'manual-ovo.csv',
    fields: { ...DEPOSIT, provider: 'OVO', corporate_bank_no: '081200000001' },
    rows: 3,
    table: 'mutasi_deposit',
    bad: ['"1.250.000"', '"1.25O.000"'],
    badAt: 'Line 3, column "Nominal"',
  },
];

describe.each(BACKENDS)('upload endpoints on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  const sites = { nexus: 'UPN', luxe: 'UPL', other: 'UPO' } as const;

  const upload = (endpoint: string, file: { name: string; content: Buffer | string }, fields: Record<string, string>, cookies = admin) =>
    postFile(server, `/api/${endpoint}`, { cookies, file, fields });
  const sql = <T extends object>(text: string, params: unknown[] = []) =>
    withPg(backend.databaseUrl as string, server.schema as string, async (client) => (await client.query<T>(text, params)).rows);

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const nexus = await createWebsite(server, admin, sites.nexus, 'Upload Nexus', 'NEXUS');
    await createWebsite(server, admin, sites.luxe, 'Upload Luxe', 'LUXE');
    await createWebsite(server, admin, sites.other, 'Upload Other', 'NEXUS');
    await createAccount(server, admin, { name: 'up-checker', password: 'up-checker-pass', role: 'CHECKER', website: nexus });
    await createAccount(server, admin, { name: 'up-cs', password: 'up-cs-password', role: 'CS', website: nexus });
    checker = (await signIn(server, 'up-checker', 'up-checker-pass')).cookies;
    cs = (await signIn(server, 'up-cs', 'up-cs-password')).cookies;
    for (const [bank, no] of [
      ['BCA', '0123456789'],
      ['MANDIRI', '1234567890123'],
      ['BNI', '0123456789'],
      ['CIMB', '800123456700'],
      ['OVO', '081200000001'],
      ['BRI', '034101000123456'],
    ] as const) {
      await createAkunBank(server, admin, { website: sites.nexus, bank, no, name: 'PT SUMBER JAYA' });
    }
    await createAkunBank(server, admin, { website: sites.nexus, jenis: 'WD', bank: 'BCA', no: '1234567890', name: 'PT SUMBER JAYA WD' });
    await createAkunBank(server, admin, { website: sites.other, bank: 'BCA', no: '0123456789', name: 'PT LAIN' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(CASES)('POST /api/$endpoint', (c) => {
    const fields = () => ({ groups: sites[c.site], ...c.fields });

    it('refuses a bad file (line and column) and other websites\' or CS callers, writing nothing; stores the good file; adds nothing on a re-upload', async () => {
      const original = fixture(c.file).toString('utf8');
      const text = c.brand ? original.replaceAll(`,${c.brand},`, `,${sites[c.site]},`) : original;
      const good = Buffer.from(text, 'utf8');
      expect(text).toContain(c.bad[0]);
      const bad = await upload(c.endpoint, { name: 'bad.csv', content: text.replace(c.bad[0], c.bad[1]) }, fields());
      expect(bad.status).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain(c.badAt);
      // The parser's refusal is a catalogue message (the json() check above: its English text is the message).
      expect(bad.said<{ messageKey: string }>().messageKey).toMatch(/^recon\./);

      const byCs = await upload(c.endpoint, { name: c.file, content: good }, fields(), cs);
      expect([byCs.status, byCs.json()]).toEqual([403, { message: 'Forbidden.' }]);
      // The CHECKER belongs to UPN: UPO and UPL are other websites.
      const notTheirs = c.site === 'luxe' ? sites.luxe : sites.other;
      const byChecker = await upload(c.endpoint, { name: c.file, content: good }, { ...fields(), groups: notTheirs }, checker);
      expect([byChecker.status, byChecker.json()]).toEqual([403, { message: `Forbidden: website ${notTheirs} is not yours.` }]);

      const first = await upload(c.endpoint, { name: c.file, content: good }, fields());
      expect([first.status, first.text]).toEqual([200, expect.any(String)]);
      const stored = first.json<UploadAnswer>();
      expect(stored).toMatchObject({ status: false, data: [{ message: `${c.rows} data berhasil ditambahkan.` }], rows: c.rows, inserted: c.rows, existing: 0 });

      const again = await upload(c.endpoint, { name: `again-${c.file}`, content: good }, fields());
      expect(again.status).toBe(200);
      expect(again.json<UploadAnswer>()).toMatchObject({ status: true, data: [{ message: c.dates ?? '03-Feb-2025' }], rows: c.rows, inserted: 0, existing: c.rows });

      if (backend.databaseUrl) {
        const uploads = await sql<{ inserted_count: number; row_count: number; sha256: string; file_name: string }>(
          'SELECT inserted_count, row_count, sha256, file_name FROM uploads WHERE endpoint = $1 ORDER BY id',
          [c.endpoint],
        );
        expect(uploads.map((u) => [u.file_name, u.row_count, u.inserted_count])).toEqual([
          [c.file, c.rows, c.rows],
          [`again-${c.file}`, c.rows, 0],
        ]);
        expect(uploads[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
        const rows = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${c.table} WHERE upload_id = (SELECT min(id) FROM uploads WHERE endpoint = $1)`, [c.endpoint]);
        expect(rows[0]?.n).toBe(c.rows);
      }
    });
  });

  // Read back with SQL, which only PostgreSQL allows (on PGlite the server owns the database).
  describe('what is stored', () => {
    const onPostgres = backend.databaseUrl ? it : it.skip;

    onPostgres('keeps every BO deposit field with money as numeric and Jakarta times as UTC', async () => {
      const rows = await sql<Record<string, unknown>>(
        `SELECT ticket_no, to_char(req_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS req_utc, app_date IS NULL AS no_app, user_name, full_name, payment_type,
                depo_amount::text, admin_fee::text, nett_amount::text, player_bank, corporate_bank, bo_desc, bo_ref, bo_status, bo_handler, player_ref, player_own_ref,
                bank_statement_date::text, bo_approve, w.code AS website
           FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE ticket_no LIKE 'DP%' ORDER BY line`,
      );
      expect(rows[0]).toEqual({
        ticket_no: 'DP123456',
        req_utc: '2025-02-03 01:10:11',
        no_app: false,
        user_name: 'siti88',
        full_name: 'SITI RAHAYU',
        payment_type: 'BANK',
        depo_amount: '150000.00',
        admin_fee: '0.00',
        nett_amount: '150000.00',
        player_bank: 'BCA - 0123456789 - SITI RAHAYU',
        corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
        bo_desc: 'Deposit BCA',
        bo_ref: '0302/FTSCY/WS95031',
        bo_status: 'Approved',
        bo_handler: 'operator1',
        player_ref: 'REF001',
        player_own_ref: 'OWN001',
        bank_statement_date: '2025-02-03',
        // The e-wallet, Nexus Pay and QRIS Solita fixtures name ticket DP123456 with its amount: the checker approves it.
        bo_approve: true,
        website: 'UPN',
      });
      expect(rows[1]).toMatchObject({ ticket_no: 'DP123457', no_app: true, admin_fee: '0.00', nett_amount: null });
      expect(rows[2]).toMatchObject({ ticket_no: 'DP123458', admin_fee: '2500.00', nett_amount: '497500.00' });
    });

    onPostgres('keeps the statement rows with sender, reference, account and date', async () => {
      const rows = await sql<Record<string, unknown>>(
        `SELECT m.statement_date::text, m.mutasi_amount::text, m.sender_name, m.pending, m.corporate_bank, m.corporate_account_no, m.akun_bank_id IS NOT NULL AS linked, m.mutasi_app
           FROM mutasi_deposit m JOIN uploads u ON u.id = m.upload_id WHERE u.endpoint = 'mutasiupdepobca' ORDER BY m.line`,
      );
      expect(rows.map((r) => [r.statement_date, r.mutasi_amount, r.sender_name, r.pending])).toEqual([
        ['2025-02-01', '150000.00', 'SITI RAHAYU', false],
        ['2025-02-02', '250000.00', 'BUDI SANTOSO', false],
        ['2025-02-03', '500000.00', 'RINA AYU LESTARI', false],
        ['2025-02-03', '100000.00', null, false],
        ['2025-02-03', '75000.00', 'DEWI KARTIKA', true],
      ]);
      expect(rows.every((r) => r.corporate_bank === 'BCA' && r.corporate_account_no === '0123456789' && r.linked === true && r.mutasi_app === false)).toBe(true);
    });

    onPostgres('writes one tracking row per upload with the kind, date, count, file and what the checker decided', async () => {
      const rows = await sql<{ activity: string; username: string; role: string }>("SELECT activity, username, role FROM tracking WHERE activity LIKE 'Upload %' ORDER BY id");
      expect(rows).toEqual(
        expect.arrayContaining([
          { activity: 'Upload BCA mutasi deposit 01-Feb-2025 to 03-Feb-2025: 5 rows (file bca-klikbca-individual.csv); auto-match: 0 approved, 3 BO pending, 5 mutasi unclaimed', username: ADMIN.name, role: 'ADMIN' },
          { activity: 'Upload BCA mutasi deposit 01-Feb-2025 to 03-Feb-2025: 0 rows, 5 already stored (file again-bca-klikbca-individual.csv)', username: ADMIN.name, role: 'ADMIN' },
          { activity: 'Upload Nexus BO deposit 03-Feb-2025: 3 rows (file bo-nexus-deposit.csv); auto-match: 0 approved, 3 BO pending, 0 mutasi unclaimed', username: ADMIN.name, role: 'ADMIN' },
          { activity: 'Upload Luxe QRIS BO deposit 03-Feb-2025: 2 rows (file bo-luxe-qris.csv); auto-match: 0 approved, 4 BO pending, 0 mutasi unclaimed', username: ADMIN.name, role: 'ADMIN' },
          { activity: 'Upload Manual OVO mutasi deposit 03-Feb-2025: 3 rows (file manual-ovo.csv); auto-match: 0 approved, 1 BO pending, 20 mutasi unclaimed', username: ADMIN.name, role: 'ADMIN' },
        ]),
      );
      expect(rows).toHaveLength(CASES.length * 2);
    });
  });
});
