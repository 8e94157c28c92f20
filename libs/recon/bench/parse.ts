// bench:parse — 100,000-row statement and BO files through the recon parsers, beside a plain
// papaparse pass over the same bytes (the baseline: CSV splitting without any rule). Medians of 5.
import Papa from 'papaparse';
import { PARSERS, type ParseContext } from '../src/index';

const ROWS = 100_000;
const RUNS = 5;
const context: ParseContext = { websiteCode: 'WEB1', transactionType: 'deposit', mutasiDate: { year: 2025, month: 2, day: 3 } };

function bcaFile(): Uint8Array {
  const lines = ['Tanggal,Keterangan,Cabang,Jumlah,,Saldo'];
  let balance = 1_000_000_000n;
  for (let index = 0; index < ROWS; index += 1) {
    const credit = index % 3 !== 0;
    balance += credit ? 15_000_000n : -5_000_000n;
    const amount = credit ? '150000.00' : '50000.00';
    lines.push(`'03/02,TRSF E-BANKING ${credit ? 'CR' : 'DB'} 0302/FTSCY/WS95031 ${amount} SITI RAHAYU ${index},'0000,${amount},${credit ? 'CR' : 'DB'},${balance / 100n}.00`);
  }
  return new TextEncoder().encode(lines.join('\r\n'));
}

function boFile(): Uint8Array {
  const header = PARSERS['nexus-bo-deposit'].template.csv.split('\r\n')[0] ?? '';
  const lines = [header];
  for (let index = 0; index < ROWS; index += 1) {
    lines.push(`DP${index},03/02/2025 14:20:11,03/02/2025 14:25:40,user${index},SITI RAHAYU,BANK,"150,000.00",0.00,0.00,0.00,"150,000.00",BCA - 0123456789 - SITI RAHAYU,BCA - 1234567890,Deposit BCA,REF${index},Approved,,operator1,REF001,OWN001`);
  }
  return new TextEncoder().encode(lines.join('\n'));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function time(run: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

for (const [label, id, bytes] of [
  ['BCA statement', 'bca', bcaFile()],
  ['Nexus deposit BO', 'nexus-bo-deposit', boFile()],
] as const) {
  const parser = PARSERS[id];
  const text = new TextDecoder().decode(bytes);
  const baseline = time(() => Papa.parse(text, { skipEmptyLines: true }));
  const ours = time(() => parser.parse(bytes, context));
  console.log(`${label.padEnd(18)} ${ROWS} rows: parser ${ours.toFixed(0)} ms (${Math.round((ROWS / ours) * 1000)} rows/s), papaparse alone ${baseline.toFixed(0)} ms → ${(ours / baseline).toFixed(2)}× the plain CSV split`);
}
