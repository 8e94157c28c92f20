import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { API_PATHS, said, type ApiPath } from '@checker/domain';
import { REVIEW_ROUTES } from '@checker/domain/schemas';
import { signedIn } from '../http/access';
import { conflict, notFound } from '../http/errors';
import { typedRoutes } from '../http/typed-routes';
import { assertWebsiteScope } from '../http/website-scope';
import { bosForCredit, creditsForBo, readBoRow, readMutasiRow } from '../matching/candidates';
import { SIDES, type Side } from '../matching/sides';
import type { Services } from '../services';

const LISTS: ReadonlyArray<{ side: Side; bo: ApiPath; mutasi: ApiPath }> = [
  { side: 'deposit', bo: API_PATHS.boDepositCandidates, mutasi: API_PATHS.mutasiDepositCandidates },
  { side: 'withdraw', bo: API_PATHS.boWithdrawCandidates, mutasi: API_PATHS.mutasiWithdrawCandidates },
];

/**
 * Candidates for every pending row (issue 16), read-only: the statement rows that could prove a
 * pending BO row (View BO), and the pending BO rows an unclaimed statement row could prove (View
 * Mutasi), each with why the checker did not pair them. Access: whoever reads View BO and View
 * Mutasi of the row's website (ADMIN; a CHECKER only their website). A person proves a row with one
 * through PUT /api/proveboid(wd) (bo-edits).
 */
export function candidateRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    for (const list of LISTS) {
      const tables = SIDES[list.side];

      app.get(list.bo, { config: { access: { roles: STAFF_ROLES } }, schema: REVIEW_ROUTES.boCandidates }, async (request) => {
        const bo = await readBoRow(db, tables, request.params.id);
        if (!bo) throw notFound(said('server.bo.rowMissing', { what: tables.bo.what, id: request.params.id }));
        assertWebsiteScope(signedIn(request), { id: bo.websiteId, code: bo.websiteCode });
        if (bo.approved) throw conflict(said('server.candidates.boApproved', { what: tables.bo.what, id: bo.id, ticket: bo.ticket }));
        return creditsForBo(db, tables, bo);
      });

      app.get(list.mutasi, { config: { access: { roles: STAFF_ROLES } }, schema: REVIEW_ROUTES.mutasiCandidates }, async (request) => {
        const credit = await readMutasiRow(db, tables, request.params.id);
        if (!credit) throw notFound(said('server.candidates.mutasiMissing', { id: request.params.id }));
        assertWebsiteScope(signedIn(request), { id: credit.websiteId, code: credit.websiteCode });
        if (credit.claimed) {
          throw conflict(
            credit.claimedBy === null ? said('server.candidates.mutasiClaimed', { id: credit.id }) : said('server.candidates.mutasiClaimedBy', { id: credit.id, ticket: credit.claimedBy }),
          );
        }
        return bosForCredit(db, tables, credit);
      });
    }
  };
}
