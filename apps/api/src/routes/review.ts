import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '@checker/auth';
import { REVIEW_LIST_PATHS, REVIEW_PAGE_SIZE, REVIEW_SEARCH_KINDS, REVIEW_VIEWS, type ReviewSearchKind } from '@checker/domain';
import { signedIn } from '../http/access';
import { pageOf, pageParam, sendPage } from '../http/paging';
import { text } from '../http/schemas';
import { reachableWebsite } from '../http/website-scope';
import { parseStatus, parseViewDate, viewPage } from '../review/queries';
import { VIEWS } from '../review/views';
import type { Services } from '../services';

const filterParams = {
  date: text(20),
  website: text(40),
  status: text(20),
  rows: { type: 'integer', minimum: 1, maximum: REVIEW_PAGE_SIZE },
  page: pageParam,
} as const;

interface ListParams {
  date: string;
  website: string;
  status: string;
  rows: number;
  page: number;
}

interface SearchParams extends ListParams {
  kind: ReviewSearchKind;
  term: string;
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
  return async (app) => {
    for (const name of REVIEW_VIEWS) {
      const view = VIEWS[name];
      const route = REVIEW_LIST_PATHS[name];
      // The list and the search answer alike: a search only adds its kind and term to the filter.
      const answer = async (request: FastifyRequest<{ Params: ListParams | SearchParams }>, reply: FastifyReply) => {
        const { params } = request;
        const date = parseViewDate(params.date);
        const status = parseStatus(params.status);
        const website = await reachableWebsite(db, signedIn(request), params.website);
        const { limit, offset } = pageOf(params.rows, params.page);
        const search = 'kind' in params ? { kind: params.kind, term: params.term } : null;
        const page = await viewPage(db, view, { websiteId: website.id, date, status, search }, limit, offset);
        return sendPage(reply, page.rows, page.total);
      };
      app.get<{ Params: ListParams }>(
        `/api/${route.list}/:date/:website/:status/:rows/:page`,
        {
          config: { access: { roles: STAFF_ROLES } },
          schema: { params: { type: 'object', required: Object.keys(filterParams), properties: filterParams } },
        },
        answer,
      );
      app.get<{ Params: SearchParams }>(
        `/api/${route.search}/:date/:website/:status/:kind/:term/:rows/:page`,
        {
          config: { access: { roles: STAFF_ROLES } },
          schema: {
            params: {
              type: 'object',
              required: [...Object.keys(filterParams), 'kind', 'term'],
              properties: { ...filterParams, kind: { type: 'string', enum: REVIEW_SEARCH_KINDS }, term: text(100) },
            },
          },
        },
        answer,
      );
    }
  };
}
