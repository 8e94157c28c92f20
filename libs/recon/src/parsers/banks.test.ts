import { saidText } from '@checker/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARSERS, type ParseContext, type MutasiRow } from '../index';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(__dirname, '../../test-fixtures', name)));
const feb3 = { year: 2025, month: 2, day: 3 };
const deposit: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: feb3 };
const withdraw: ParseContext = { ...deposit, transactionType: 'withdraw' };

/** The fields a reviewer compares, without the description noise. */
function brief(row: MutasiRow): Record<string, unknown> {
  return {
    line: row.line,
    date: `${row.date.year}-${row.date.month}-${row.date.day}`,
    time: row.time,
    amount: row.amountCents,
    direction: row.direction,
    sender: row.senderName,
    reference: row.reference,
    pending: row.pending,
  };
}

describe('BCA', () => {
  it('reads KlikBCA individual: apostrophes, DD/MM with the year of the Tanggal Mutasi, PEND rows, footer', () => {
    const result = PARSERS.bca.parse(fixture('bca-klikbca-individual.csv'), { ...deposit, corporateAccount: { name: 'PT SUMBER JAYA', number: '0123456789' } });
    expect(result.layout).toBe('KlikBCA');
    expect(result.rows.map(brief)).toEqual([
      { line: 7, date: '2025-2-1', time: undefined, amount: 15000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: '0102/FTSCY/WS95031', pending: false },
      { line: 8, date: '2025-2-2', time: undefined, amount: 25000000n, direction: 'CR', sender: 'BUDI SANTOSO', reference: null, pending: false },
      { line: 10, date: '2025-2-3', time: undefined, amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: null, pending: false },
      { line: 11, date: '2025-2-3', time: undefined, amount: 10000000n, direction: 'CR', sender: null, reference: null, pending: false },
      { line: 12, date: '2025-2-3', time: undefined, amount: 7500000n, direction: 'CR', sender: 'DEWI KARTIKA', reference: '0302/FTSCY/WS95031', pending: true },
    ]);
    expect(result.rows[0]?.description).toBe('TRSF E-BANKING CR 0102/FTSCY/WS95031 150000.00SITI RAHAYU');
    expect(result.rows[0]?.balanceCents).toBe(115000000n);
    expect(result.otherDirection).toBe(2);
    expect(result.skipped).toEqual([
      { line: 14, reason: 'footer: Saldo Awal' },
      { line: 15, reason: 'footer: Mutasi Kredit' },
      { line: 16, reason: 'footer: Mutasi Debet' },
      { line: 17, reason: 'footer: Saldo Akhir' },
    ]);
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['2 of 5 rows are dated other than the Tanggal Mutasi 03-Feb-2025 (first on line 7).']);
  });

  it('keeps the debit rows for a withdraw account', () => {
    const result = PARSERS.bca.parse(fixture('bca-klikbca-individual.csv'), withdraw);
    expect(result.rows.map(brief)).toEqual([
      { line: 9, date: '2025-2-2', time: undefined, amount: 28749000n, direction: 'DB', sender: 'AHMAD FAUZI', reference: '0202/FTFVA/WS95051', pending: false },
      { line: 13, date: '2025-2-3', time: undefined, amount: 5000000n, direction: 'DB', sender: null, reference: null, pending: true },
    ]);
    expect(result.otherDirection).toBe(5);
  });

  it('places a year-less date across the new year by the Tanggal Mutasi', () => {
    const csv = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'31/12,SETORAN TUNAI,'0001,50000.00,CR,\n'PEND,TRSF E-BANKING CR 3112/FTSCY/WS1 50000.00 SITI RAHAYU,'0000,50000.00,CR,\n";
    const result = PARSERS.bca.parse(new TextEncoder().encode(csv), { ...deposit, mutasiDate: { year: 2025, month: 1, day: 2 } });
    expect(result.rows.map((row) => row.date)).toEqual([
      { year: 2024, month: 12, day: 31 },
      { year: 2024, month: 12, day: 31 },
    ]);
  });

  it('dates a PEND row without a date in its description from the Tanggal Mutasi', () => {
    const csv = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'PEND,SETORAN TUNAI,'0000,50000.00,CR,0.00\n";
    expect(PARSERS.bca.parse(new TextEncoder().encode(csv), deposit).rows[0]?.date).toEqual(feb3);
  });

  it('reads KlikBCA Bisnis: Key,=,value preamble, " 20,000 ", a DB flag inside the amount cell, CR rows without the flag', () => {
    const result = PARSERS.bca.parse(fixture('bca-bisnis.csv'), { ...deposit, corporateAccount: { name: 'PT SUMBER JAYA', number: '123-456-7890' } });
    expect(result.rows.map((row) => [row.line, row.amountCents, row.direction, row.senderName, row.balanceCents])).toEqual([
      [6, 15000000n, 'CR', 'SITI RAHAYU', 1015000000n],
      [7, 25000000n, 'CR', 'BUDI SANTOSO', 1040000000n],
      [9, 2000000n, 'CR', null, 1013251000n],
    ]);
    expect(result.otherDirection).toBe(1);
    expect(result.warnings).toEqual([]);
    expect(result.skipped.map((line) => line.reason)).toEqual(['footer: Saldo Awal', 'footer: Kredit', 'footer: Debet', 'footer: Saldo Akhir']);
  });

  it('reads the same export semicolon-delimited', () => {
    const result = PARSERS.bca.parse(fixture('bca-bisnis-semicolon.csv'), withdraw);
    expect(result.rows.map((row) => [row.line, row.amountCents, row.direction, row.senderName])).toEqual([[8, 28749000n, 'DB', 'AHMAD FAUZI']]);
    expect(result.otherDirection).toBe(2);
  });

  it('reads the same export as tab-delimited UTF-16 LE with a byte-order mark', () => {
    const result = PARSERS.bca.parse(fixture('bca-bisnis-tab-utf16le.csv'), deposit);
    expect(result.rows.map((row) => [row.line, row.amountCents, row.senderName])).toEqual([
      [6, 15000000n, 'SITI RAHAYU'],
      [8, 25000000n, 'BUDI SANTOSO'],
    ]);
  });

  it('reads UTF-16 BE with a byte-order mark', () => {
    const text = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\r\n'03/02,SETORAN TUNAI,'0001,50000.00,CR,\r\n";
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xfe, 0xff]);
    for (let index = 0; index < text.length; index += 1) bytes[2 + index * 2 + 1] = text.charCodeAt(index);
    expect(PARSERS.bca.parse(bytes, deposit).rows[0]?.amountCents).toBe(5000000n);
  });

  it('warns when the preamble names another account than the chosen one', () => {
    const result = PARSERS.bca.parse(fixture('bca-bisnis.csv'), { ...deposit, corporateAccount: { name: 'PT LAIN', number: '9999999999' } });
    expect(result.warnings.map((warning) => saidText('en', warning))).toContain('Line 1 names account 1234567890, but the chosen account is 9999999999.');
  });
});

describe('BNI', () => {
  it('reads BNIDirect: preamble, trailing comma, DD/MM/YY HH.MM.SS, journal numbers, balance and footer lines', () => {
    const result = PARSERS['bni-internet-banking'].parse(fixture('bnidirect.csv'), { ...deposit, corporateAccount: { name: 'PT', number: '0123456789' } });
    expect(result.layout).toBe('BNIDirect');
    expect(result.rows.map(brief)).toEqual([
      { line: 6, date: '2025-2-3', time: '08:15:22', amount: 125000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: '100234', pending: false },
      { line: 8, date: '2025-2-3', time: undefined, amount: 50000000n, direction: 'CR', sender: 'SDR RINA AYU LESTARI', reference: '100236', pending: false },
    ]);
    expect(result.otherDirection).toBe(1);
    expect(result.skipped).toEqual([
      { line: 9, reason: 'balance line' },
      { line: 10, reason: 'footer: Opening Balance' },
      { line: 11, reason: 'footer: Closing Balance' },
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('BNI Mobile accepts BNIDirect too', () => {
    expect(PARSERS['bni-mobile'].parse(fixture('bnidirect.csv'), withdraw).rows.map((row) => row.amountCents)).toEqual([28749000n]);
  });

  it('reads the BNI Mobile template with Cr/Db types, Indonesian amounts and a running balance', () => {
    const result = PARSERS['bni-mobile'].parse(fixture('bni-mobile.csv'), deposit);
    expect(result.layout).toBe('BNI Mobile template');
    expect(result.rows.map(brief)).toEqual([
      { line: 2, date: '2025-2-3', time: '08:15:22', amount: 125000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: null, pending: false },
      { line: 4, date: '2025-2-3', time: '10:30:00', amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: null, pending: false },
    ]);
  });

  it('reads the BNI Internet Banking template and skips a line without an amount', () => {
    const result = PARSERS['bni-internet-banking'].parse(fixture('bni-internet-banking.csv'), withdraw);
    expect(result.layout).toBe('BNI Internet Banking template');
    expect(result.rows.map((row) => [row.line, row.amountCents, row.senderName])).toEqual([[3, 28749000n, 'BUDI SANTOSO']]);
    expect(result.skipped).toEqual([{ line: 4, reason: 'no amount' }]);
    expect(result.otherDirection).toBe(2);
  });
});

describe('Mandiri', () => {
  it('reads MCM with its two Description columns and reference numbers', () => {
    const result = PARSERS.mandiri.parse(fixture('mandiri-mcm.csv'), { ...deposit, corporateAccount: { name: 'PT', number: '1234567890123' } });
    expect(result.layout).toBe('Mandiri MCM');
    expect(result.rows.map(brief)).toEqual([
      { line: 2, date: '2025-2-3', time: undefined, amount: 15000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: 'MCM2502030001', pending: false },
      { line: 4, date: '2025-2-3', time: undefined, amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: 'MCM2502030003', pending: false },
    ]);
    expect(result.rows[0]?.description).toBe('SA OB MCM | Transfer dari BANK BCA SITI RAHAYU');
    expect(result.warnings).toEqual([]);
  });

  it('warns once when the MCM account column names another account', () => {
    const result = PARSERS.mandiri.parse(fixture('mandiri-mcm.csv'), { ...deposit, corporateAccount: { name: 'PT', number: '1112223334445' } });
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['Line 2 names account 1234567890123, but the chosen account is 1112223334445.']);
  });

  it("reads the Livin' template newest first, checking the balance in that order", () => {
    const result = PARSERS.mandiri.parse(fixture('mandiri-livin-template.csv'), deposit);
    expect(result.layout).toBe("Mandiri Livin'");
    expect(result.rows.map(brief)).toEqual([
      { line: 2, date: '2025-2-3', time: '16:40:00', amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: null, pending: false },
      { line: 4, date: '2025-2-3', time: '14:22:05', amount: 4192000n, direction: 'CR', sender: 'SITI RAHAYU', reference: null, pending: false },
    ]);
  });

  it("reads the Livin' export saved as CSV: bilingual preamble, two rows per transaction, wrapped remarks", () => {
    const result = PARSERS.mandiri.parse(fixture('mandiri-livin-two-row.csv'), withdraw);
    expect(result.rows.map(brief)).toEqual([
      { line: 9, date: '2025-2-3', time: '15:01:44', amount: 28749000n, direction: 'DB', sender: 'BUDI SANTOSO Bayar tagihan Februari', reference: null, pending: false },
    ]);
    expect(result.rows[0]?.description).toBe('Transfer ke BANK BNI BUDI SANTOSO Bayar tagihan Februari');
    expect(result.rows[0]?.balanceCents).toBe(75443000n);
    const deposits = PARSERS.mandiri.parse(fixture('mandiri-livin-two-row.csv'), deposit);
    expect(deposits.rows.map((row) => [row.line, row.time, row.senderName])).toEqual([
      [7, '14:22:05', 'SITI RAHAYU'],
      [12, '16:40:00', 'RINA AYU LESTARI'],
    ]);
  });
});

describe('CIMB and BRI', () => {
  it('reads CIMB Clicks with reference numbers and a running balance', () => {
    const result = PARSERS.cimb.parse(fixture('cimb-clicks.csv'), deposit);
    expect(result.rows.map(brief)).toEqual([
      { line: 6, date: '2025-2-3', time: '08:15:00', amount: 15000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: 'CIMB2502030001', pending: false },
      { line: 8, date: '2025-2-3', time: '10:30:00', amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: 'CIMB2502030003', pending: false },
    ]);
  });

  it('reads BRI CMS: ISO dates, JAM_TRAN, per-row balances, a zero balance line skipped, extra columns ignored', () => {
    const result = PARSERS.bri.parse(fixture('bri-cms.csv'), { ...deposit, corporateAccount: { name: 'PT', number: '0341-01-000123-45-6' } });
    expect(result.layout).toBe('BRI CMS');
    expect(result.rows.map(brief)).toEqual([
      { line: 3, date: '2025-2-3', time: '08:15:22', amount: 15000000n, direction: 'CR', sender: 'SITI RAHAYU', reference: null, pending: false },
      { line: 5, date: '2025-2-3', time: '10:30:00', amount: 50000000n, direction: 'CR', sender: 'RINA AYU LESTARI', reference: null, pending: false },
    ]);
    expect(result.skipped).toEqual([{ line: 2, reason: 'balance line' }]);
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['Columns not read: "POSTING_DATE".']);
  });

  it('reads the BRImo MUTASI_DEBIT variant with compact times', () => {
    const result = PARSERS.bri.parse(fixture('bri-brimo-debit.csv'), withdraw);
    expect(result.rows.map((row) => [row.line, row.time, row.amountCents, row.balanceCents])).toEqual([[3, '15:01:44', 28749000n, 86251000n]]);
  });

  it('manual uploads with provider BRI accept the BRI layout', () => {
    expect(PARSERS.manual.parse(fixture('bri-cms.csv'), { ...deposit, provider: 'BRI' }).layout).toBe('BRI CMS');
  });
});
