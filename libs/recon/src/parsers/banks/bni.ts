import { said } from '@checker/domain';
import type { Direction } from '../../amount';
import { quoteCell } from '../../errors';
import { amountCell, cellError, dateCell, optionalAmount, optionalText, textCell, trailingTime, type DateForms } from '../cells';
import { counterpartyOf } from '../counterparty';
import { checkPreambleAccount, movementOf, noAmountReason } from '../shared';
import { MutasiBuilder } from '../mutasi';
import { defineLayout, headerKey, option, parseTable, type Table } from '../table';
import type { ParseContext, ParseResult, MutasiRow } from '../types';

const BNIDIRECT_FOOTER = /^(?:opening balance|closing balance|ending balance|total|saldo awal|saldo akhir)/;

/** BNIDirect (cash management) export: trailing comma, DD/MM/YY dates with an optional HH.MM.SS. */
export const BNIDIRECT_LAYOUT = defineLayout(
  'BNIDirect',
  [
    { key: 'postDate', names: ['Post Date'] },
    { key: 'valueDate', names: ['Value Date'], optional: true },
    { key: 'branch', names: ['Branch'], optional: true },
    { key: 'journal', names: ['Journal No.', 'Journal No'] },
    { key: 'description', names: ['Description'] },
    { key: 'debit', names: ['Debit'] },
    { key: 'credit', names: ['Credit'] },
  ],
  (cells) => BNIDIRECT_FOOTER.test(headerKey(cells[0] ?? '')),
);

/** The CSV Convert Mutasi makes from a BNI Mobile Banking .xlsx: one signed or typed amount per row. */
export const BNI_MOBILE_LAYOUT = defineLayout('BNI Mobile template', [
  { key: 'date', names: ['Tanggal Transaksi', 'Tanggal'] },
  { key: 'description', names: ['Uraian Transaksi', 'Keterangan'] },
  { key: 'type', names: ['Tipe', 'Tipe Transaksi'] },
  { key: 'amount', names: ['Nominal', 'Jumlah'] },
  { key: 'balance', names: ['Saldo'], optional: true },
]);

/** BNI Internet Banking statement as a CSV: separate Debit and Kredit columns. */
export const BNI_INTERNET_LAYOUT = defineLayout('BNI Internet Banking template', [
  { key: 'date', names: ['Tanggal', 'Tanggal Transaksi'] },
  { key: 'description', names: ['Keterangan', 'Uraian Transaksi'] },
  { key: 'debit', names: ['Debit', 'Debet'] },
  { key: 'credit', names: ['Kredit', 'Credit'] },
  { key: 'balance', names: ['Saldo'], optional: true },
]);

type BniDirectKey = (typeof BNIDIRECT_LAYOUT.columns)[number]['key'];
type BniMobileKey = (typeof BNI_MOBILE_LAYOUT.columns)[number]['key'];
type BniInternetKey = (typeof BNI_INTERNET_LAYOUT.columns)[number]['key'];

const DATE_FORMS: DateForms = ['DD/MM/YYYY', 'DD/MM/YY', 'DD/MM/YY HH.MM.SS'];
const TYPE_DIRECTION: ReadonlyMap<string, Direction> = new Map([
  ['CR', 'CR'],
  ['K', 'CR'],
  ['KREDIT', 'CR'],
  ['CREDIT', 'CR'],
  ['DB', 'DB'],
  ['D', 'DB'],
  ['DEBIT', 'DB'],
  ['DEBET', 'DB'],
]);

function mutasiRow(
  line: number,
  date: MutasiRow['date'],
  time: string | null,
  amountCents: bigint,
  direction: Direction,
  description: string,
  reference: string | null,
  balance: bigint | null,
): MutasiRow {
  const counterparty = counterpartyOf(description, direction);
  return {
    line,
    date,
    ...(time === null ? {} : { time }),
    amountCents,
    direction,
    description,
    senderName: counterparty.name,
    senderAccount: null,
    reference: reference ?? counterparty.reference,
    ...(balance === null ? {} : { balanceCents: balance }),
    pending: false,
  };
}

function readBniDirect(table: Table<BniDirectKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context);
  checkPreambleAccount(builder, table.preamble);
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'postDate', DATE_FORMS);
    const movement = movementOf(table, row, 'debit', 'credit');
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = trailingTime(table.cell(row, 'postDate'));
    const journal = optionalText(table, row, 'journal');
    builder.add(mutasiRow(row.line, date, time, movement.amountCents, movement.direction, description, journal, null));
  }
  for (const record of table.footer) builder.skip(record.line, `footer: ${record.cells[0]?.trim() ?? ''}`);
  return builder.result();
}

function readBniMobile(table: Table<BniMobileKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context, 'balance');
  checkPreambleAccount(builder, table.preamble);
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'date', DATE_FORMS);
    const typeText = textCell(table, row, 'type');
    const typed = TYPE_DIRECTION.get(typeText.toUpperCase());
    if (typeText !== '' && typed === undefined) {
      throw cellError(table, row, 'type', said('recon.cell.notEither', { cell: quoteCell(typeText), first: 'Cr', second: 'Db' }));
    }
    const signed = amountCell(table, row, 'amount');
    const direction = typed ?? (signed < 0n ? 'DB' : 'CR');
    if (signed < 0n && direction === 'CR') {
      throw cellError(table, row, 'amount', said('recon.cell.negativeOnCr', { cell: quoteCell(textCell(table, row, 'amount')) }));
    }
    const cents = signed < 0n ? -signed : signed;
    if (cents === 0n) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = trailingTime(table.cell(row, 'date'));
    builder.add(mutasiRow(row.line, date, time, cents, direction, description, null, optionalAmount(table, row, 'balance')));
  }
  return builder.result();
}

function readBniInternet(table: Table<BniInternetKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context, 'balance');
  checkPreambleAccount(builder, table.preamble);
  for (const row of table.rows) {
    const description = textCell(table, row, 'description');
    const date = dateCell(table, row, 'date', DATE_FORMS);
    const movement = movementOf(table, row, 'debit', 'credit');
    if (!movement) {
      builder.skip(row.line, noAmountReason(description));
      continue;
    }
    const time = trailingTime(table.cell(row, 'date'));
    builder.add(
      mutasiRow(row.line, date, time, movement.amountCents, movement.direction, description, null, optionalAmount(table, row, 'balance')),
    );
  }
  return builder.result();
}

export function parseBniMobile(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  return parseTable(bytes, 'BNI Mobile', [
    option(BNI_MOBILE_LAYOUT, (table) => readBniMobile(table, context)),
    option(BNIDIRECT_LAYOUT, (table) => readBniDirect(table, context)),
  ]);
}

export function parseBniInternet(bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  return parseTable(bytes, 'BNI Internet Banking', [
    option(BNI_INTERNET_LAYOUT, (table) => readBniInternet(table, context)),
    option(BNIDIRECT_LAYOUT, (table) => readBniDirect(table, context)),
  ]);
}

export const BNI_MOBILE_TEMPLATE = {
  fileName: 'template-mutasi-bni-mobile.csv',
  csv: 'Tanggal Transaksi,Uraian Transaksi,Tipe,Nominal,Saldo\r\n03/02/2025 14:22:05,TRANSFER DARI | SITI RAHAYU | 0123456789,Cr,150000.00,1150000.00\r\n',
};

export const BNI_INTERNET_TEMPLATE = {
  fileName: 'template-mutasi-bni-internet-banking.csv',
  csv: 'Tanggal,Keterangan,Debit,Kredit,Saldo\r\n03/02/2025,TRANSFER DARI SDR SITI RAHAYU,,150000.00,1150000.00\r\n',
};
