import userEvent, { type UserEvent } from '@testing-library/user-event';
import { installFakeServer, type FakeAnswer } from '@checker/test-kit/fake-api';
import { chooseOption } from '../test-utils';

export const WEBSITES = [
  { website_id: 2, website_name: 'Situs Dua', website_code: 'SDUA', website_panel: 'NEXUS' },
  { website_id: 3, website_name: 'Luxe Satu', website_code: 'LSATU', website_panel: 'LUXE' },
  { website_id: 1, website_name: 'Situs Satu', website_code: 'SSATU', website_panel: 'NEXUS' },
];

export const BCA_ACCOUNT = { akun_bank_id: 11, akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: '1234567890' };

/** The website list and the akun bank lists the Upload page asks for. */
export function installUploadServer(extra: Record<string, FakeAnswer> = {}) {
  return installFakeServer({
    'GET /api/websitelist': { status: 200, body: WEBSITES },
    'GET /api/akunbanklist/SSATU/BCA/depo': { status: 200, body: [BCA_ACCOUNT] },
    'GET /api/akunbanklist/SDUA/BCA/depo': { status: 200, body: [] },
    'GET /api/akunbanklist/SSATU/MANDIRI/wd': {
      status: 200,
      body: [
        { akun_bank_id: 21, akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: '1400012345678' },
        { akun_bank_id: 22, akun_bank_name: 'CV MAJU BERSAMA', akun_bank_no: '1400087654321' },
      ],
    },
    'GET /api/akunbanklist/SSATU/BNI/depo': { status: 200, body: [{ akun_bank_id: 31, akun_bank_name: 'PT SUMBER JAYA', akun_bank_no: '0123456789' }] },
    ...extra,
  });
}

/** user-event without the per-element pointer-events style walk, which is slow on antd's deep trees in jsdom. */
export function fastUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

/** Nexus · Deposit · Bank Settlement · Bank · BCA, and the website for an ADMIN. */
export async function chooseNexusBca(user: UserEvent, website: string | null = 'SSATU — Situs Satu'): Promise<void> {
  await chooseOption(user, 'Provider', 'Nexus');
  await chooseOption(user, 'Transaction Type', 'Deposit');
  await chooseOption(user, 'Upload Type', 'Bank Settlement');
  await chooseOption(user, 'Upload Category', 'Bank');
  await chooseOption(user, 'Bank', 'BCA');
  if (website) await chooseOption(user, 'Website', website);
}

export function csvFile(name = 'mutasi.csv', bytes = 2048): File {
  return new File(['x'.repeat(bytes)], name, { type: 'text/csv' });
}
