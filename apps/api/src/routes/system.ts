import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, said, saidFields } from '@checker/domain';
import { SYSTEM_ROUTES } from '@checker/domain/schemas';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import type { Services } from '../services';

/** GET /api/health (no whitelist: load balancers) and GET /api/whitelist (the shell's IP gate). */
export function systemRoutes({ db }: Services): FastifyPluginAsync {
  return async (fastify) => {
    const app = typedRoutes(fastify);
    app.get(API_PATHS.health, { config: { access: 'public' }, schema: SYSTEM_ROUTES.health }, async (request, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        // The cause goes to the log only: this route is public, and a driver's message can name the database host.
        request.log.warn({ err: error }, 'Health check: the database does not answer');
        return reply.code(503).send({ status: 'error', database: 'down', ...saidFields(DATABASE_UNAVAILABLE) });
      }
    });

    // The IP gate has already refused a non-whitelisted address with 403 before this runs.
    app.get(API_PATHS.whitelistCheck, { config: { access: 'public' }, schema: SYSTEM_ROUTES.whitelist }, async () => saidFields(said('server.whitelistCheck.allowed')));
  };
}
