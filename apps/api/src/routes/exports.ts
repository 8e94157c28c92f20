import { PassThrough, Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import ExcelJS from 'exceljs';
import { STAFF_ROLES } from '@checker/auth';
import { EXPORT_FORMATS, formatMonDate, REVIEW_EXPORT_PATHS, REVIEW_VIEWS } from '@checker/domain';
import { REVIEW_ROUTES } from '@checker/domain/schemas';
import type { Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { typedRoutes } from '../http/typed-routes';
import { reachableWebsite } from '../http/website-scope';
import { exportRows, parseStatus, parseViewDate, type ViewFilter } from '../review/queries';
import { VIEWS, type ColumnKind, type ViewDefinition } from '../review/views';
import type { Services } from '../services';

/** The eight export paths of spec 02 §7 (libs/domain), each with its view and format. */
const EXPORTS = REVIEW_VIEWS.flatMap((view) => EXPORT_FORMATS.map((format) => ({ path: REVIEW_EXPORT_PATHS[view][format], view, format })));

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** A spreadsheet runs a cell that starts like a formula; a leading apostrophe keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

type Cell = string | number | boolean | null;

function cellOf(value: unknown, kind: ColumnKind): Cell {
  if (value === null || value === undefined) return null;
  if (kind === 'money' || kind === 'id' || kind === 'int') return Number(value);
  if (kind === 'bool') return Boolean(value);
  return neutralise(String(value));
}

function csvField(cell: Cell, kind: ColumnKind, raw: unknown): string {
  if (cell === null) return '';
  // Money keeps its exact numeric text (two decimals) rather than a float's.
  const text = kind === 'money' ? String(raw) : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks(q: Queryable, view: ViewDefinition, filter: ViewFilter): AsyncGenerator<string> {
  // The BOM makes Excel read the file as UTF-8.
  yield `\uFEFF${view.columns.map((column) => column.name).join(',')}\r\n`;
  for await (const batch of exportRows(q, view, filter)) {
    let chunk = '';
    for (const row of batch) chunk += `${view.columns.map((column) => csvField(cellOf(row[column.name], column.kind), column.kind, row[column.name])).join(',')}\r\n`;
    yield chunk;
  }
}

/** An .xlsx written row by row (exceljs streaming writer): money as numbers with two decimals. */
function xlsxStream(q: Queryable, view: ViewDefinition, filter: ViewFilter): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(view.type);
  sheet.columns = view.columns.map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(12, column.name.length + 2),
    ...(column.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  const write = async (): Promise<void> => {
    for await (const batch of exportRows(q, view, filter)) {
      for (const row of batch) sheet.addRow(view.columns.map((column) => cellOf(row[column.name], column.kind))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * Export CSV / Export Excel of View BO and View Mutasi (spec 02 §7): body {date DD-Mon-YYYY,
 * status, group (website code, any case)}; every row of that filter, streamed in id order, as
 * `<type>_<group>_<status>_<DD-Mon-YYYY>.csv|.xlsx`. Text cells that start like a formula are
 * neutralised. Access: ADMIN and CHECKER (CHECKER only their website).
 */
export function exportRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    for (const entry of EXPORTS) {
      const view = VIEWS[entry.view];
      app.post(
        entry.path,
        {
          config: { access: { roles: STAFF_ROLES } },
          schema: REVIEW_ROUTES.export,
        },
        async (request, reply) => {
          const date = parseViewDate(request.body.date);
          const status = parseStatus(request.body.status);
          const website = await reachableWebsite(db, signedIn(request), request.body.group);
          const filter: ViewFilter = { websiteId: website.id, date, status, search: null };
          const fileName = `${view.type}_${website.code.toLowerCase()}_${status}_${formatMonDate(date)}.${entry.format}`;
          reply.header('content-type', CONTENT_TYPES[entry.format]);
          reply.header('content-disposition', `attachment; filename="${fileName}"`);
          return reply.send(entry.format === 'csv' ? Readable.from(csvChunks(db, view, filter)) : xlsxStream(db, view, filter));
        },
      );
    }
  };
}
