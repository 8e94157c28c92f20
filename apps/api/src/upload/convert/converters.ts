import { MONTH_ABBR, said, type CalendarDate } from '@checker/domain';
import { PARSERS, ReconError, formatCents, parseMutasiAmount, type Cents, type ParserId, type MutasiAmount } from '@checker/recon';
import { invalidUpload } from '../errors';
import {
  amountCents,
  cellAt,
  cellError,
  cellText,
  csvLine,
  dateTimeOf,
  findTable,
  readWorkbook,
  safeText,
  type CellValue,
  type ColumnSpec,
  type FoundTable,
  type Sheet,
} from './workbook';
import { UNPACKED_MAX_BYTES, unpacksBeyond } from './unpacked-size';

export type ConverterId = 'bni-mobile' | 'mandiri' | 'qris';

/** A bank's spreadsheet export turned into the CSV template its upload parser reads. */
export interface Converter {
  id: ConverterId;
  label: string;
  /** The parser whose template the output follows; the output is checked with it. */
  parserId: ParserId;
  convert(sheets: readonly Sheet[]): string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const slashDate = (d: CalendarDate): string => `${pad(d.day)}/${pad(d.month)}/${d.year}`;
const plain = (cents: Cents): string => formatCents(cents);
/** `41.920,00`: the Livin' form of the Mandiri template. */
function idr(cents: Cents): string {
  const [whole = '', fraction = ''] = formatCents(cents).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

function isBlank(row: readonly CellValue[]): boolean {
  return row.every((cell) => cellText(cell) === '');
}

/** Each converter's refusal of a workbook without its columns, naming them. */
const NO_TABLE = { 'bni-mobile': 'server.convert.noTableBniMobile', mandiri: 'server.convert.noTableMandiri', qris: 'server.convert.noTableQris' } as const;

function noTable(converter: ConverterId): never {
  throw invalidUpload(said(NO_TABLE[converter]));
}

function noRows(label: string): never {
  throw invalidUpload(said('server.convert.noRows', { label }));
}

/** An amount cell (its size; a balance keeps its sign), or a 400 naming the sheet, row and column. */
function amountAt<K extends string>(table: FoundTable<K>, row: readonly CellValue[], r: number, key: K, signed = false): Cents | null {
  try {
    const cents = amountCents(cellAt(table, row, key));
    return cents !== null && cents < 0n && !signed ? -cents : cents;
  } catch (error) {
    if (error instanceof ReconError) throw cellError(table, r, key, { problem: 'notAmount', value: JSON.stringify(cellText(cellAt(table, row, key))) });
    throw error;
  }
}

type MandiriKey = 'no' | 'date' | 'time' | 'remark' | 'credit' | 'debit' | 'balance';

const MANDIRI_COLUMNS: readonly ColumnSpec<MandiriKey>[] = [
  { key: 'date', names: ['Tanggal', 'Date', 'Tanggal Transaksi', 'Transaction Date'] },
  { key: 'remark', names: ['Keterangan', 'Remarks', 'Remark', 'Description', 'Deskripsi'] },
  { key: 'credit', names: ['Dana Masuk', 'Incoming', 'Kredit', 'Credit'] },
  { key: 'debit', names: ['Dana Keluar', 'Outgoing', 'Debit', 'Debet'] },
  { key: 'balance', names: ['Saldo', 'Balance'], optional: true },
  { key: 'time', names: ['Waktu', 'Time', 'Jam'], optional: true },
  { key: 'no', names: ['No', 'Nomor'], optional: true },
];

interface MandiriTransaction {
  date: CalendarDate;
  time: string | null;
  remark: string[];
  credit: Cents | null;
  debit: Cents | null;
  balance: Cents | null;
}

/**
 * Mandiri Livin' (.xlsx): a bilingual preamble, then No | Tanggal | Keterangan | Dana Masuk | Dana
 * Keluar | Saldo with merged cells. A transaction starts on a row with a date and an amount; the
 * rows under it with only a time (`14:22:05 WIB`) or more remark text continue it. Anything else
 * after the first transaction (the totals, the notes) ends the table.
 */
function convertMandiri(sheets: readonly Sheet[]): string {
  const table = findTable(sheets, MANDIRI_COLUMNS) ?? noTable('mandiri');
  const continuationColumns = new Set([table.columns.date, table.columns.time, table.columns.remark]);
  const transactions: MandiriTransaction[] = [];
  const rows = table.sheet.rows;
  for (let r = table.headerRow + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (isBlank(row)) continue;
    const when = dateTimeOf(cellAt(table, row, 'date'), table.sheet.date1904);
    const last = transactions[transactions.length - 1];
    if (!when.date) {
      // Before the first transaction: the English header row, notes. After it: a continuation or the end.
      if (!last) continue;
      if (!row.every((cell, c) => cellText(cell) === '' || continuationColumns.has(c))) break;
      if (when.time && !last.time) last.time = when.time;
      const remark = cellText(cellAt(table, row, 'remark'));
      if (remark) last.remark.push(remark);
      continue;
    }
    const credit = amountAt(table, row, r, 'credit');
    const debit = amountAt(table, row, r, 'debit');
    if (credit === null && debit === null) {
      if (last) break;
      continue;
    }
    const time = table.columns.time === undefined ? when.time : (dateTimeOf(cellAt(table, row, 'time'), table.sheet.date1904).time ?? when.time);
    const remark = cellText(cellAt(table, row, 'remark'));
    transactions.push({ date: when.date, time, remark: remark ? [remark] : [], credit, debit, balance: amountAt(table, row, r, 'balance', true) });
  }
  if (transactions.length === 0) noRows('Mandiri');
  const lines = [csvLine(['Tanggal', 'Waktu', 'Keterangan', 'Dana Masuk', 'Dana Keluar', 'Saldo'])];
  for (const t of transactions) {
    const date = `${pad(t.date.day)} ${MONTH_ABBR[t.date.month - 1]} ${t.date.year}`;
    lines.push(csvLine([date, t.time ?? '', safeText(t.remark.join(' ')), t.credit ? idr(t.credit) : '', t.debit ? idr(t.debit) : '', t.balance === null ? '' : idr(t.balance)]));
  }
  return `${lines.join('\r\n')}\r\n`;
}

type BniKey = 'date' | 'description' | 'type' | 'amount' | 'debit' | 'credit' | 'balance';

const BNI_COLUMNS: readonly ColumnSpec<BniKey>[] = [
  { key: 'date', names: ['Tanggal Transaksi', 'Tanggal', 'Tgl Transaksi', 'Transaction Date', 'Date', 'Post Date'] },
  { key: 'description', names: ['Uraian Transaksi', 'Uraian', 'Keterangan', 'Description', 'Deskripsi', 'Remarks'] },
  { key: 'type', names: ['Tipe', 'Type', 'D/K', 'Db/Cr', 'Jenis'], optional: true },
  { key: 'amount', names: ['Nominal', 'Jumlah', 'Amount', 'Mutasi'], optional: true },
  { key: 'debit', names: ['Debit', 'Debet'], optional: true },
  { key: 'credit', names: ['Kredit', 'Credit'], optional: true },
  { key: 'balance', names: ['Saldo', 'Balance'], optional: true },
];

const CREDIT_TYPES = new Set(['cr', 'c', 'k', 'kr', 'kredit', 'credit']);
const DEBIT_TYPES = new Set(['db', 'd', 'dr', 'debit', 'debet']);

interface Movement {
  type: 'Cr' | 'Db';
  cents: Cents;
}

/** Nominal with a Tipe column (Cr/Db, K/D, Kredit/Debit); an empty Tipe lets a DB/CR suffix or the sign decide. */
function typedMovement(table: FoundTable<BniKey>, row: readonly CellValue[], r: number): Movement {
  const cell = cellAt(table, row, 'amount');
  let amount: MutasiAmount;
  try {
    amount = typeof cell === 'number' ? { cents: amountCents(cell) ?? 0n, direction: null } : parseMutasiAmount(cellText(cell));
  } catch (error) {
    if (error instanceof ReconError) throw cellError(table, r, 'amount', { problem: 'notAmount', value: JSON.stringify(cellText(cell)) });
    throw error;
  }
  const typeText = cellText(cellAt(table, row, 'type')).toLowerCase();
  let type: Movement['type'] | null = null;
  if (CREDIT_TYPES.has(typeText)) type = 'Cr';
  else if (DEBIT_TYPES.has(typeText)) type = 'Db';
  else if (typeText === '') type = amount.direction === 'CR' ? 'Cr' : amount.direction === 'DB' || amount.cents < 0n ? 'Db' : amount.cents > 0n ? 'Cr' : null;
  if (!type) throw cellError(table, r, 'type', { problem: 'notCrDb', value: JSON.stringify(cellText(cellAt(table, row, 'type'))) });
  return { type, cents: amount.cents < 0n ? -amount.cents : amount.cents };
}

/** A Debit/Kredit column pair: the filled one says the direction. */
function pairMovement(table: FoundTable<BniKey>, row: readonly CellValue[], r: number): Movement | null {
  const debit = amountAt(table, row, r, 'debit') ?? 0n;
  const credit = amountAt(table, row, r, 'credit') ?? 0n;
  if (credit > 0n) return { type: 'Cr', cents: credit };
  if (debit > 0n) return { type: 'Db', cents: debit };
  return null;
}

/** BNI Mobile Banking (.xls/.xlsx): Tanggal Transaksi | Uraian Transaksi | Tipe | Nominal | Saldo, or a Debit/Kredit pair. */
function convertBniMobile(sheets: readonly Sheet[]): string {
  const table =
    findTable(sheets, BNI_COLUMNS, (c) => (c.amount !== undefined && c.type !== undefined) || (c.debit !== undefined && c.credit !== undefined)) ??
    noTable('bni-mobile');
  const lines = [csvLine(['Tanggal Transaksi', 'Uraian Transaksi', 'Tipe', 'Nominal', 'Saldo'])];
  const rows = table.sheet.rows;
  for (let r = table.headerRow + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (isBlank(row)) continue;
    const when = dateTimeOf(cellAt(table, row, 'date'), table.sheet.date1904);
    if (!when.date) {
      if (lines.length > 1) break;
      continue;
    }
    const movement = table.columns.amount !== undefined && table.columns.type !== undefined ? typedMovement(table, row, r) : pairMovement(table, row, r);
    if (!movement || movement.cents === 0n) continue;
    const balance = amountAt(table, row, r, 'balance', true);
    const date = when.time ? `${slashDate(when.date)} ${when.time}` : slashDate(when.date);
    lines.push(csvLine([date, safeText(cellText(cellAt(table, row, 'description'))), movement.type, plain(movement.cents), balance === null ? '' : plain(balance)]));
  }
  if (lines.length === 1) noRows('BNI Mobile');
  return `${lines.join('\r\n')}\r\n`;
}

type QrisKey = 'id' | 'date' | 'amount' | 'status' | 'customer' | 'issuer' | 'rrn';

const QRIS_COLUMNS: readonly ColumnSpec<QrisKey>[] = [
  { key: 'id', names: ['Transaction ID', 'ID Transaksi', 'Trx ID', 'No Transaksi', 'Nomor Transaksi', 'Transaction No', 'Invoice No', 'Order ID'] },
  { key: 'date', names: ['Transaction Date', 'Tanggal Transaksi', 'Waktu Transaksi', 'Tanggal', 'Date', 'Paid At', 'Payment Time', 'Created At'] },
  { key: 'amount', names: ['Amount', 'Nominal', 'Jumlah', 'Total'] },
  { key: 'status', names: ['Status', 'Status Transaksi'] },
  { key: 'customer', names: ['Customer Name', 'Nama Pelanggan', 'Nama Pembayar', 'Payer Name', 'Customer'], optional: true },
  { key: 'issuer', names: ['Issuer', 'Penerbit', 'Issuer Name', 'Nama Penerbit'], optional: true },
  { key: 'rrn', names: ['RRN', 'Reference Number', 'No Referensi', 'Retrieval Reference Number'], optional: true },
];

/** A QRIS merchant report (.xls/.xlsx/HTML .xls) in the QRIS template: Transaction ID | Transaction Date | Amount | Status | Customer Name | Issuer | RRN. */
function convertQris(sheets: readonly Sheet[]): string {
  const table = findTable(sheets, QRIS_COLUMNS) ?? noTable('qris');
  const lines = [csvLine(['Transaction ID', 'Transaction Date', 'Amount', 'Status', 'Customer Name', 'Issuer', 'RRN'])];
  const rows = table.sheet.rows;
  for (let r = table.headerRow + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    if (isBlank(row)) continue;
    const when = dateTimeOf(cellAt(table, row, 'date'), table.sheet.date1904);
    const id = cellText(cellAt(table, row, 'id'));
    if (!when.date || id === '') {
      if (lines.length > 1) break;
      continue;
    }
    const cents = amountAt(table, row, r, 'amount');
    if (cents === null) throw cellError(table, r, 'amount', { problem: 'amountEmpty' });
    const date = when.time ? `${slashDate(when.date)} ${when.time}` : slashDate(when.date);
    const text = (key: QrisKey) => safeText(cellText(cellAt(table, row, key)));
    lines.push(csvLine([safeText(id), date, plain(cents), text('status'), text('customer'), text('issuer'), text('rrn')]));
  }
  if (lines.length === 1) noRows('QRIS');
  return `${lines.join('\r\n')}\r\n`;
}

export const CONVERTERS: Record<ConverterId, Converter> = {
  'bni-mobile': { id: 'bni-mobile', label: 'BNI Mobile Banking', parserId: 'bni-mobile', convert: convertBniMobile },
  mandiri: { id: 'mandiri', label: 'Mandiri', parserId: 'mandiri', convert: convertMandiri },
  qris: { id: 'qris', label: 'QRIS', parserId: 'qris', convert: convertQris },
};

/**
 * Reads the workbook, converts it and reads the result back with the upload parser, so a file
 * that converts is a file that uploads (a broken balance chain or an unknown status says so now).
 */
export function convertWorkbook(converter: Converter, bytes: Uint8Array): string {
  const csv = converter.convert(readWorkbook(bytes));
  try {
    PARSERS[converter.parserId].parse(new TextEncoder().encode(csv), { websiteCode: '', transactionType: 'deposit' });
  } catch (error) {
    if (error instanceof ReconError) throw invalidUpload(said('server.convert.checkFailed', { label: converter.label, reason: error.said }));
    throw error;
  }
  return csv;
}

/** Convert Mutasi of one uploaded file: a decompression bomb is refused before the workbook is read. */
export function convertUpload(converterId: ConverterId, bytes: Uint8Array): string {
  if (unpacksBeyond(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), UNPACKED_MAX_BYTES)) {
    throw invalidUpload(said('server.convert.unpackedTooLarge', { mb: UNPACKED_MAX_BYTES / (1024 * 1024) }));
  }
  return convertWorkbook(CONVERTERS[converterId], bytes);
}
