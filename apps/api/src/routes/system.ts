import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import type { Services } from '../services';

/** GET /api/health (no whitelist: load balancers) and GET /api/whitelist (the shell's IP gate). */
export function systemRoutes({ db }: Services): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/health', { config: { access: 'public' } }, async (request, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 'ok', database: 'up' };
      } catch (error) {
        // The cause goes to the log only: this route is public, and a driver's message can name the database host.
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        reply.code(503);
        return { status: 'error', database: 'down', message: DATABASE_UNAVAILABLE };
      }
    });

    // The IP gate has already refused a non-whitelisted address with 403 before this runs.
    app.get('/api/whitelist', { config: { access: 'public' } }, async () => ({ message: 'Success' }));
  };
}
