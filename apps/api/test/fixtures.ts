// Data set-up through the admin API (the only way in on PGlite, where the server owns the database).
import { signIn, type TestResponse, type TestServer } from './harness';

function expectCreated(response: TestResponse, what: string): void {
  if (response.status !== 201) throw new Error(`Creating ${what} failed: ${response.status} ${response.text}`);
}

export async function createWebsite(server: TestServer, cookies: string, code: string, name = `Site ${code}`, panel = 'NEXUS'): Promise<number> {
  const response = await server.request('POST', '/api/createwebsite', { cookies, body: { website_name: name, website_code: code, website_panel: panel } });
  expectCreated(response, `website ${code}`);
  return response.json<{ website_id: number }>().website_id;
}

export async function createAccount(
  server: TestServer,
  cookies: string,
  account: { name: string; password: string; role: 'ADMIN' | 'CHECKER' | 'CS'; website?: number | null; status?: boolean },
): Promise<number> {
  const response = await server.request('POST', '/api/addadminacc', {
    cookies,
    body: {
      account_name: account.name,
      account_password: account.password,
      account_role: account.role,
      account_website: account.website ?? null,
      account_status: account.status ?? true,
    },
  });
  expectCreated(response, `account ${account.name}`);
  return response.json<{ account_id: number }>().account_id;
}

/** Creates an account (its password `<name>-password`) and signs it in: its session cookies. */
export async function signedInAccount(server: TestServer, cookies: string, account: { name: string; role: 'ADMIN' | 'CHECKER' | 'CS'; website: number }): Promise<string> {
  const password = `${account.name}-password`;
  await createAccount(server, cookies, { ...account, password });
  return (await signIn(server, account.name, password)).cookies;
}

export async function createAkunBank(
  server: TestServer,
  cookies: string,
  row: { website: number | string; jenis?: string; bank?: string; name?: string; no: string },
): Promise<number> {
  const response = await server.request('POST', '/api/createakunbank', {
    cookies,
    body: {
      akun_bank_website: row.website,
      akun_bank_jenis_transaksi: row.jenis ?? 'DEPO',
      akun_bank_bank: row.bank ?? 'BCA',
      akun_bank_name: row.name ?? 'PT Contoh',
      akun_bank_no: row.no,
    },
  });
  expectCreated(response, `akun bank ${row.no}`);
  return response.json<{ akun_bank_id: number }>().akun_bank_id;
}

export interface TrackingRow {
  website_id: number | null;
  username: string;
  role: string | null;
  activity: string;
}
