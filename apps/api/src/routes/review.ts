import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { REVIEW_LIST_PATHS, type ReviewView } from '@checker/domain';
import { REVIEW_ROUTES, type BoDepositRow, type BoWithdrawRow, type MutasiDepositRow, type MutasiWithdrawRow, type ReviewListParams, type ReviewSearchParams } from '@checker/domain/schemas';
import type { Queryable } from '../db/db';
import { signedIn } from '../http/access';
import { pageOf, sendPage } from '../http/paging';
import { typedRoutes } from '../http/typed-routes';
import { reachableWebsite } from '../http/website-scope';
import { parseStatus, parseViewDate, viewPage } from '../review/queries';
import { VIEWS } from '../review/views';
import type { Services } from '../services';

/**
 * The answer of a list and of its search, alike: a search only adds its kind and term to the filter.
 * `T` is the view's row as its route schema declares it.
 */
function viewAnswer<T extends object>(db: Queryable, name: ReviewView) {
  const view = VIEWS[name];
  return async (request: FastifyRequest & { params: ReviewListParams | ReviewSearchParams }, reply: FastifyReply) => {
    const { params } = request;
    const date = parseViewDate(params.date);
    const status = parseStatus(params.status);
    const website = await reachableWebsite(db, signedIn(request), params.website);
    const { limit, offset } = pageOf(params.rows, params.page);
    const search = 'kind' in params ? { kind: params.kind, term: params.term } : null;
    const page = await viewPage<T>(db, view, { websiteId: website.id, date, status, search }, limit, offset);
    return sendPage(reply, page.rows, page.total);
  };
}

/**
 * View BO and View Mutasi (spec 02 §7): one website, statement date and status, a page of rows with
 * the checker's decision on each (match_rule, match_reason, the matched row). Search kinds: id (the
 * row id, or the ticket / transaction id as written or by its digits), nominal (amount equality),
 * string (username or full name; sender name, description or ticket for mutasi). For mutasi, status
 * pending means money that no BO row claims. Access: ADMIN and CHECKER (CHECKER only their website).
 */
export function reviewRoutes(services: Services): FastifyPluginAsync {
  const { db } = services;
  return async (fastify) => {
    const app = typedRoutes(fastify);
    const config = { access: { roles: STAFF_ROLES } };
    // One view after the other: each list's rows are typed by its own schema.
    const boDeposit = viewAnswer<BoDepositRow>(db, 'viewbo');
    app.get(REVIEW_LIST_PATHS.viewbo.list, { config, schema: REVIEW_ROUTES.viewbo.list }, boDeposit);
    app.get(REVIEW_LIST_PATHS.viewbo.search, { config, schema: REVIEW_ROUTES.viewbo.search }, boDeposit);
    const boWithdraw = viewAnswer<BoWithdrawRow>(db, 'viewbowd');
    app.get(REVIEW_LIST_PATHS.viewbowd.list, { config, schema: REVIEW_ROUTES.viewbowd.list }, boWithdraw);
    app.get(REVIEW_LIST_PATHS.viewbowd.search, { config, schema: REVIEW_ROUTES.viewbowd.search }, boWithdraw);
    const mutasiDeposit = viewAnswer<MutasiDepositRow>(db, 'viewmutasi');
    app.get(REVIEW_LIST_PATHS.viewmutasi.list, { config, schema: REVIEW_ROUTES.viewmutasi.list }, mutasiDeposit);
    app.get(REVIEW_LIST_PATHS.viewmutasi.search, { config, schema: REVIEW_ROUTES.viewmutasi.search }, mutasiDeposit);
    const mutasiWithdraw = viewAnswer<MutasiWithdrawRow>(db, 'viewmutasiwd');
    app.get(REVIEW_LIST_PATHS.viewmutasiwd.list, { config, schema: REVIEW_ROUTES.viewmutasiwd.list }, mutasiWithdraw);
    app.get(REVIEW_LIST_PATHS.viewmutasiwd.search, { config, schema: REVIEW_ROUTES.viewmutasiwd.search }, mutasiWithdraw);
  };
}
