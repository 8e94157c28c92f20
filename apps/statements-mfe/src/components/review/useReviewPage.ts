import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App } from 'antd';
import { useClaims } from '@checker/auth/react';
import { saveBlob, useReviewExport, useWebsitesQuery, type ExportFormat, type ReviewListArgs, type ReviewSearch, type ReviewSide, type ReviewStatus, type ReviewView, type WebsiteOption } from '@checker/api';
import { jakartaToday, toIsoDate, type CalendarDate } from '@checker/domain';
import { useDebouncedValue, useNotice, useText, websitesInScope } from '@checker/ui';
import { linkedFilters, linkOf, searchOf, SEARCH_DEBOUNCE_MS, type ReviewFilters } from './review-filters';

/** The filters of the last Search; the table shows their rows until the next one. */
export interface ReviewQuery {
  side: ReviewSide;
  website: WebsiteOption;
  status: ReviewStatus;
  date: CalendarDate;
  /** Counts Search presses: a new press asks the server again and starts at page 1. */
  run: number;
}

/**
 * What View BO and View Mutasi share (spec 02 §2, §4, §5): the filter bar, filters from the link,
 * Search with its validation, the two debounced search boxes (ID first), the page that goes back
 * to 1 on a new search, and the exports of the chosen filters.
 */
export function useReviewPage(views: Record<ReviewSide, ReviewView>) {
  const claims = useClaims();
  const { modal } = App.useApp();
  const message = useText();
  const { notice, show } = useNotice();
  const [params, setParams] = useSearchParams();
  const [linked] = useState(() => linkedFilters(params));
  const websites = useWebsitesQuery();
  const scoped = websitesInScope(claims, websites.data ?? []);

  const [filters, setFilters] = useState<ReviewFilters>({ side: linked.side ?? 'deposit', websiteId: null, status: linked.status, date: linked.date ?? jakartaToday() });
  const [query, setQuery] = useState<ReviewQuery | null>(null);
  const setFilter = useCallback(<K extends keyof ReviewFilters>(field: K, value: ReviewFilters[K]) => setFilters((current) => ({ ...current, [field]: value })), []);
  const setWebsite = useCallback((websiteId: number | null) => setFilter('websiteId', websiteId), [setFilter]);

  // A link that names a website, a status and a date searches at once, as soon as the websites are known.
  const linkRead = useRef(false);
  useEffect(() => {
    if (linkRead.current || !websites.data) return;
    linkRead.current = true;
    const code = linked.websiteCode?.toLowerCase();
    const website = code ? websitesInScope(claims, websites.data).find((w) => w.website_code.toLowerCase() === code) : undefined;
    if (!website) return;
    setFilter('websiteId', website.website_id);
    if (linked.status && linked.date) setQuery({ side: linked.side ?? 'deposit', website, status: linked.status, date: linked.date, run: 1 });
  }, [websites.data, linked, claims, setFilter]);

  /** The chosen filters when complete; otherwise says what is missing. */
  const completeFilters = (chosen: ReviewFilters): { website: WebsiteOption; status: ReviewStatus; date: CalendarDate } | null => {
    const website = scoped.find((w) => w.website_id === chosen.websiteId);
    if (!website || !chosen.status || !chosen.date) {
      show('error', message('review.filtersIncomplete'));
      return null;
    }
    return { website, status: chosen.status, date: chosen.date };
  };

  /** Search; `override` changes filters first (View Mutasi's unmatched button sets the status). */
  const runSearch = (override: Partial<ReviewFilters> = {}) => {
    const next = { ...filters, ...override };
    setFilters(next);
    const chosen = completeFilters(next);
    if (!chosen) return;
    setQuery((current) => ({ side: next.side, ...chosen, run: (current?.run ?? 0) + 1 }));
    setParams(linkOf(next.side, chosen.website.website_code, chosen.status, chosen.date), { replace: true });
  };

  const [exportFile, { isExporting }] = useReviewExport();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    const chosen = completeFilters(filters);
    if (!chosen) return;
    setExporting(format);
    const file = await exportFile({ view: views[filters.side], format, date: chosen.date, status: chosen.status, website: chosen.website.website_code });
    setExporting(null);
    if (file) saveBlob(file);
    else modal.error({ title: message('review.exportFailed') });
  };

  const [text, setText] = useState('');
  const [id, setId] = useState(linked.id);
  // One wait for both boxes: a key in either restarts it, so an ID typed right after a name does not search the name first.
  const boxes = useMemo(() => ({ text, id }), [text, id]);
  const settled = useDebouncedValue(boxes, SEARCH_DEBOUNCE_MS);
  const search: ReviewSearch | null = searchOf(settled.text, settled.id);

  // The page belongs to one search: a new Search or new search text starts again at page 1.
  const searchKey = query ? JSON.stringify([query.side, query.website.website_code, query.status, toIsoDate(query.date), query.run, search]) : '';
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  // Adjusted while rendering (not in an effect) so the old page is never asked for with the new search.
  if (paging.key !== searchKey) setPaging({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: searchKey, page: next }), [searchKey]);

  const args: ReviewListArgs | null = query ? { date: query.date, website: query.website.website_code, status: query.status, search, page, fresh: query.run } : null;

  return {
    claims,
    isAdmin: claims?.account_role === 'ADMIN',
    websites,
    filters,
    setFilter,
    setWebsite,
    runSearch,
    query,
    args,
    page,
    setPage,
    /** Changes with every new search (not with the page): useShownAnswer keeps a page's rows until the next arrives. */
    searchKey,
    /** Changes with every new set of rows (search, page): a selection belongs to one of them. */
    pageKey: `${searchKey}#${page}`,
    text,
    setText,
    id,
    setId,
    search,
    notice,
    show,
    modal,
    exportAs,
    exporting: isExporting ? exporting : null,
  };
}

export type ReviewPageState = ReturnType<typeof useReviewPage>;
