import { said, type CalendarDate } from '@checker/domain';
import { parseAmount, type Cents, type Direction } from '../../amount';
import { parseDayMonth } from '../../dates';
import { ReconError, quoteCell } from '../../errors';
import { cellError, cleanText, dateCell, flaggedAmount, memoizedDateCell, optionalAmount, rowError, textCell, type DateForms } from '../cells';
import { counterpartyOf } from '../counterparty';
import { checkPreambleAccount, noAmountReason, requireMutasiDate } from '../shared';
import { MutasiBuilder, amountValue } from '../mutasi';
import { defineLayout, headerKey, option, parseTable, type CsvRecord, type Table } from '../table';
import type { ParseContext, ParseResult, MutasiRow } from '../types';

type FooterKey = 'opening' | 'credit' | 'debit' | 'closing';

const FOOTER_KEYS: ReadonlyMap<string, FooterKey> = new Map([
  ['saldo awal', 'opening'],
  ['mutasi kredit', 'credit'],
  ['kredit', 'credit'],
  ['mutasi debet', 'debit'],
  ['mutasi debit', 'debit'],
  ['debet', 'debit'],
  ['debit', 'debit'],
  ['saldo akhir', 'closing'],
]);

const FOOTER_LABEL: Record<FooterKey, string> = { opening: 'Saldo Awal', credit: 'Kredit', debit: 'Debet', closing: 'Saldo Akhir' };

function isBcaFooter(cells: readonly string[]): boolean {
  return FOOTER_KEYS.has(headerKey(cells[0] ?? '')) && (cells[1] ?? '').trim() === '=';
}

/**
 * KlikBCA individual and KlikBCA Bisnis share this table: `Tanggal,Keterangan,Cabang,Jumlah,,Saldo`
 * with the CR/DB flag in the unnamed fifth column, under an optional `Key,=,value` preamble and
 * above a `Saldo Awal,=,…` footer.
 */
export const BCA_LAYOUT = defineLayout(
  'KlikBCA',
  [
    { key: 'date', names: ['Tanggal', 'Tanggal Transaksi'] },
    { key: 'description', names: ['Keterangan'] },
    { key: 'branch', names: ['Cabang'] },
    { key: 'amount', names: ['Jumlah'] },
    { key: 'flag', names: [''], label: 'CR/DB', optional: true, adjacent: true },
    { key: 'balance', names: ['Saldo'] },
  ],
  isBcaFooter,
);

type BcaKey = (typeof BCA_LAYOUT.columns)[number]['key'];

const DAY_MONTH = /^\d{1,2}\/\d{1,2}$/;
/** The transfer date inside a pending e-banking description: `TRSF E-BANKING CR 0302/FTSCY/…`. */
const EBANKING_DATE = /\b(?:CR|DB) (\d{2})(\d{2})\//;
const SLASH_DATE = /\b(\d{2})\/(\d{2})\b/;
const DATE_FORMS: DateForms = ['DD/MM', 'DD/MM/YYYY', 'PEND'];

/** A `PEND` row has no date of its own: the one in its description, else the Tanggal Mutasi. */
function pendingDate(description: string, mutasiDate: CalendarDate): CalendarDate {
  const match = EBANKING_DATE.exec(description) ?? SLASH_DATE.exec(description);
  if (!match) return mutasiDate;
  try {
    return parseDayMonth(`${match[1]}/${match[2]}`, mutasiDate);
  } catch (error) {
    if (error instanceof ReconError) return mutasiDate;
    throw error;
  }
}

function rowDate(table: Table<BcaKey>, row: CsvRecord, mutasiDate: CalendarDate): CalendarDate {
  const text = textCell(table, row, 'date');
  if (DAY_MONTH.test(text)) return memoizedDateCell(table, row, 'date', (cell) => parseDayMonth(cell, mutasiDate), DATE_FORMS);
  return dateCell(table, row, 'date', DATE_FORMS);
}

function rowDirection(table: Table<BcaKey>, row: CsvRecord, inline: Direction | null): Direction {
  const flag = textCell(table, row, 'flag').toUpperCase();
  if (flag !== '' && flag !== 'CR' && flag !== 'DB') {
    throw cellError(table, row, 'flag', said('recon.cell.notEither', { cell: quoteCell(textCell(table, row, 'flag')), first: 'CR', second: 'DB' }));
  }
  if (flag !== '' && inline !== null && flag !== inline) {
    throw cellError(table, row, 'flag', said('recon.cell.flagDisagrees', { flag, column: table.columnName('amount'), inline }));
  }
  // KlikBCA Bisnis leaves the flag off some credit rows; a debit always carries DB.
  return (flag === '' ? (inline ?? 'CR') : flag) as Direction;
}

interface Totals {
  posted: Record<Direction, Cents>;
  pending: Record<Direction, Cents>;
}

function readFooter(table: Table<BcaKey>, builder: MutasiBuilder<BcaKey>, totals: Totals): void {
  const values = new Map<FooterKey, { cents: Cents; line: number }>();
  for (const record of table.footer) {
    const key = FOOTER_KEYS.get(headerKey(record.cells[0] ?? ''));
    builder.skip(record.line, `footer: ${cleanText(record.cells[0] ?? '')}`);
    if (!key || (record.cells[1] ?? '').trim() !== '=') continue;
    try {
      values.set(key, { cents: parseAmount(record.cells[2] ?? ''), line: record.line });
    } catch (error) {
      if (!(error instanceof ReconError)) throw error;
      builder.warn(said('recon.warn.footerNotAmount', { line: record.line, cell: quoteCell(cleanText(record.cells[2] ?? '')) }));
      return;
    }
  }
  const opening = values.get('opening');
  const credit = values.get('credit');
  const debit = values.get('debit');
  const closing = values.get('closing');
  if (opening && credit && debit && closing && opening.cents + credit.cents - debit.cents !== closing.cents) {
    const amounts = { opening: amountValue(opening.cents), credit: amountValue(credit.cents), debit: amountValue(debit.cents) };
    const detail = said('recon.row.footerBalance', { closing: amountValue(closing.cents), ...amounts, expected: amountValue(opening.cents + credit.cents - debit.cents) });
    throw rowError(closing, detail, 'BALANCE_MISMATCH');
  }
  for (const [key, direction] of [['credit', 'CR'], ['debit', 'DB']] as const) {
    const stated = values.get(key);
    if (!stated) continue;
    const posted = totals.posted[direction];
    if (stated.cents !== posted && stated.cents !== posted + totals.pending[direction]) {
      builder.warn(said('recon.warn.footerDiffers', { line: stated.line, label: FOOTER_LABEL[key], stated: amountValue(stated.cents), posted: amountValue(posted) }));
    }
  }
}

function readBca(table: Table<BcaKey>, context: ParseContext): ParseResult<MutasiRow> {
  const mutasiDate = requireMutasiDate(context, 'BCA');
  const builder = new MutasiBuilder(table, context, 'balance');
  checkPreambleAccount(builder, table.preamble);
  const totals: Totals = { posted: { CR: 0n, DB: 0n }, pending: { CR: 0n, DB: 0n } };
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const pending = textCell(table, row, 'date').toUpperCase() === 'PEND';
    const date = pending ? pendingDate(description, mutasiDate) : rowDate(table, row, mutasiDate);
    const { cents, direction: inline } = flaggedAmount(table, row, 'amount');
    if (cents < 0n) throw cellError(table, row, 'amount', said('recon.cell.negative', { cell: quoteCell(textCell(table, row, 'amount')) }));
    const direction = rowDirection(table, row, inline);
    if (cents === 0n) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const balance = optionalAmount(table, row, 'balance');
    (pending ? totals.pending : totals.posted)[direction] += cents;
    const { name, reference } = counterpartyOf(description, direction);
    builder.add({
      line: row.line,
      date,
      amountCents: cents,
      direction,
      description,
      senderName: name,
      senderAccount: null,
      reference,
      ...(balance === null ? {} : { balanceCents: balance }),
      pending,
    });
  }
  readFooter(table, builder, totals);
  return builder.result();
}

export function parseBca(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  return parseTable(bytes, 'BCA', [option(BCA_LAYOUT, (table) => readBca(table, context))]);
}

export const BCA_TEMPLATE = {
  fileName: 'template-mutasi-bca.csv',
  csv: "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\r\n'03/02,TRSF E-BANKING CR 0302/FTSCY/WS95031 150000.00 SITI RAHAYU,'0000,150000.00,CR,1150000.00\r\n",
};
