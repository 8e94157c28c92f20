import { said } from '@checker/domain';
import { ReconError } from '../errors';
import { briOption } from './banks/bri';
import { dateCell, optionalText, textCell, trailingTime, unsignedAmount, type DateForms } from './cells';
import { counterpartyOf } from './counterparty';
import { DuplicateTracker } from './shared';
import { MutasiBuilder } from './mutasi';
import { defineLayout, option, parseTable, type Table } from './table';
import type { ParseContext, ParseResult, MutasiRow } from './types';

/** The manual providers of mutasiupdepomanual, as the form sends them once spaces and case are dropped. */
export const MANUAL_PROVIDERS = ['BRI', 'MANDIRI', 'OVO', 'DANA', 'LINKAJA', 'GOPAY', 'QRIS'] as const;
export type ManualProvider = (typeof MANUAL_PROVIDERS)[number];

/** One row per transaction typed or pasted by staff from a statement Checker cannot read itself. */
export const MANUAL_LAYOUT = defineLayout('Manual template', [
  { key: 'date', names: ['Tanggal', 'Tanggal Transaksi'] },
  { key: 'name', names: ['Nama Pengirim', 'Nama Penerima', 'Nama'] },
  { key: 'amount', names: ['Nominal', 'Jumlah'] },
  { key: 'description', names: ['Keterangan'], optional: true },
  { key: 'reference', names: ['No. Referensi', 'No Referensi', 'Referensi'], optional: true },
]);

type ManualKey = (typeof MANUAL_LAYOUT.columns)[number]['key'];
const MANUAL_DATE_FORMS: DateForms = ['DD/MM/YYYY', 'DD/MM/YYYY HH:MM:SS'];

/** `Link Aja`, `linkaja` and `Mandiri (excel)` name the same providers as LINKAJA and MANDIRI. */
export function manualProviderOf(text: string | undefined): ManualProvider {
  const compact = (text ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  const provider = MANUAL_PROVIDERS.find((name) => compact === name || (name === 'MANDIRI' && compact === 'MANDIRIEXCEL'));
  if (!provider) {
    throw new ReconError('CONTEXT_MISSING', said('recon.parser.manualProviderUnknown', { provider: JSON.stringify(text ?? ''), providers: MANUAL_PROVIDERS.join(', ') }));
  }
  return provider;
}

function readManual(table: Table<ManualKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context);
  const references = new DuplicateTracker('No. Referensi');
  // The template has no direction column: every row moves money the way the chosen account type does.
  const direction = context.transactionType === 'deposit' ? 'CR' : 'DB';
  for (const row of table.rows) {
    const date = dateCell(table, row, 'date', MANUAL_DATE_FORMS);
    const amount = unsignedAmount(table, row, 'amount');
    const description = textCell(table, row, 'description');
    const name = optionalText(table, row, 'name');
    if (amount === 0n) {
      builder.skip(row.line, 'no amount');
      continue;
    }
    const reference = optionalText(table, row, 'reference');
    if (reference !== null) references.add(reference, row.line);
    const time = trailingTime(table.cell(row, 'date'));
    builder.add({
      line: row.line,
      date,
      ...(time === null ? {} : { time }),
      amountCents: amount,
      direction,
      description,
      senderName: name ?? counterpartyOf(description, direction).name,
      senderAccount: null,
      reference,
      pending: false,
    });
  }
  references.warnInto(builder);
  return builder.result();
}

/** Manual uploads: the manual template for every provider; BRI also in its own CMS layout. */
export function parseManual(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  const provider = manualProviderOf(context.provider);
  const manual = option(MANUAL_LAYOUT, (table) => readManual(table, context));
  return parseTable(bytes, `${provider} manual`, provider === 'BRI' ? [manual, briOption(context)] : [manual]);
}

export const MANUAL_TEMPLATE = {
  fileName: 'template-mutasi-manual.csv',
  csv: 'Tanggal,Nama Pengirim,Nominal,Keterangan,No. Referensi\r\n03/02/2025 14:22:05,SITI RAHAYU,150000.00,Deposit via OVO,OVO2502030001\r\n',
};
