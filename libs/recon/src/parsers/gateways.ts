import { said } from '@checker/domain';
import type { Direction } from '../amount';
import { ReconError, quoteCell } from '../errors';
import { cellError, dateTimeCell, optionalText, requiredText, textCell, unsignedAmount, type DateForms } from './cells';
import { DuplicateTracker } from './shared';
import { MutasiBuilder } from './mutasi';
import { defineLayout, option, parseTable, type CsvRecord, type Layout, type Table } from './table';
import type { CsvTemplate, ParseContext, ParseResult, MutasiRow } from './types';

/**
 * The columns every gateway template has (id, date-time, amount, status, payer), plus up to three
 * informational columns copied into the description as `Column: value`.
 */
type GatewayKey = 'id' | 'time' | 'type' | 'amount' | 'status' | 'name' | 'account' | 'note1' | 'note2' | 'note3';

const SUCCESS = new Set(['SUCCESS', 'SUCCEEDED', 'SUCCESSFUL', 'SETTLED', 'PAID', 'COMPLETED', 'BERHASIL', 'SUKSES']);
const NOT_PAID = new Set([
  'PENDING',
  'PROCESSING',
  'FAILED',
  'EXPIRED',
  'CANCELLED',
  'CANCELED',
  'REFUNDED',
  'REJECTED',
  'GAGAL',
  'DIBATALKAN',
  'KADALUARSA',
]);
const TYPE_DIRECTION: ReadonlyMap<string, Direction> = new Map([
  ['DEPOSIT', 'CR'],
  ['PAYIN', 'CR'],
  ['CREDIT', 'CR'],
  ['CR', 'CR'],
  ['WITHDRAW', 'DB'],
  ['WITHDRAWAL', 'DB'],
  ['PAYOUT', 'DB'],
  ['DEBIT', 'DB'],
  ['DB', 'DB'],
]);
const NOTES = ['note1', 'note2', 'note3'] as const;
const DATE_FORMS: DateForms = ['DD/MM/YYYY HH:MM:SS', 'YYYY-MM-DD HH:MM:SS'];

interface Gateway {
  /** Names the file kind in messages. */
  source: string;
  layout: Layout<GatewayKey>;
  /** E-wallet and QRIS collections only ever receive money. */
  depositOnly: boolean;
  template: CsvTemplate;
}

/** Null for a paid row, else the status that keeps it out (PENDING, FAILED, …). */
function unpaidStatus(table: Table<GatewayKey>, row: CsvRecord): string | null {
  const status = requiredText(table, row, 'status');
  const upper = status.toUpperCase();
  if (SUCCESS.has(upper)) return null;
  if (NOT_PAID.has(upper)) return upper;
  const statuses = { paid: [...SUCCESS].join(', '), notPaid: [...NOT_PAID].join(', ') };
  throw cellError(table, row, 'status', said('recon.cell.unknownStatus', { cell: quoteCell(status), ...statuses }));
}

function directionOf(table: Table<GatewayKey>, row: CsvRecord): Direction {
  if (!table.has('type')) return 'CR';
  const text = requiredText(table, row, 'type');
  const direction = TYPE_DIRECTION.get(text.toUpperCase().replace(/[^A-Z]/g, ''));
  if (!direction) throw cellError(table, row, 'type', said('recon.cell.notEither', { cell: quoteCell(text), first: 'DEPOSIT', second: 'WITHDRAW' }));
  return direction;
}

function readGateway(table: Table<GatewayKey>, context: ParseContext): ParseResult<MutasiRow> {
  const builder = new MutasiBuilder(table, context);
  const ids = new DuplicateTracker(table.columnName('id'));
  for (const row of table.rows) {
    const id = requiredText(table, row, 'id');
    const { date, time } = dateTimeCell(table, row, 'time', DATE_FORMS);
    const amount = unsignedAmount(table, row, 'amount');
    const direction = directionOf(table, row);
    const unpaid = unpaidStatus(table, row);
    if (unpaid !== null) {
      builder.skip(row.line, `status ${unpaid}`);
      continue;
    }
    ids.add(id, row.line);
    const description = NOTES.filter((key) => table.has(key) && textCell(table, row, key) !== '')
      .map((key) => `${table.columnName(key)}: ${textCell(table, row, key)}`)
      .join(' | ');
    builder.add({
      line: row.line,
      date,
      ...(time === null ? {} : { time }),
      amountCents: amount,
      direction,
      description,
      senderName: optionalText(table, row, 'name'),
      senderAccount: optionalText(table, row, 'account'),
      reference: id,
      pending: false,
    });
  }
  ids.warnInto(builder);
  return builder.result();
}

function parseGateway(gateway: Gateway, bytes: Uint8Array, context: ParseContext): ParseResult<MutasiRow> {
  if (gateway.depositOnly && context.transactionType !== 'deposit') {
    throw new ReconError('DIRECTION_UNSUPPORTED', said('recon.parser.depositOnly', { source: gateway.source }));
  }
  return parseTable(bytes, gateway.source, [option(gateway.layout, (table) => readGateway(table, context))]);
}

function gateway(source: string, depositOnly: boolean, columns: Layout<GatewayKey>['columns'], fileName: string, example: string): Gateway {
  const layout = defineLayout<GatewayKey>(`${source} template`, columns);
  return { source, layout, depositOnly, template: { fileName, csv: `${layout.headerText}\r\n${example}\r\n` } };
}

export const EWALLET_AUTOTX = gateway(
  'E-wallet auto TX',
  true,
  [
    { key: 'id', names: ['Transaction ID'] },
    { key: 'time', names: ['Date Time'] },
    { key: 'note1', names: ['Wallet'] },
    { key: 'amount', names: ['Amount'] },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Sender Name'] },
    { key: 'account', names: ['Sender Phone'], optional: true },
    { key: 'note2', names: ['Note'], optional: true },
  ],
  'template-mutasi-autotx.csv',
  'EW2502030001,03/02/2025 14:22:05,DANA,150000.00,SUCCESS,SITI RAHAYU,081234567890,Deposit DP123456',
);

export const QRIS = gateway(
  'QRIS',
  true,
  [
    { key: 'id', names: ['Transaction ID'] },
    { key: 'time', names: ['Transaction Date'] },
    { key: 'amount', names: ['Amount'] },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Customer Name'] },
    { key: 'note1', names: ['Issuer'], optional: true },
    { key: 'note2', names: ['RRN'], optional: true },
  ],
  'template-mutasi-qris.csv',
  'QR2502030001,03/02/2025 14:22:05,150000.00,SUCCESS,SITI RAHAYU,DANA,503412345678',
);

export const QRIS_SOLITA = gateway(
  'QRIS Solita',
  true,
  [
    { key: 'id', names: ['Trx ID'] },
    { key: 'time', names: ['Created At'] },
    { key: 'amount', names: ['Nominal'] },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Payer Name'] },
    { key: 'note1', names: ['Payment Channel'], optional: true },
    { key: 'note2', names: ['Merchant Order ID'], optional: true },
  ],
  'template-mutasi-qris-solita.csv',
  'SOL2502030001,2025-02-03 14:22:05,150000,PAID,SITI RAHAYU,QRIS OVO,DP123456',
);

export const QRIS_EXPORT = gateway(
  'QRIS export',
  true,
  [
    { key: 'id', names: ['Invoice No'] },
    { key: 'time', names: ['Paid At'] },
    { key: 'amount', names: ['Amount'] },
    { key: 'note1', names: ['MDR'], optional: true },
    { key: 'note2', names: ['Net Amount'], optional: true },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Customer Name'] },
    { key: 'note3', names: ['Issuer'], optional: true },
  ],
  'template-mutasi-qris-export.csv',
  'INV/2025/02/0001,03/02/2025 14:22,150000.00,1050.00,148950.00,SETTLED,SITI RAHAYU,GOPAY',
);

export const QRIS_LUXE = gateway(
  'QRIS Luxe',
  true,
  [
    { key: 'id', names: ['Order ID'] },
    { key: 'time', names: ['Payment Time'] },
    { key: 'amount', names: ['Amount'] },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Player Name'] },
    { key: 'note1', names: ['Issuer'], optional: true },
    { key: 'note2', names: ['Ticket No'], optional: true },
  ],
  'template-mutasi-qris-luxe.csv',
  'LXQ2502030001,03/02/2025 14:22:05,150000.00,SUCCESS,SITI RAHAYU,SHOPEEPAY,LXD123456',
);

export const NEXUSPAY = gateway(
  'Nexus Pay',
  false,
  [
    { key: 'id', names: ['Transaction ID'] },
    { key: 'time', names: ['Date Time'] },
    { key: 'type', names: ['Type'] },
    { key: 'amount', names: ['Amount'] },
    { key: 'status', names: ['Status'] },
    { key: 'name', names: ['Customer Name'] },
    { key: 'note1', names: ['Customer Bank'], optional: true },
    { key: 'account', names: ['Customer Account'], optional: true },
    { key: 'note2', names: ['Merchant Ref'], optional: true },
  ],
  'template-mutasi-nexuspay.csv',
  'NP2502030001,03/02/2025 14:22:05,DEPOSIT,150000.00,SUCCESS,SITI RAHAYU,BCA,0123456789,DP123456',
);

export function gatewayParser(gatewayDefinition: Gateway): (bytes: Uint8Array, context: ParseContext) => ParseResult<MutasiRow> {
  return (bytes, context) => parseGateway(gatewayDefinition, bytes, context);
}
