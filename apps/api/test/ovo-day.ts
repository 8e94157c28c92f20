import type { TestDay } from './report-data';

// One OVO deposit account's BO export and statement, in the shapes the books and next-day tests write by hand.

const BO_HEADER =
  'Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref';
export const ACCOUNT = '081200000077';
const CORPORATE = `OVO - ${ACCOUNT} - PT BUKU BENAR`;

/** BO deposit rows: ticket, user, full name, amount, the nett amount when fees make it differ, and the request's time (09:00:00). */
/** `account`: the player's OVO number (default: from the ticket, so each request is another player's account). */
export type BoLine = [ticket: string, user: string, name: string, amount: string, nett?: string, time?: string, account?: string];

export function boFile(day: TestDay, rows: readonly BoLine[]): string {
  return [
    BO_HEADER,
    ...rows.map(([ticket, user, name, amount, nett = amount, time = '09:00:00', account = `0899${ticket.replace(/\D/g, '').padStart(6, '0')}`]) =>
      [ticket, `${day.slash} ${time}`, '', user, name, 'EWALLET', amount, '0.00', '0.00', '0.00', nett, `OVO - ${account}`, CORPORATE, 'Deposit OVO', '', 'Approved', '', 'op1', '', ''].join(','),
    ),
  ].join('\n');
}

export function mutasiFile(day: TestDay, rows: ReadonlyArray<[name: string, amount: string, reference: string]>): string {
  return ['Tanggal,Nama Pengirim,Nominal,Keterangan,No. Referensi', ...rows.map(([name, amount, reference]) => [day.slash, name, amount, 'Deposit via OVO', reference].join(','))].join('\n');
}
