import { formatMessage, type MessageKey, type MessageValues } from '@checker/domain';
import { ADMIN, BACKENDS, signIn, startServer, withPg, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { fixture, postFile, type UploadAnswer } from './uploads';

const QRIS_HEADER = 'Transaction ID,Transaction Date,Amount,Status,Customer Name,Issuer,RRN';
const MANUAL_HEADER = 'Tanggal,Nama Pengirim,Nominal,Keterangan,No. Referensi';

/** A QRIS export whose transaction ids start with `prefix`, so each test stores rows of its own. */
function qrisFile(prefix: string, rows = 2): string {
  const lines = [QRIS_HEADER];
  for (let i = 1; i <= rows; i += 1) lines.push(`${prefix}${i},03/02/2025 08:15:${String(i).padStart(2, '0')},${i}50000.00,SUCCESS,SITI RAHAYU,DANA,${prefix}RRN${i}`);
  return `${lines.join('\r\n')}\r\n`;
}

describe.each(BACKENDS)('upload rules on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;
  let bcaAccount: number;

  const post = (endpoint: string, content: Buffer | string, fields: Record<string, string>, cookies = admin, name = 'file.csv') =>
    postFile(server, `/api/${endpoint}`, { cookies, file: { name, content }, fields });
  const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const own = await createWebsite(server, admin, 'RULEA', 'Rules A', 'NEXUS');
    await createWebsite(server, admin, 'RULEB', 'Rules B', 'NEXUS');
    await createWebsite(server, admin, 'RULEL', 'Rules Luxe', 'LUXE');
    await createAccount(server, admin, { name: 'rule-checker', password: 'rule-checker-pass', role: 'CHECKER', website: own });
    await createAccount(server, admin, { name: 'rule-cs', password: 'rule-cs-pass', role: 'CS', website: own });
    checker = (await signIn(server, 'rule-checker', 'rule-checker-pass')).cookies;
    cs = (await signIn(server, 'rule-cs', 'rule-cs-pass')).cookies;
    bcaAccount = await createAkunBank(server, admin, { website: 'RULEA', bank: 'BCA', no: '0123456789' });
    await createAkunBank(server, admin, { website: 'RULEA', jenis: 'WD', bank: 'BCA', no: '1234567890' });
    await createAkunBank(server, admin, { website: 'RULEA', bank: 'BRI', no: '034101000123456' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses CS, a CHECKER on another website and a caller without a session; a CHECKER uploads for their own website', async () => {
    const file = qrisFile('ROLE');
    const byCs = await post('mutasiupdepoqris', file, { groups: 'RULEA' }, cs);
    expect([byCs.status, byCs.json()]).toEqual([403, { message: 'Forbidden.' }]);
    const otherSite = await post('mutasiupdepoqris', file, { groups: 'RULEB' }, checker);
    expect([otherSite.status, otherSite.json()]).toEqual([403, { message: 'Forbidden: website RULEB is not yours.' }]);
    const anonymous = await postFile(server, '/api/mutasiupdepoqris', { file: { name: 'x.csv', content: file }, fields: { groups: 'RULEA' } });
    expect([anonymous.status, anonymous.json()]).toEqual([401, { message: 'Not signed in.' }]);

    // Without groups a CHECKER's upload goes to their own website.
    const own = await post('mutasiupdepoqris', file, {}, checker);
    expect(own.json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2 });
    const again = await post('mutasiupdepoqris', file, { groups: 'rulea' }, admin);
    expect(again.json<UploadAnswer>()).toMatchObject({ status: true, inserted: 0, existing: 2, data: [{ message: '03-Feb-2025' }] });
    // Nothing was stored for RULEB by the refused upload.
    expect((await post('mutasiupdepoqris', file, { groups: 'RULEB' }, admin)).json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2 });
  });

  it('refuses empty, binary, oversized, non-.csv and missing files with a clear message and writes nothing', async () => {
    const fields = { groups: 'RULEA' };
    const cases: Array<[string, Buffer | string, number, string]> = [
      ['empty.csv', '', 400, 'The file empty.csv is empty.'],
      ['blank.csv', '\r\n \r\n', 400, 'The file is empty.'],
      ['image.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), 400, 'The file is not UTF-8 text'],
      ['workbook.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]), 400, 'The file is not a CSV text file: line 1 holds the binary character'],
      ['mutasi.xlsx', qrisFile('EXT'), 400, 'The file must be .csv; "mutasi.xlsx" is not.'],
      ['no-extension', qrisFile('EXT'), 400, 'The file must be .csv; "no-extension" is not.'],
      ['header.csv', `${QRIS_HEADER}\r\n`, 400, 'The file has no credit rows to store for a deposit account (0 debit rows read, 0 lines skipped).'],
      ['columns.csv', 'Tanggal,Jumlah\r\n03/02/2025,150000\r\n', 400, 'Transaction ID'],
    ];
    for (const [name, content, status, text] of cases) {
      const response = await post('mutasiupdepoqris', content, fields, admin, name);
      expect([name, response.status]).toEqual([name, status]);
      expect(message(response)).toContain(text);
    }

    const oversized = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const tooLarge = await post('mutasiupdepoqris', oversized, fields, admin, 'big.csv');
    expect([tooLarge.status, tooLarge.json()]).toEqual([413, { message: 'The file is larger than 20 MB; upload a shorter period.' }]);

    const noFile = await postFile(server, '/api/mutasiupdepoqris', { cookies: admin, fields });
    expect([noFile.status, noFile.json()]).toEqual([400, { message: 'No file: send it in the form field myfile.' }]);
    const otherField = await postFile(server, '/api/mutasiupdepoqris', { cookies: admin, fields, fieldName: 'file', file: { name: 'x.csv', content: qrisFile('FLD') } });
    expect([otherField.status, otherField.json()]).toEqual([400, { message: 'Send the file in the form field myfile, not "file".' }]);
    const json = await server.request('POST', '/api/mutasiupdepoqris', { cookies: admin, body: { groups: 'RULEA' } });
    expect([json.status, json.json()]).toEqual([400, { message: 'Send the file as multipart/form-data in the form field myfile.' }]);

    // The refused files stored nothing: the same rows now all count as new.
    expect((await post('mutasiupdepoqris', qrisFile('EXT'), fields)).json<UploadAnswer>()).toMatchObject({ inserted: 2, existing: 0 });
  });

  it("answers a parser's refusal as its recon. catalogue key and values, which a page shows in Indonesian", async () => {
    type Said = { message: string; messageKey: MessageKey; messageValues?: MessageValues };
    const badAmount = `${QRIS_HEADER}\r\nKEY1,03/02/2025 08:15:01,150000.0x,SUCCESS,SITI RAHAYU,DANA,KEYRRN1\r\n`;
    const refused = await post('mutasiupdepoqris', badAmount, { groups: 'RULEA' });
    expect(refused.status).toBe(400);
    const answer = refused.said<Said>();
    expect(answer).toEqual({
      message: 'Line 2, column "Amount": "150000.0x" is not an amount.',
      messageKey: 'recon.cell.at',
      messageValues: {
        line: 2,
        column: { key: 'recon.table.column', values: { name: 'Amount' } },
        detail: { key: 'recon.cell.notAmount', values: { cell: '"150000.0x"' } },
      },
    });
    expect(formatMessage('id-ID', answer.messageKey, answer.messageValues)).toBe('Baris 2, kolom "Amount": "150000.0x" bukan nominal.');

    // A refusal of the form holds the parser's as its reason, in the same language.
    const provider = await post('mutasiupdepomanual', fixture('manual-ovo.csv'), { groups: 'RULEA', transaction_type: 'deposit', provider: 'SEABANK' });
    const reason = provider.said<Said>();
    expect(reason).toMatchObject({ messageKey: 'server.upload.providerInvalid', messageValues: { reason: { key: 'recon.parser.manualProviderUnknown' } } });
    expect(formatMessage('id-ID', reason.messageKey, reason.messageValues)).toBe(
      'provider: Provider manual "SEABANK" tidak dikenal: pilih salah satu dari BRI, MANDIRI, OVO, DANA, LINKAJA, GOPAY, QRIS.',
    );
  });

  it('checks the form against the upload matrix: date, account, transaction type, panel, provider, website', async () => {
    const bca = fixture('bca-klikbca-individual.csv');
    const bcaFields = { groups: 'RULEA', transaction_type: 'deposit', dates: '03-Feb-2025', corporate_bank_no: '0123456789' };
    const cases: Array<[string, Buffer | string, Record<string, string>, number, string]> = [
      ['mutasiupdepobca', bca, { ...bcaFields, dates: '' }, 400, 'dates (Tanggal Mutasi, e.g. 05-Jan-2025) is required for BCA statements.'],
      ['mutasiupdepobca', bca, { ...bcaFields, dates: '2025-02-03' }, 400, 'dates must be a date like 05-Jan-2025, got "2025-02-03".'],
      ['mutasiupdepobca', bca, { ...bcaFields, corporate_bank_no: '' }, 400, 'corporate_bank_no is required: choose the BCA account of website RULEA.'],
      ['mutasiupdepobca', bca, { ...bcaFields, corporate_bank_no: '999' }, 400, 'Akun bank BCA 999 (DEPO) is not registered for website RULEA.'],
      ['mutasiupdepobca', bca, { ...bcaFields, transaction_type: '' }, 400, 'transaction_type is required for /api/mutasiupdepobca: deposit (keep the statement\'s credit rows) or withdraw (its debit rows).'],
      ['mutasiupdepobca', bca, { ...bcaFields, transaction_type: 'transfer' }, 400, 'transaction_type must be deposit or withdraw, got "transfer".'],
      ['mutasiupdepobca', bca, { ...bcaFields, groups: 'NOPE' }, 404, 'Website NOPE does not exist.'],
      ['checkdata', fixture('bo-nexus-deposit.csv'), { groups: 'RULEL' }, 400, '/api/checkdata takes files of NEXUS websites; this website is on the LUXE panel.'],
      ['checkdata', fixture('bo-nexus-deposit.csv'), {}, 400, 'groups (the website code) is required for Nexus uploads.'],
      ['mutasiupdepoqris', qrisFile('TT'), { groups: 'RULEA', transaction_type: 'withdraw' }, 400, '/api/mutasiupdepoqris takes deposit uploads for NEXUS websites, not withdraw.'],
      ['mutasiupdepomanual', fixture('manual-ovo.csv'), { groups: 'RULEA', transaction_type: 'deposit' }, 400, 'provider: Unknown manual provider "": expected one of BRI, MANDIRI, OVO, DANA, LINKAJA, GOPAY, QRIS.'],
      ['mutasiupdepomanual', fixture('manual-ovo.csv'), { groups: 'RULEA', transaction_type: 'deposit', provider: 'SEABANK' }, 400, 'provider: Unknown manual provider "SEABANK"'],
      ['mutasiupdepomanual', fixture('manual-ovo.csv'), { groups: 'RULEA', transaction_type: 'deposit', provider: 'OVO' }, 400, 'corporate_bank_no is required: choose the OVO account of website RULEA.'],
    ];
    for (const [endpoint, content, fields, status, text] of cases) {
      const response = await post(endpoint, content, fields);
      expect([endpoint, JSON.stringify(fields), response.status]).toEqual([endpoint, JSON.stringify(fields), status]);
      expect(message(response)).toContain(text);
    }
    expect((await post('mutasiupdepobca', bca, bcaFields)).json<UploadAnswer>()).toMatchObject({ status: false, inserted: 5, existing: 0 });
  });

  it('counts duplicates: a row repeated in a file is kept, a re-upload adds nothing, an overlapping file adds only its new rows', async () => {
    const row = (name: string) => `03/02/2025 08:15:22,${name},150000,Deposit via QRIS,`;
    const fields = { groups: 'RULEA', transaction_type: 'deposit', provider: 'QRIS' };
    const twice = [MANUAL_HEADER, row('SITI RAHAYU'), row('SITI RAHAYU')].join('\r\n');
    expect((await post('mutasiupdepomanual', twice, fields)).json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2, data: [{ message: '2 data berhasil ditambahkan.' }] });
    expect((await post('mutasiupdepomanual', twice, fields)).json<UploadAnswer>()).toMatchObject({ status: true, inserted: 0, existing: 2 });
    const more = [MANUAL_HEADER, row('SITI RAHAYU'), row('SITI RAHAYU'), row('SITI RAHAYU'), row('BUDI SANTOSO')].join('\r\n');
    expect((await post('mutasiupdepomanual', more, fields)).json<UploadAnswer>()).toMatchObject({
      status: false,
      inserted: 2,
      existing: 2,
      data: [{ message: '2 data berhasil ditambahkan. 2 data sudah ada.' }],
    });
    // Another source (manual OVO on another account) is another scope: the same rows are new there.
    await createAkunBank(server, admin, { website: 'RULEA', bank: 'OVO', no: '0812' });
    expect((await post('mutasiupdepomanual', twice, { ...fields, provider: 'OVO', corporate_bank_no: '0812' })).json<UploadAnswer>()).toMatchObject({ inserted: 2 });
  });

  it('stores two identical uploads sent at the same moment once', async () => {
    const file = fixture('bo-nexus-deposit.csv');
    const answers = await Promise.all([1, 2, 3].map(() => post('checkdata', file, { groups: 'RULEB' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const results = answers.map((a) => a.json<UploadAnswer>());
    expect(results.map((r) => r.inserted).sort()).toEqual([0, 0, 3]);
    expect(results.filter((r) => r.status)).toHaveLength(2);
    if (backend.databaseUrl) {
      const count = await withPg(backend.databaseUrl, server.schema as string, (client) =>
        client.query<{ n: number }>("SELECT count(*)::int AS n FROM bo_deposit b JOIN websites w ON w.id = b.website_id WHERE w.code = 'RULEB'"),
      );
      expect(count.rows[0]?.n).toBe(3);
    }
  });

  it('keeps the debit rows for a withdraw account, and Nexus Pay rows by their type', async () => {
    const bca = await post('mutasiupdepobca', fixture('bca-klikbca-individual.csv'), {
      groups: 'RULEA',
      transaction_type: 'withdraw',
      dates: '03-Feb-2025',
      corporate_bank_no: '1234567890',
    });
    expect(bca.json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2, other_direction: 5 });
    expect(bca.json<UploadAnswer>().warnings).toEqual(expect.arrayContaining([expect.stringContaining('names account 0123456789, but the chosen account is 1234567890')]));
    // The same warnings as messages a page shows in the user's language.
    const { warnings, warning_messages: said } = bca.said<UploadAnswer>();
    expect(said.map((warning) => warning.message)).toEqual(warnings);
    expect(said).toEqual(
      expect.arrayContaining([{ message: expect.stringContaining('names account'), messageKey: 'recon.warn.accountDiffers', messageValues: { line: expect.any(Number), found: '0123456789', chosen: '1234567890' } }]),
    );
    const wrongType = await post('mutasiupdepobca', fixture('bca-klikbca-individual.csv'), { groups: 'RULEA', transaction_type: 'withdraw', dates: '03-Feb-2025', corporate_bank_no: '0123456789' });
    expect(message(wrongType)).toBe('Akun bank BCA 0123456789 (WD) is not registered for website RULEA.');
    const payout = await post('nexuspay', fixture('nexuspay.csv'), { groups: 'RULEA', transaction_type: 'withdraw' });
    expect(payout.json<UploadAnswer>()).toMatchObject({ status: false, inserted: 1, other_direction: 1 });
  });

  it("takes an ADMIN's BO withdraw file without a website from its Brand column, one website per file; a CHECKER's only for their own website", async () => {
    await createWebsite(server, admin, 'NEXUS88', 'Nexus 88', 'NEXUS');
    const file = fixture('bo-nexus-withdraw.csv');
    expect((await post('bowd', file, {})).json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2, website: 'NEXUS88' });
    expect((await post('bowd', file, { groups: 'NEXUS88' })).json<UploadAnswer>()).toMatchObject({ status: true, existing: 2 });
    const mixed = file.toString('utf8').replace('WD123457,03/02/2025 11:40:10,NEXUS88', 'WD123457,03/02/2025 11:40:10,RULEB');
    const refused = await post('bowd', mixed, {});
    expect([refused.status, message(refused)]).toEqual([400, 'Line 3, column "Brand": "RULEB" is not website NEXUS88, which line 2 names.']);
    const checkerOther = await post('bowd', file, {}, checker);
    expect([checkerOther.status, message(checkerOther)]).toEqual([400, 'Line 2, column "Brand": "NEXUS88" is not website RULEA.']);
  });

  it('reads the BRI CMS layout for manual BRI and needs no account for manual QRIS', async () => {
    const bri = await post('mutasiupdepomanual', fixture('bri-cms.csv'), { groups: 'RULEA', transaction_type: 'deposit', provider: 'BRI', corporate_bank_no: '034101000123456' });
    expect(bri.json<UploadAnswer>()).toMatchObject({ status: false, inserted: 2, layout: 'BRI CMS' });
    const qris = await post('mutasiupdepomanual', fixture('manual-ovo.csv'), { groups: 'RULEA', transaction_type: 'deposit', provider: 'QRIS' });
    expect(qris.json<UploadAnswer>()).toMatchObject({ status: false, inserted: 3, layout: 'Manual template' });
  });

  it('takes the real export layouts through their endpoints: KlikBCA Bisnis (comma, semicolon, UTF-16 tab), BNIDirect, the Livin\' CSV, BRI debits', async () => {
    for (const no of ['7001', '7002', '7003']) await createAkunBank(server, admin, { website: 'RULEA', bank: 'BCA', no });
    await createAkunBank(server, admin, { website: 'RULEA', bank: 'BNI', no: '0123456789' });
    await createAkunBank(server, admin, { website: 'RULEA', bank: 'MANDIRI', no: '1234567890123' });
    await createAkunBank(server, admin, { website: 'RULEA', jenis: 'WD', bank: 'BRI', no: '034101000123456' });
    const deposit = { groups: 'RULEA', transaction_type: 'deposit', dates: '03-Feb-2025' };
    const cases: Array<[string, string, Record<string, string>, number, string]> = [
      ['mutasiupdepobca', 'bca-bisnis.csv', { ...deposit, corporate_bank_no: '7001' }, 3, 'KlikBCA'],
      ['mutasiupdepobca', 'bca-bisnis-semicolon.csv', { ...deposit, corporate_bank_no: '7002' }, 2, 'KlikBCA'],
      ['mutasiupdepobca', 'bca-bisnis-tab-utf16le.csv', { ...deposit, corporate_bank_no: '7003' }, 2, 'KlikBCA'],
      ['mutasiupdepobnimobile', 'bnidirect.csv', { ...deposit, corporate_bank_no: '0123456789' }, 2, 'BNIDirect'],
      ['mutasiupdepomdr', 'mandiri-livin-two-row.csv', { ...deposit, corporate_bank_no: '1234567890123' }, 2, "Mandiri Livin'"],
      ['mutasiupdepomanual', 'bri-brimo-debit.csv', { groups: 'RULEA', transaction_type: 'withdraw', provider: 'BRI', corporate_bank_no: '034101000123456' }, 1, 'BRI CMS'],
    ];
    for (const [endpoint, file, fields, inserted, layout] of cases) {
      const response = await post(endpoint, fixture(file), fields, admin, file);
      expect([file, response.status]).toEqual([file, 200]);
      expect([file, response.json<UploadAnswer>()]).toEqual([file, expect.objectContaining({ status: false, inserted, layout })]);
    }
  });

  (backend.databaseUrl ? it : it.skip)('stores text with quotes, backslashes, commas and braces exactly', async () => {
    const description = 'Bayar "Februari" {C:\\bukti}, NULL';
    const csv = `${MANUAL_HEADER}\r\n03/02/2025,"RINA ""AYU""",150000,"${description.replace(/"/g, '""')}",REF\\1\r\n`;
    const response = await post('mutasiupdepomanual', csv, { groups: 'RULEA', transaction_type: 'deposit', provider: 'QRIS' });
    expect(response.json<UploadAnswer>()).toMatchObject({ inserted: 1 });
    const rows = await withPg(backend.databaseUrl as string, server.schema as string, (client) =>
      client.query('SELECT description, sender_name, transaction_id FROM mutasi_deposit WHERE upload_id = $1', [response.json<UploadAnswer>().upload_id]),
    );
    expect(rows.rows).toEqual([{ description, sender_name: 'RINA "AYU"', transaction_id: 'REF\\1' }]);
  });

  it('keeps a website and a bank account that hold uploaded rows (409), refuses an inactive account', async () => {
    const id = await createWebsite(server, admin, 'RULED', 'Rules D', 'NEXUS');
    expect((await post('mutasiupdepoautotx', fixture('ewallet-autotx.csv'), { groups: 'RULED' })).status).toBe(200);
    const deleteWebsite = await server.request('DELETE', `/api/deletewebsite/${id}`, { cookies: admin });
    expect([deleteWebsite.status, deleteWebsite.json()]).toEqual([409, { message: `Website ${id} is still used by uploaded data; remove that data first.` }]);

    const deleteAccount = await server.request('DELETE', `/api/deleteakunbank/${bcaAccount}`, { cookies: admin });
    expect([deleteAccount.status, deleteAccount.json()]).toEqual([409, { message: `Bank account ${bcaAccount} is still used by uploaded statements; deactivate it instead.` }]);

    const cimb = await createAkunBank(server, admin, { website: 'RULEA', bank: 'CIMB', no: '800123456700' });
    await server.request('PUT', `/api/updatestatusakunbank/${cimb}`, { cookies: admin, body: { akun_bank_status: false } });
    const inactive = await post('mutasiupdepocimb', fixture('cimb-clicks.csv'), { groups: 'RULEA', transaction_type: 'deposit', corporate_bank_no: '800123456700' });
    expect([inactive.status, message(inactive)]).toEqual([400, 'Akun bank CIMB 800123456700 (DEPO) of website RULEA is inactive.']);
  });
});
