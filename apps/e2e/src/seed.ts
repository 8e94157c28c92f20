// BO and statement files dated around today (Asia/Jakarta) and the multipart upload that sends them,
// for journeys that seed their data through the product's own upload endpoints.
import { formatMonDate, jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';

export interface SeedDay {
  date: CalendarDate;
  /** 05-Mar-2025: paths, bodies and the pages' date inputs */
  mon: string;
  /** 2025-03-05: the review pages' links */
  iso: string;
  /** 05/03/2025: the BO files */
  slash: string;
}

/** Today in Jakarta shifted by `offset` days (negative: the past). */
export function jakartaDay(offset = 0): SeedDay {
  const today = jakartaToday();
  const shifted = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  const date = { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, mon: formatMonDate(date), iso: toIsoDate(date), slash: `${pad(date.day)}/${pad(date.month)}/${date.year}` };
}

/** Cents as `150000.50`. */
export function plain(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** Cents as the Nexus BO files write them: `"150,000.50"`. */
function grouped(cents: bigint): string {
  return `"${(cents / 100n).toLocaleString('en-US')}.${String(cents % 100n).padStart(2, '0')}"`;
}

export interface BoLine {
  ticket: string;
  username: string;
  fullName: string;
  cents: bigint;
}

/** A Nexus deposit BO export; every row names `corporateAccount` as the BCA account paid into. */
export function nexusDepositCsv(day: SeedDay, corporateAccount: string, lines: readonly BoLine[]): string {
  return [
    'Ticket No,Request Date,Approve Date,Username,Full Name,Payment Type,Amount,Admin Fee,Agent Fee,Player Fee,Nett Amount,Player Bank,Corporate Bank,Description,Reference,Status,Reason,Handler,Player Ref,Player Own Ref',
    ...lines.map(
      (l) =>
        `${l.ticket},${day.slash} 08:10:11,${day.slash} 08:16:40,${l.username},${l.fullName},BANK,${grouped(l.cents)},0.00,0.00,0.00,${grouped(l.cents)},BCA - 0111${l.ticket.slice(-4)} - ${l.fullName},BCA - ${corporateAccount} - PT SUMBER JAYA,Deposit,,Approved,,op1,R${l.ticket},O${l.ticket}`,
    ),
  ].join('\n');
}

/** A Nexus withdraw BO export paid out of the BCA account `corporateAccount`. */
export function nexusWithdrawCsv(day: SeedDay, brand: string, corporateAccount: string, lines: readonly BoLine[]): string {
  return [
    'Ticket No,Approve Date,Brand,Username,Full Name,Player Bank,Amount,Nett Amount,Corporate Bank,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance',
    ...lines.map(
      (l) =>
        `${l.ticket},${day.slash} 09:05:00,${brand},${l.username},${l.fullName},BNI - 0222${l.ticket.slice(-4)} - ${l.fullName},${grouped(l.cents)},${grouped(l.cents)},BCA - ${corporateAccount} - PT SUMBER JAYA,WD,Approved,op2,RC${l.ticket},ORC${l.ticket},"1,000,000.00"`,
    ),
  ].join('\n');
}

export interface MutasiLine {
  text: string;
  cents: bigint;
}

/** A KlikBCA statement of one day whose running balance adds up (the parser checks it). */
export function klikBcaCsv(day: SeedDay, direction: 'CR' | 'DB', lines: readonly MutasiLine[]): string {
  let balance = 100_000_000_00n;
  const dayMonth = day.slash.slice(0, 5);
  const rows = lines.map((line) => {
    balance += direction === 'CR' ? line.cents : -line.cents;
    return `'${dayMonth},${line.text},'0000,${plain(line.cents)},${direction},${plain(balance)}`;
  });
  return ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo', ...rows].join('\r\n');
}

/** POSTs one CSV as the multipart form of an upload endpoint (field `myfile` plus `fields`). */
export async function uploadCsv(baseUrl: string, cookie: string, endpoint: string, fileName: string, content: string, fields: Record<string, string>): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('myfile', new Blob([content], { type: 'text/csv' }), fileName);
  const response = await fetch(`${baseUrl}/api/${endpoint}`, { method: 'POST', body: form, headers: { cookie } });
  const text = await response.text();
  if (!response.ok) throw new Error(`upload ${endpoint} ${fileName} → ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}
