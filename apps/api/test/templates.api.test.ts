import { TEMPLATE_DOWNLOADS } from '@checker/domain';
import { PARSERS, isParserId } from '@checker/recon';
import { ADMIN, BACKENDS, signIn, startServer, type TestServer } from './harness';
import { createAccount, createAkunBank, createWebsite } from './fixtures';
import { getFile, postFile, type UploadAnswer } from './uploads';

/** The form each template needs on its way back in (website TPL, a deposit account of that bank). */
const UPLOAD_FIELDS: Record<string, Record<string, string>> = {
  BCA: { dates: '03-Feb-2025', corporate_bank_no: '1111' },
  'BNI Internet Banking': { dates: '03-Feb-2025', corporate_bank_no: '2222' },
  'BNI Mobile': { dates: '03-Feb-2025', corporate_bank_no: '2222' },
  Mandiri: { corporate_bank_no: '3333' },
  'Mandiri manual excel': { provider: 'Mandiri excel', corporate_bank_no: '3333' },
  'BRI manual excel': { provider: 'BRI', corporate_bank_no: '4444' },
  'Auto QR': {},
  'Auto TX': { auto_tx_type: 'auto' },
  'Nexus Pay': {},
  QRIS: {},
};

describe.each(BACKENDS)('template downloads on $name', (backend) => {
  let server: TestServer;
  let admin: string;
  let checker: string;
  let cs: string;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = (await signIn(server, ADMIN.name, ADMIN.password)).cookies;
    const website = await createWebsite(server, admin, 'TPL', 'Templates', 'NEXUS');
    await createAccount(server, admin, { name: 'tpl-checker', password: 'tpl-checker-pass', role: 'CHECKER', website });
    await createAccount(server, admin, { name: 'tpl-cs', password: 'tpl-cs-password', role: 'CS', website });
    checker = (await signIn(server, 'tpl-checker', 'tpl-checker-pass')).cookies;
    cs = (await signIn(server, 'tpl-cs', 'tpl-cs-password')).cookies;
    for (const [bank, no] of [['BCA', '1111'], ['BNI', '2222'], ['MANDIRI', '3333'], ['BRI', '4444']] as const) await createAkunBank(server, admin, { website: 'TPL', bank, no });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers each template as a CSV attachment for ADMIN and CHECKER, not for CS', async () => {
    for (const download of TEMPLATE_DOWNLOADS) {
      if (!isParserId(download.parserId)) throw new Error(download.parserId);
      const template = PARSERS[download.parserId].template;
      for (const cookies of [admin, checker]) {
        const response = await getFile(server, download.path, cookies);
        expect([download.path, response.status]).toEqual([download.path, 200]);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${template.fileName}"`);
        expect(response.text).toBe(template.csv);
      }
      expect((await getFile(server, download.path, cs)).status).toBe(403);
      expect((await getFile(server, download.path)).status).toBe(401);
    }
  });

  it('takes every template back unchanged through the endpoint of its button', async () => {
    for (const download of TEMPLATE_DOWNLOADS) {
      const file = await getFile(server, download.path, admin);
      const fileName = /filename="([^"]+)"/.exec(file.headers.get('content-disposition') ?? '')?.[1] ?? 'x.csv';
      const fields = { groups: 'TPL', transaction_type: 'deposit', ...UPLOAD_FIELDS[download.button] };
      const response = await postFile(server, `/api/${download.uploadEndpoint}`, { cookies: checker, file: { name: fileName, content: file.body }, fields });
      expect([download.button, response.status]).toEqual([download.button, 200]);
      const answer = response.json<UploadAnswer>();
      expect([download.button, answer.rows, answer.warnings]).toEqual([download.button, 1, []]);
    }
  });
});
