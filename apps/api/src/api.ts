import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { registerAccessControl } from './http/access';
import { registerAnswerCheck } from './http/answer-check';
import { registerForegroundRequests } from './http/foreground-requests';
import { registerInputGuard } from './http/input-guard';
import { registerIpGate } from './http/ip-gate';
import { loggingOptions } from './http/request-log';
import { accountRoutes } from './routes/accounts';
import { authRoutes } from './routes/auth';
import { akunBankRoutes } from './routes/akun-bank';
import { boEditRoutes } from './routes/bo-edits';
import { candidateRoutes } from './routes/candidates';
import { convertRoutes } from './routes/convert';
import { dashboardRoutes } from './routes/dashboard';
import { deletionRoutes } from './routes/deletion';
import { exportRoutes } from './routes/exports';
import { postingWindowRoutes } from './routes/posting-window';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/review';
import { systemRoutes } from './routes/system';
import { templateRoutes } from './routes/templates';
import { trackingLogRoutes } from './routes/tracking-log';
import { uploadRoutes } from './routes/uploads';
import { websiteRoutes } from './routes/websites';
import { whitelistRoutes } from './routes/whitelist';
import { schemaErrorFormatter } from './http/validation';
import type { Services } from './services';

/** The Fastify settings the API relies on (logging, validation wording, proxies, union types). */
export function apiServerOptions(services: Services, logger: boolean): FastifyServerOptions {
  return {
    ...loggingOptions(logger),
    trustProxy: services.config.trustedProxies.length > 0 ? services.config.trustedProxies : false,
    exposeHeadRoutes: false,
    schemaErrorFormatter,
    // Some fields take a website id or code, so union types are intended. Fastify's default Ajv strips
    // fields a body schema does not declare; with removeAdditional off they are refused instead (issue 7).
    ajv: { customOptions: { allowUnionTypes: true, removeAdditional: false } },
  };
}

/** The requests' hold on the database, the IP gate, the session/role guard and every /api route plugin, one per domain. */
export async function registerApi(app: FastifyInstance, services: Services): Promise<void> {
  registerForegroundRequests(app, services.db);
  registerIpGate(app, services.db);
  registerAccessControl(app, services);
  registerInputGuard(app);
  if (services.config.checkAnswers) registerAnswerCheck(app);
  await app.register(systemRoutes(services));
  await app.register(authRoutes(services));
  await app.register(accountRoutes(services));
  await app.register(websiteRoutes(services));
  await app.register(whitelistRoutes(services));
  await app.register(akunBankRoutes(services));
  await app.register(uploadRoutes(services));
  await app.register(templateRoutes());
  await app.register(convertRoutes(services));
  await app.register(reviewRoutes(services));
  await app.register(boEditRoutes(services));
  await app.register(candidateRoutes(services));
  await app.register(exportRoutes(services));
  await app.register(reportRoutes(services));
  await app.register(trackingLogRoutes(services));
  await app.register(deletionRoutes(services));
  await app.register(dashboardRoutes(services));
  await app.register(postingWindowRoutes(services));
}
