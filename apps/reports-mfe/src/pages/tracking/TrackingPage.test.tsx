import { screen, waitFor, within } from '@testing-library/react';
import type { TrackingEntry } from '@checker/api';
import { jsonResponse } from '@checker/test-kit/fake-api';
import { chooseOption, columnTitles, installServer, openOptions, pagerItems, renderPage, spyOnFailureLogs, tableRows, WEBSITES, type Route } from '../../test-utils';
import TrackingPage from './TrackingPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };
const checker = { account_name: 'rina', account_role: 'CHECKER' as const, account_id: 7, account_website: 1 };

function entry(id: number): TrackingEntry {
  return {
    tracking_id: id,
    tracking_website: id === 1 ? null : id % 2 === 0 ? 'ABC' : 'XYZ',
    tracking_username: id % 3 === 0 ? 'budi' : `user${id}`,
    tracking_role: id === 1 ? null : 'CHECKER',
    tracking_activity: `Upload BO deposit ${id}`,
    tracking_crated_at: '2025-01-06T17:05:09.000Z',
  };
}

/** The tracking routes over `count` entries, newest first, paged like the server (all_data and x-total-count). */
function trackingRoutes(count: number, searchedAt: number[] = []): Route[] {
  const all = Array.from({ length: count }, (_, i) => entry(count - i));
  const page = (website: string, rows: TrackingEntry[], size: string, n: string) => {
    const scoped = website === 'all' ? rows : rows.filter((row) => row.tracking_website === website);
    const start = (Number(n) - 1) * Number(size);
    const response = jsonResponse(
      200,
      scoped.slice(start, start + Number(size)).map((row) => ({ ...row, all_data: scoped.length })),
    );
    response.headers.set('x-total-count', String(scoped.length));
    return response;
  };
  return [
    ['GET', /^\/api\/tracking\/([^/]+)\/(\d+)\/(\d+)$/, (_c, [website = '', size = '', n = '']) => page(website, all, size, n)],
    [
      'GET',
      /^\/api\/searchtracking\/([^/]+)\/([^/]+)\/(\d+)\/(\d+)$/,
      (_c, [website = '', search = '', size = '', n = '']) => {
        searchedAt.push(Date.now());
        return page(
          website,
          all.filter((row) => row.tracking_username.includes(search) || row.tracking_activity.includes(search)),
          size,
          n,
        );
      },
    ],
  ];
}

const websiteSelect = () => screen.getByRole('combobox', { name: 'Website' });
const searchBox = () => screen.getByRole('textbox', { name: 'Cari username/member…' });
const firstIds = () => tableRows().map((row) => row[0]);

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = spyOnFailureLogs();
});
afterEach(() => errorSpy.mockRestore());

describe('TrackingPage', () => {
  it('shows the Tracking frame with the signed-in account from the shared session', () => {
    installServer(trackingRoutes(0));
    renderPage(<TrackingPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Tracking' })).toBeInTheDocument();
    const breadcrumb = screen.getAllByRole('navigation')[0] as HTMLElement;
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Tracking');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('Table Tracking')).toBeInTheDocument();
  });

  it('shows ADMIN the log of every website at first, newest first, with every column', async () => {
    const server = installServer(trackingRoutes(12));
    const { user } = renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(server.pathsTo('/api/tracking')).toEqual(['/api/tracking/all/10/1']);
    expect(columnTitles()).toEqual(['ID', 'Website', 'Username', 'Role', 'Activity', 'Created At']);
    expect(tableRows()[0]).toEqual(['12', 'ABC', 'budi', 'CHECKER', 'Upload BO deposit 12', 'Selasa, 7 Januari 2025 pukul 00.05.09']);
    expect(screen.getByTitle('Semua Website')).toBeInTheDocument();
    expect(websiteSelect()).toBeEnabled();
    await waitFor(() => expect(pagerItems()).toEqual(['Previous', '1', '2', 'Next']));
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    // A platform-wide entry has no website and no role.
    expect(tableRows()[1]).toEqual(['1', '-', 'user1', '-', 'Upload BO deposit 1', 'Selasa, 7 Januari 2025 pukul 00.05.09']);
  });

  it("keeps every website for ADMIN when only one website is left, so a deleted one's entries still show", async () => {
    const server = installServer(trackingRoutes(3), WEBSITES.slice(0, 1));
    renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    // Time for the website list to arrive and (wrongly) choose its one website.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Website' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.pathsTo('/api/tracking')).toEqual(['/api/tracking/all/10/1']);
    expect(screen.getByTitle('Semua Website')).toBeInTheDocument();
  });

  it('goes back to page 1 when ADMIN picks a website', async () => {
    const server = installServer(trackingRoutes(40));
    const { user } = renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(firstIds()[0]).toBe('20'));
    await user.click(websiteSelect());
    await waitFor(() => expect(openOptions()).toEqual(['Semua Website', 'ABC — Abc Club', 'XYZ — Xyz']));
    await chooseOption(user, websiteSelect(), 'XYZ — Xyz');
    await waitFor(() => expect(firstIds()[0]).toBe('39'));
    expect(server.pathsTo('/api/tracking')).toEqual(['/api/tracking/all/10/1', '/api/tracking/all/10/3', '/api/tracking/XYZ/10/1']);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives a CHECKER only their own website', async () => {
    const server = installServer(trackingRoutes(6), [{ website_id: 1, website_code: 'ABC', website_name: 'Abc Club', website_panel: 'NEXUS' }]);
    renderPage(<TrackingPage />, checker);
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(websiteSelect()).toBeDisabled();
    expect(screen.getByTitle('ABC — Abc Club')).toBeInTheDocument();
    expect(server.pathsTo('/api/tracking')).toEqual(['/api/tracking/ABC/10/1']);
  });

  it('searches 500 ms after typing stops, trimmed and URL-encoded, from page 1', async () => {
    const searchedAt: number[] = [];
    const server = installServer(trackingRoutes(60, searchedAt));
    const { user } = renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '4' }));
    await waitFor(() => expect(firstIds()[0]).toBe('30'));
    // The last keystroke's time is taken from the input event itself: on a loaded machine user.type can
    // return long after it, so only "no request sooner than the debounce after the last keystroke" is checked.
    let lastKeystrokeAt = 0;
    searchBox().addEventListener('input', () => {
      lastKeystrokeAt = Date.now();
    });
    await user.type(searchBox(), '  bu');
    await user.type(searchBox(), 'di/ ');
    await waitFor(() => expect(server.pathsTo('/api/searchtracking')).toEqual(['/api/searchtracking/all/budi%2F/10/1']));
    expect((searchedAt[0] ?? 0) - lastKeystrokeAt).toBeGreaterThanOrEqual(450);
    expect(await screen.findByText('No data')).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'budi');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(tableRows().every((row) => row[2] === 'budi')).toBe(true);
    expect(server.pathsTo('/api/searchtracking').at(-1)).toBe('/api/searchtracking/all/budi/10/1');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(firstIds()[0]).toBe('30'));
    await user.type(searchBox(), ' x');
    await waitFor(() => expect(server.pathsTo('/api/searchtracking').at(-1)).toBe('/api/searchtracking/all/budi%20x/10/1'));
  });

  it("pages with first, last, one neighbour and ellipses; 'Show N entries per page' 5/10/20/50/100 goes back to page 1", async () => {
    const server = installServer(trackingRoutes(200));
    const { user } = renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const page = (n: string) => screen.getByRole('button', { name: n });
    const shows = (first: string) => waitFor(() => expect(firstIds()[0]).toBe(first));
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '20', 'Next']);
    await user.click(page('2'));
    await shows('190');
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '20', 'Next']);
    await user.click(page('5'));
    await shows('160');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '4', '5', '6', '…', '20', 'Next']);
    await user.click(page('20'));
    await shows('10');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '16', '17', '18', '19', '20', 'Next']);
    await user.click(page('Previous'));
    await shows('20');
    expect(page('19')).toHaveAttribute('aria-current', 'page');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '16', '17', '18', '19', '20', 'Next']);

    expect(screen.getByText('Show')).toBeInTheDocument();
    expect(screen.getByText('entries per page')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Entries per page' }));
    await waitFor(() => expect(openOptions()).toEqual(['5', '10', '20', '50', '100']));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Entries per page' }), '50');
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    expect(server.pathsTo('/api/tracking').at(-1)).toBe('/api/tracking/all/50/1');
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', 'Next']);
  });

  it("shows 'No data' and one page when the log cannot be read", async () => {
    installServer([['GET', /^\/api\/tracking\//, () => jsonResponse(500, { message: 'Internal error.' })]]);
    renderPage(<TrackingPage />, admin);
    await waitFor(() => expect(errorSpy).toHaveBeenCalledWith('[reports] loading tracking failed', expect.anything()));
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(pagerItems()).toEqual(['Previous', '1', 'Next']);
  });

  it('speaks English when English is the chosen language', async () => {
    window.localStorage.setItem('language', 'en');
    try {
      installServer(trackingRoutes(3));
      renderPage(<TrackingPage />, admin);
      await waitFor(() => expect(tableRows()).toHaveLength(3));
      expect(screen.getByRole('textbox', { name: 'Search username/member…' })).toBeInTheDocument();
      expect(screen.getByTitle('All Websites')).toBeInTheDocument();
      expect(screen.getByText('Table Tracking')).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
    }
  });
});
