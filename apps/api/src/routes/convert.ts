import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { API_PATHS } from '@checker/domain';
import { UPLOAD_ROUTES } from '@checker/domain/schemas';
import { typedRoutes } from '../http/typed-routes';
import type { ConverterId } from '../upload/convert/converters';
import { readUploadForm, registerMultipart } from '../upload/upload-form';
import type { Services } from '../services';
import { attachment } from './templates';

/** The convert form carries the file only. */
const NO_TEXT_FIELDS: ReadonlySet<string> = new Set();

const CONVERT_ROUTES: ReadonlyArray<[string, ConverterId]> = [
  [API_PATHS.convertBniMobile, 'bni-mobile'],
  [API_PATHS.convertMandiri, 'mandiri'],
  [API_PATHS.convertQris, 'qris'],
];

/** `mutasi feb.xlsx` → `mutasi feb.csv`. */
function csvName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[\\/]/g, '_').trim();
  return `${base || 'mutasi'}.csv`;
}

/**
 * Convert Mutasi (spec 02 §7): a bank's .xls/.xlsx export (multipart `myfile`) comes back as that
 * bank's CSV upload template, as a download. The workbook is read in the parse worker, so a large
 * one or a decompression bomb does not hold up other requests. Access: ADMIN and CHECKER.
 */
export function convertRoutes(services: Services): FastifyPluginAsync {
  return async (fastify) => {
    await registerMultipart(fastify);
    const app = typedRoutes(fastify);
    for (const [path, converterId] of CONVERT_ROUTES) {
      app.post(path, { config: { access: { roles: STAFF_ROLES }, form: true }, schema: UPLOAD_ROUTES.convert }, async (request, reply) => {
        const form = await readUploadForm(request, ['.xls', '.xlsx'], NO_TEXT_FIELDS);
        const csv = await services.uploadWorker.convert(converterId, form.bytes);
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(csvName(form.fileName))).header('cache-control', 'no-store');
        // FileAnswer is bytes: the CSV's UTF-8 bytes, exactly what sending the text sent.
        return reply.send(Buffer.from(csv, 'utf8'));
      });
    }
  };
}
