import { PARSERS, type ParseContext } from '../index';

const context: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 } };
// Large files parse completely and keep their line numbers; speed is measured by `npm run bench:parse`.
const ROWS = 30_000;

describe('large files', () => {
  it('a KlikBCA statement with a running balance', () => {
    const lines = ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo'];
    let balance = 1_000_000_000n;
    for (let index = 0; index < ROWS; index += 1) {
      const credit = index % 3 !== 0;
      balance += credit ? 15_000_000n : -5_000_000n;
      lines.push(
        `'03/02,TRSF E-BANKING ${credit ? 'CR' : 'DB'} 0302/FTSCY/WS95031 ${credit ? '150000.00' : '50000.00'} SITI RAHAYU ${index},'0000,${credit ? '150000.00' : '50000.00'},${credit ? 'CR' : 'DB'},${balance / 100n}.00`,
      );
    }
    const result = PARSERS.bca.parse(new TextEncoder().encode(lines.join('\r\n')), context);
    expect(result.rows).toHaveLength(20_000);
    expect(result.otherDirection).toBe(10_000);
  });

  it('a Nexus deposit BO export of twenty columns', () => {
    const header = PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '';
    const lines = [header];
    for (let index = 0; index < ROWS; index += 1) {
      lines.push(
        `DP${index},03/02/2025 14:20:11,03/02/2025 14:25:40,user${index},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789 - SITI RAHAYU,BCA - 1234567890,Deposit BCA,REF${index},Approved,,operator1,REF001,OWN001`,
      );
    }
    const result = PARSERS['nexus-bo-deposit'].parse(new TextEncoder().encode(lines.join('\n')), context);
    expect(result.rows).toHaveLength(ROWS);
    expect(result.rows[ROWS - 1]?.line).toBe(ROWS + 1);
  });
});
