import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { TEMPLATE_DOWNLOADS } from '@checker/domain';
import { UPLOAD_ROUTES } from '@checker/domain/schemas';
import { PARSERS, isParserId } from '@checker/recon';
import { typedRoutes } from '../http/typed-routes';

/** `attachment; filename="x.csv"` (template names are plain ASCII). */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;
}

/**
 * The nine template downloads of spec 02 §7: each answers the CSV template of the parser that
 * reads it back (header plus one example row), as a download. Access: ADMIN and CHECKER.
 */
export function templateRoutes(): FastifyPluginAsync {
  return async (fastify) => {
    const app = typedRoutes(fastify);
    const served = new Set<string>();
    for (const download of TEMPLATE_DOWNLOADS) {
      if (served.has(download.path)) continue;
      served.add(download.path);
      if (!isParserId(download.parserId)) throw new Error(`${download.path} names parser ${download.parserId}, which libs/recon does not have.`);
      const template = PARSERS[download.parserId].template;
      // FileAnswer is bytes: the CSV's UTF-8 bytes, exactly what sending the text sent.
      const bytes = Buffer.from(template.csv, 'utf8');
      app.get(download.path, { config: { access: { roles: STAFF_ROLES } }, schema: UPLOAD_ROUTES.template }, async (_request, reply) => {
        reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(template.fileName)).header('cache-control', 'no-store');
        return reply.send(bytes);
      });
    }
  };
}
