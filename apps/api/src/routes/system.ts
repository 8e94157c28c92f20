import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services';

/** GET /api/health (no whitelist: load balancers) and GET /api/whitelist (the shell's IP gate). */
export function systemRoutes({ db }: Services): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 'ok', database: 'up' };
      } catch (error) {
        reply.code(503);
        return { status: 'error', database: 'down', message: error instanceof Error ? error.message : String(error) };
      }
    });

    // The IP gate has already refused a non-whitelisted address with 403 before this runs.
    app.get('/api/whitelist', { config: { access: 'public' } }, async () => ({ message: 'Success' }));
  };
}
