import { saidText } from '@checker/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARSERS, ReconError, manualProviderOf, type ParseContext } from '../index';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(__dirname, '../../test-fixtures', name)));
const deposit: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 } };
const withdraw: ParseContext = { ...deposit, transactionType: 'withdraw' };
const csv = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('manual template', () => {
  it('stores every row in the direction of the account type, with the typed sender and reference', () => {
    const result = PARSERS.manual.parse(fixture('manual-ovo.csv'), { ...deposit, provider: 'OVO' });
    expect(result.layout).toBe('Manual template');
    expect(result.rows.map((row) => [row.line, row.time, row.amountCents, row.direction, row.senderName, row.reference])).toEqual([
      [2, '08:15:22', 15000000n, 'CR', 'SITI RAHAYU', 'OVO2502030001'],
      [3, '09:01:10', 125000000n, 'CR', 'BUDI SANTOSO', 'OVO2502030002'],
      [4, undefined, 7500000n, 'CR', 'RINA AYU LESTARI', null],
    ]);
    const withdrawals = PARSERS.manual.parse(fixture('manual-ovo.csv'), { ...withdraw, provider: 'OVO' });
    expect(withdrawals.rows.map((row) => row.direction)).toEqual(['DB', 'DB', 'DB']);
  });

  it('knows the providers by their compact names and refuses others', () => {
    expect(manualProviderOf('Link Aja')).toBe('LINKAJA');
    expect(manualProviderOf('mandiri-excel')).toBe('MANDIRI');
    expect(manualProviderOf('gopay')).toBe('GOPAY');
    expect(() => manualProviderOf('SHOPEE')).toThrow('Unknown manual provider "SHOPEE": expected one of BRI, MANDIRI, OVO, DANA, LINKAJA, GOPAY, QRIS.');
    expect(() => PARSERS.manual.parse(fixture('manual-ovo.csv'), deposit)).toThrow(ReconError);
  });

  it('does not read the BRI layout for other providers', () => {
    expect(() => PARSERS.manual.parse(fixture('bri-cms.csv'), { ...deposit, provider: 'DANA' })).toThrow(
      'No DANA manual header found in the first 100 lines. Expected a header row like Manual template: Tanggal,Nama Pengirim,Nominal,Keterangan,No. Referensi.',
    );
  });
});

describe('gateway templates', () => {
  it.each([
    ['ewallet-autotx', 'ewallet-autotx.csv', [[2, 15000000n, 'SITI RAHAYU', 'EW2502030001'], [4, 50000000n, 'RINA AYU LESTARI', 'EW2502030003']], [{ line: 3, reason: 'status FAILED' }]],
    ['qris', 'qris.csv', [[2, 15000000n, 'SITI RAHAYU', 'QR2502030001'], [4, 5000000n, 'RINA AYU LESTARI', 'QR2502030003']], [{ line: 3, reason: 'status PENDING' }]],
    ['qris-solita', 'qris-solita.csv', [[2, 15000000n, 'SITI RAHAYU', 'SOL2502030001']], [{ line: 3, reason: 'status EXPIRED' }]],
    ['qris-export', 'qris-export.csv', [[2, 15000000n, 'SITI RAHAYU', 'INV/2025/02/0001'], [3, 125000000n, 'BUDI SANTOSO', 'INV/2025/02/0002']], []],
    ['qris-luxe', 'qris-luxe.csv', [[2, 15000000n, 'SITI RAHAYU', 'LXQ2502030001']], [{ line: 3, reason: 'status CANCELLED' }]],
  ] as const)('%s keeps paid rows and skips the others', (id, file, rows, skipped) => {
    const result = PARSERS[id].parse(fixture(file), deposit);
    expect(result.rows.map((row) => [row.line, row.amountCents, row.senderName, row.reference])).toEqual(rows);
    expect(result.rows.every((row) => row.direction === 'CR')).toBe(true);
    expect(result.skipped).toEqual(skipped);
  });

  it('copies the informational columns into the description and the payer account', () => {
    const [row] = PARSERS['ewallet-autotx'].parse(fixture('ewallet-autotx.csv'), deposit).rows;
    expect(row?.description).toBe('Wallet: DANA | Note: Deposit DP123456');
    expect(row?.senderAccount).toBe('081234567890');
    expect(row?.time).toBe('08:15:22');
    expect(PARSERS['qris-solita'].parse(fixture('qris-solita.csv'), deposit).rows[0]?.description).toBe('Payment Channel: QRIS OVO | Merchant Order ID: DP123456');
  });

  it('refuses a withdraw upload of a deposit-only source', () => {
    expect(() => PARSERS.qris.parse(fixture('qris.csv'), withdraw)).toThrow('QRIS statements hold deposits only; choose the transaction type Deposit.');
  });

  it('Nexus Pay carries both directions in its Type column', () => {
    const deposits = PARSERS.nexuspay.parse(fixture('nexuspay.csv'), deposit);
    expect(deposits.rows.map((row) => [row.line, row.direction, row.senderAccount, row.description])).toEqual([
      [2, 'CR', '0123456789', 'Customer Bank: BCA | Merchant Ref: DP123456'],
    ]);
    expect(deposits.otherDirection).toBe(1);
    expect(deposits.skipped).toEqual([{ line: 4, reason: 'status FAILED' }]);
    const withdrawals = PARSERS.nexuspay.parse(fixture('nexuspay.csv'), withdraw);
    expect(withdrawals.rows.map((row) => [row.line, row.amountCents, row.senderName])).toEqual([[3, 28749000n, 'BUDI SANTOSO']]);
  });

  it('refuses an unknown status or type, naming the line and column', () => {
    const header = 'Transaction ID,Date Time,Type,Amount,Status,Customer Name\n';
    expect(() => PARSERS.nexuspay.parse(csv(`${header}NP1,03/02/2025 08:00:00,DEPOSIT,100.00,DONE,SITI\n`), deposit)).toThrow(
      /^Line 2, column "Status": "DONE" is not a known status \(paid: SUCCESS/,
    );
    expect(() => PARSERS.nexuspay.parse(csv(`${header}NP1,03/02/2025 08:00:00,REFUND,100.00,SUCCESS,SITI\n`), deposit)).toThrow(
      'Line 2, column "Type": "REFUND" is not DEPOSIT or WITHDRAW.',
    );
  });

  it('warns about a transaction id that repeats', () => {
    const header = 'Transaction ID,Transaction Date,Amount,Status,Customer Name\n';
    const result = PARSERS.qris.parse(csv(`${header}Q1,03/02/2025 08:00,100.00,SUCCESS,SITI\nQ1,03/02/2025 08:00,100.00,SUCCESS,SITI\n`), deposit);
    expect(result.rows).toHaveLength(2);
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['Transaction ID repeats: "Q1" on lines 2 and 3.']);
  });
});
