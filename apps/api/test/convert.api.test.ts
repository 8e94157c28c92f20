import http from 'node:http';
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { postFile, type UploadAnswer } from './uploads';
import { BNI_MOBILE_CSV, LIVIN_CSV, QRIS_CSV, bniMobileXls, largeQrisXlsx, livinXlsx, otherXlsx, passwordProtectedXlsx, qrisHtmlXls } from './workbooks';

/**
 * Starts a multipart POST of `file` in myfile. `sent` resolves once the whole request is written;
 * `answered` with the status and body once the whole answer has arrived.
 */
async function startPost(server: TestServer, path: string, cookies: string, file: { name: string; content: Buffer }): Promise<{ sent: Promise<void>; answered: Promise<{ status: number; text: string }> }> {
  const form = new FormData();
  form.append('myfile', new Blob([new Uint8Array(file.content)]), file.name);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { cookie: cookies, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(body.length) };
  let sent!: () => void;
  const written = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: server.port, method: 'POST', path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body, sent);
  });
  return { sent: written, answered };
}

describe.each(BACKENDS)('Convert Mutasi on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;

  const convert = (path: string, name: string, content: Buffer | string, cookies = checker) => postFile(server, path, { cookies, file: { name, content, type: 'application/octet-stream' } });

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const website = await createWebsite(server, admin, 'CONV', 'Convert', 'NEXUS');
    await createAccount(server, admin, { name: 'conv-checker', password: 'conv-checker-pass', role: 'CHECKER', website });
    await createAccount(server, admin, { name: 'conv-cs', password: 'conv-cs-pass', role: 'CS', website });
    checker = (await signIn(server, 'conv-checker', 'conv-checker-pass')).cookies;
    cs = (await signIn(server, 'conv-cs', 'conv-cs-pass')).cookies;
    await createAkunBank(server, admin, { website: 'CONV', bank: 'MANDIRI', no: '1234567890123' });
    await createAkunBank(server, admin, { website: 'CONV', bank: 'BNI', no: '0123456789' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['/api/uploadfixmandiriformat', 'mutasi livin.xlsx', livinXlsx, LIVIN_CSV, 'mutasiupdepomdr', { corporate_bank_no: '1234567890123' }, 2],
    ['/api/uploadfixbnimobileformat', 'bni-mobile.xls', bniMobileXls, BNI_MOBILE_CSV, 'mutasiupdepobnimobile', { corporate_bank_no: '0123456789', dates: '04-Feb-2025' }, 2],
    ['/api/uploadfixqrisformat', 'qris-report.xls', qrisHtmlXls, QRIS_CSV, 'mutasiupdepoqris', {}, 2],
  ] as const)('%s converts %s into the bank template, and the CSV uploads', async (path, name, build, csv, endpoint, fields, inserted) => {
    const response = await convert(path, name, build());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const fileName = name.replace(/\.xlsx?$/, '.csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(response.text).toBe(csv);

    const upload = await postFile(server, `/api/${endpoint}`, { cookies: checker, file: { name: fileName, content: response.body }, fields: { groups: 'CONV', transaction_type: 'deposit', ...fields } });
    expect(upload.status).toBe(200);
    expect(upload.json<UploadAnswer>()).toMatchObject({ status: false, inserted, data: [{ message: `${inserted} data berhasil ditambahkan.` }] });
  });

  it('refuses a wrong extension, a corrupt, password-protected or unrelated workbook, and CS', async () => {
    const cases: Array<[string, Buffer | string, number, string]> = [
      ['mutasi.csv', 'Tanggal,Keterangan\r\n', 400, 'The file must be .xls or .xlsx; "mutasi.csv" is not.'],
      ['broken.xlsx', livinXlsx().subarray(0, 300), 400, 'The file is not a readable Excel workbook (.xls or .xlsx)'],
      ['locked.xlsx', passwordProtectedXlsx(), 400, 'The workbook is password-protected: open it in Excel, remove the password, save it and convert again.'],
      ['other.xlsx', otherXlsx(), 400, 'No sheet has the Mandiri columns Tanggal, Keterangan, Dana Masuk, Dana Keluar in its first rows: is this the Mandiri export?'],
      ['bni.xls', bniMobileXls(), 400, 'No sheet has the Mandiri columns'],
    ];
    for (const [name, content, status, message] of cases) {
      const response = await convert('/api/uploadfixmandiriformat', name, content);
      expect([name, response.status]).toEqual([name, status]);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await convert('/api/uploadfixqrisformat', 'qris.xls', qrisHtmlXls(), cs)).status).toBe(403);
    expect((await convert('/api/uploadfixqrisformat', 'qris.xls', qrisHtmlXls(), admin)).status).toBe(200);
    const noFile = await postFile(server, '/api/uploadfixqrisformat', { cookies: checker, fields: {} });
    expect([noFile.status, noFile.json()]).toEqual([400, { message: 'No file: send it in the form field myfile.' }]);
  });

  it('answers other requests while a large workbook converts: conversion runs in the parse worker, off the event loop', async () => {
    const rows = 50_000;
    const post = await startPost(server, '/api/uploadfixqrisformat', checker, { name: 'qris-large.xlsx', content: largeQrisXlsx(rows) });
    const order: string[] = [];
    const conversion = post.answered.then((answer) => {
      order.push('conversion');
      return answer;
    });
    await post.sent;
    // One after another: had the conversion held the event loop, the later ones would wait for its end.
    for (let i = 1; i <= 3; i += 1) {
      const health = await server.request('GET', '/api/health');
      expect(health.status).toBe(200);
      order.push(`health ${i}`);
    }
    const answer = await conversion;
    expect(order).toEqual(['health 1', 'health 2', 'health 3', 'conversion']);
    expect(answer.status).toBe(200);
    const lines = answer.text.split('\r\n');
    expect(lines[0]).toBe('Transaction ID,Transaction Date,Amount,Status,Customer Name,Issuer,RRN');
    expect(lines[1]).toBe('QR0000000000,04/02/2025 08:15:22,150000.00,SUKSES,SITI RAHAYU,DANA,503412345678');
    expect(lines).toHaveLength(rows + 2);
  });
});
