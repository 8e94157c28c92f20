import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { CONVERTERS, convertWorkbook, type Converter } from '../ingest/convert/converters';
import { readUploadForm, registerMultipart } from '../ingest/upload-form';
import { attachment } from './templates';

const CONVERT_ROUTES: ReadonlyArray<[string, Converter]> = [
  ['/api/uploadfixbnimobileformat', CONVERTERS['bni-mobile']],
  ['/api/uploadfixmandiriformat', CONVERTERS.mandiri],
  ['/api/uploadfixqrisformat', CONVERTERS.qris],
];

/** `mutasi feb.xlsx` → `mutasi feb.csv`. */
function csvName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[\\/]/g, '_').trim();
  return `${base || 'mutasi'}.csv`;
}

/**
 * Convert Mutasi (spec 02 §7): a bank's .xls/.xlsx export (multipart `myfile`) comes back as that
 * bank's CSV upload template, as a download. Access: ADMIN and CHECKER.
 */
export function convertRoutes(): FastifyPluginAsync {
  return async (app) => {
    await registerMultipart(app);
    for (const [path, converter] of CONVERT_ROUTES) {
      app.post(path, { config: { access: { roles: STAFF_ROLES } } }, async (request, reply) => {
        const form = await readUploadForm(request, ['.xls', '.xlsx']);
        const csv = convertWorkbook(converter, form.bytes);
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(csvName(form.fileName))).header('cache-control', 'no-store');
        return csv;
      });
    }
  };
}
