import { saidText } from '@checker/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARSERS, type ParseContext } from '../index';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(__dirname, '../../test-fixtures', name)));
const context: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit' };
const feb3 = { year: 2025, month: 2, day: 3 };

describe('BO deposit exports', () => {
  it('reads every field of the Nexus deposit BO, with empty fees as 0 and a totals line skipped', () => {
    const result = PARSERS['nexus-bo-deposit'].parse(fixture('bo-nexus-deposit.csv'), context);
    expect(result.layout).toBe('Nexus deposit BO');
    expect(result.rows[0]).toEqual({
      line: 2,
      ticket_no: 'DP123456',
      req_date: { date: feb3, time: '08:10:11' },
      app_date: { date: feb3, time: '08:16:40' },
      user_name: 'siti88',
      full_name: 'SITI RAHAYU',
      payment_type: 'BANK',
      depo_amount: 15000000n,
      admin_fee: 0n,
      agent_fee: 0n,
      player_fee: 0n,
      nett_amount: 15000000n,
      player_bank: 'BCA - 0123456789 - SITI RAHAYU',
      corporate_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
      bo_desc: 'Deposit BCA',
      bo_ref: '0302/FTSCY/WS95031',
      bo_status: 'Approved',
      bo_reason: null,
      bo_handler: 'operator1',
      player_ref: 'REF001',
      player_own_ref: 'OWN001',
    });
    expect(result.rows[1]).toMatchObject({ line: 3, app_date: null, admin_fee: 0n, nett_amount: null, bo_desc: null, bo_status: 'Pending' });
    expect(result.rows[2]).toMatchObject({ line: 4, req_date: { date: feb3, time: '10:29:00' }, admin_fee: 250000n, nett_amount: 49750000n });
    expect(result.skipped).toEqual([{ line: 5, reason: 'footer: Total' }]);
    expect(result.otherDirection).toBe(0);
  });

  it('reads the Luxe deposit BO under its own column names', () => {
    const result = PARSERS['luxe-bo-deposit'].parse(fixture('bo-luxe-deposit.csv'), context);
    expect(result.rows.map((row) => [row.ticket_no, row.user_name, row.full_name, row.depo_amount, row.bo_status, row.bo_reason, row.player_own_ref])).toEqual([
      ['LXD123456', 'siti88', 'SITI RAHAYU', 15000000n, 'Success', null, 'MO001'],
      ['LXD123457', 'budi77', 'BUDI SANTOSO', 25000000n, 'Rejected', 'Dana tidak masuk', null],
    ]);
  });

  it('reads the Luxe QRIS deposit BO, whose rows are all QRIS payments', () => {
    const result = PARSERS['luxe-bo-qris'].parse(fixture('bo-luxe-qris.csv'), context);
    expect(result.rows[0]).toMatchObject({
      ticket_no: 'LXQ123456',
      payment_type: 'QRIS',
      depo_amount: 15000000n,
      admin_fee: 105000n,
      agent_fee: 0n,
      nett_amount: 14895000n,
      corporate_bank: 'LUXE QRIS 01',
      bo_ref: '503412345678',
      player_bank: null,
    });
  });

  it('warns about a repeated ticket but keeps both rows', () => {
    const text = `${PARSERS['nexus-bo-deposit'].template.csv}DP123456,03/02/2025 14:20:11,,siti88,SITI,BANK,150000,,,,,,,,,,,,,\n`;
    const result = PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode(text), context);
    expect(result.rows).toHaveLength(2);
    expect(result.warnings.map((warning) => saidText('en', warning))).toEqual(['Ticket No repeats: "DP123456" on lines 2 and 3.']);
  });

  it('shows the first five repeats and counts the rest, in either language', () => {
    const template = PARSERS['nexus-bo-deposit'].template.csv;
    const repeats = Array.from({ length: 7 }, () => 'DP123456,03/02/2025 14:20:11,,siti88,SITI,BANK,150000,,,,,,,,,,,,,\n').join('');
    const [warning] = PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode(`${template}${repeats}`), context).warnings;
    if (!warning) throw new Error('no warning');
    const shown = '"DP123456" on lines 2 and 3; "DP123456" on lines 2 and 4; "DP123456" on lines 2 and 5; "DP123456" on lines 2 and 6; "DP123456" on lines 2 and 7';
    expect(saidText('en', warning)).toBe(`Ticket No repeats: ${shown} and 2 more.`);
    expect(saidText('id-ID', warning)).toBe(`Ticket No berulang: ${shown.replaceAll(' on lines ', ' di baris ').replaceAll(' and ', ' dan ')}, dan 2 lainnya.`);
  });

  it('reads every amount right when a file holds more distinct amounts than the per-file memo keeps, and repeats of each', () => {
    const header = PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0];
    const amounts = Array.from({ length: 12_000 }, (_, i) => 10_000 + i);
    const lines = [...amounts, ...amounts].map((amount, i) => `DP${i},03/02/2025 14:20:11,,user${i},SITI,BANK,"${amount.toLocaleString('en-US')}.00",0.00,,,,,,,,,,,,`);
    const { rows } = PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode([header, ...lines].join('\n')), context);
    expect(rows.map((row) => row.depo_amount)).toEqual([...amounts, ...amounts].map((amount) => BigInt(amount) * 100n));
    expect(rows.every((row) => row.admin_fee === 0n)).toBe(true);
  });
});

describe('BO withdraw exports', () => {
  it('reads every field of the Nexus withdraw BO, a negative last balance included', () => {
    const result = PARSERS['nexus-bo-withdraw'].parse(fixture('bo-nexus-withdraw.csv'), context);
    expect(result.rows[0]).toEqual({
      line: 2,
      wd_ticket_no: 'WD123456',
      wd_app_date: { date: feb3, time: '09:05:00' },
      wd_brand: 'NEXUS88',
      wd_fullname: 'BUDI SANTOSO',
      wd_player_bank: 'BNI - 0987654321 - BUDI SANTOSO',
      wd_amount: 28749000n,
      wd_nett_amount: 28749000n,
      wd_corp_bank: 'BCA - 1234567890 - PT SUMBER JAYA',
      wd_username: 'budi77',
      wd_remarks: 'WD BNI',
      wd_status: 'Approved',
      wd_handler: 'operator1',
      wd_ref_code: 'RC001',
      wd_own_ref_code: 'ORC001',
      wd_last_balance: 125000000n,
    });
    expect(result.rows[1]).toMatchObject({ wd_amount: 100000000n, wd_nett_amount: null, wd_remarks: null, wd_own_ref_code: null, wd_last_balance: -5000000n });
  });

  it('reads the Luxe withdraw BO under its own column names', () => {
    const [row] = PARSERS['luxe-bo-withdraw'].parse(fixture('bo-luxe-withdraw.csv'), context).rows;
    expect(row).toMatchObject({ wd_ticket_no: 'LXW123456', wd_brand: 'LUXE77', wd_username: 'budi77', wd_amount: 28749000n, wd_handler: 'cs_luxe1', wd_last_balance: 125000000n });
  });

  it('refuses a negative withdraw amount and an empty username, naming line and column', () => {
    const header = `${PARSERS['nexus-bo-withdraw'].template.csv.split('\r\n')[0]}\n`;
    const bytes = (row: string): Uint8Array => new TextEncoder().encode(`${header}${row}\n`);
    expect(() => PARSERS['nexus-bo-withdraw'].parse(bytes('WD1,03/02/2025 09:05:00,N,budi,BUDI,BNI,-100.00,,,,,,,,'), context)).toThrow(
      'Line 2, column "Amount": "-100.00" must not be negative.',
    );
    expect(() => PARSERS['nexus-bo-withdraw'].parse(bytes('WD1,03/02/2025 09:05:00,N,,BUDI,BNI,100.00,,,,,,,,'), context)).toThrow(
      'Line 2, column "Username": the cell is empty.',
    );
  });
});
