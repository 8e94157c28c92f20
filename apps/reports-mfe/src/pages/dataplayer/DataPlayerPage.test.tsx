import { screen, waitFor, within } from '@testing-library/react';
import type { DataPlayerDetail, GameSiteTotals } from '@checker/api';
import { formatMonDate, jakartaToday, type CalendarDate } from '@checker/domain';
import { jsonResponse } from '@checker/test-kit/fake-api';
import { captureDownloads, chooseOption, columnTitles, installServer, openOptions, pagerItems, renderPage, spyOnFailureLogs, tableRows, type Route } from '../../test-utils';
import DataPlayerPage from './DataPlayerPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' as const, account_id: 1 };
const cs = { account_name: 'sari', account_role: 'CS' as const, account_id: 9, account_website: 2 };

function shifted(days: number): CalendarDate {
  const today = jakartaToday();
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
const TODAY = formatMonDate(jakartaToday());
const slashed = (date: CalendarDate) => `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;

function detail(i: number): DataPlayerDetail {
  return {
    date: TODAY,
    handler: i % 5 === 0 ? null : `op${i % 3}`,
    username: `player${i}`,
    website: 'ABC',
    player_bank_name: 'BCA',
    player_bank_no: `01${i}`,
    deposit: i % 2 === 0 ? `${1_250_000 + i}.50` : '0.00',
    withdraw: i % 2 === 0 ? '0.00' : '300000.00',
  };
}

const TOTALS: GameSiteTotals = {
  deposit: '12345678.50',
  withdraw: '2500000.00',
  balance: '-845678.25',
  transactions: 1234,
  details: [
    { date: '01-Mar-2025', total_deposit: '1500000.00', total_withdraw: '250000.00', total_transactions: 7, balance: '1250000.00' },
    { date: '02-Mar-2025', total_deposit: '10845678.50', total_withdraw: '2250000.00', total_transactions: 1227, balance: '8595678.50' },
  ],
  grand_total_deposit: '12345678.50',
  grand_total_withdraw: '2500000.00',
  grand_total_transactions: 1234,
  total_balance: '9845678.50',
  last_page: 1,
  total: 2,
};

/** The report routes over `players` approved rows; every path part arrives URL-decoded. */
function reportRoutes(players: number, totals: GameSiteTotals = TOTALS): Route[] {
  const all = Array.from({ length: players }, (_, i) => detail(i + 1));
  const page = (rows: DataPlayerDetail[], size: string, n: string) => {
    const start = (Number(n) - 1) * Number(size);
    return jsonResponse(200, { details: rows.slice(start, start + Number(size)), last_page: Math.max(1, Math.ceil(rows.length / Number(size))), total: rows.length });
  };
  return [
    ['GET', /^\/api\/totaldataplayer\/([^/]+)\/([^/]+)\/([^/]+)\/(\d+)\/(\d+)$/, () => jsonResponse(200, totals)],
    ['GET', /^\/api\/dataplayer\/([^/]+)\/([^/]+)\/([^/]+)\/(\d+)\/(\d+)$/, (_c, [, , , size = '', n = '']) => page(all, size, n)],
    [
      'GET',
      /^\/api\/searchdataplayer\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/(\d+)\/(\d+)$/,
      (_c, [username = '', , , , size = '', n = '']) =>
        page(
          all.filter((row) => row.username.includes(username)),
          size,
          n,
        ),
    ],
  ];
}

const websiteSelect = (name = 'Website') => screen.getByRole('combobox', { name });
const searchButton = () => screen.getByRole('button', { name: 'Search' });

async function searchAbc(user: ReturnType<typeof renderPage>['user'], site = 'Website') {
  await chooseOption(user, websiteSelect(site), 'ABC — Abc Club');
  await waitFor(() => expect(searchButton()).toBeEnabled());
  await user.click(searchButton());
}

let errorSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = spyOnFailureLogs();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  errorSpy.mockRestore();
  alertSpy.mockRestore();
  jest.restoreAllMocks();
});

describe('DataPlayerPage', () => {
  it('shows the Data Player frame with the signed-in account from the shared session', () => {
    installServer(reportRoutes(0));
    renderPage(<DataPlayerPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Data Player' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Data Player');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('keeps Search disabled until ADMIN picks a website; the Mode switches the title and the selector', async () => {
    installServer(reportRoutes(0));
    const { user } = renderPage(<DataPlayerPage />, admin);
    expect(searchButton()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue(TODAY);
    expect(screen.getByRole('textbox', { name: 'End Date' })).toHaveValue(TODAY);
    await user.click(websiteSelect());
    await waitFor(() => expect(openOptions()).toEqual(['-- Select Website --', 'ABC — Abc Club', 'XYZ — Xyz']));
    await chooseOption(user, websiteSelect(), 'XYZ — Xyz');
    expect(searchButton()).toBeEnabled();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Mode' }), 'Game Site');
    expect(screen.getByRole('heading', { level: 3, name: 'Game Site Report' })).toBeInTheDocument();
    expect(websiteSelect('Game Site')).toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
    await chooseOption(user, websiteSelect('Game Site'), '-- Select Website --');
    expect(searchButton()).toBeDisabled();
  });

  it('gives CS only their own website, chosen for them', async () => {
    installServer(reportRoutes(0), [{ website_id: 2, website_code: 'XYZ', website_name: 'Xyz', website_panel: 'LUXE' }]);
    renderPage(<DataPlayerPage />, cs);
    await waitFor(() => expect(searchButton()).toBeEnabled());
    expect(websiteSelect()).toBeDisabled();
    expect(screen.getByTitle('XYZ — Xyz')).toBeInTheDocument();
  });

  it("refuses an End Date before the Start Date with 'End Date tidak boleh lebih kecil dari Start Date.'", async () => {
    const server = installServer(reportRoutes(3));
    const { user } = renderPage(<DataPlayerPage />, admin);
    await chooseOption(user, websiteSelect(), 'ABC — Abc Club');
    const end = screen.getByRole('textbox', { name: 'End Date' });
    await user.click(end);
    await user.clear(end);
    await user.type(end, `${slashed(shifted(-1))}{Enter}`);
    expect(await screen.findByText('End Date tidak boleh lebih kecil dari Start Date.')).toBeInTheDocument();
    expect(searchButton()).toBeDisabled();

    const start = screen.getByRole('textbox', { name: 'Start Date' });
    await user.click(start);
    await user.clear(start);
    await user.type(start, `${slashed(shifted(-3))}{Enter}`);
    await waitFor(() => expect(screen.queryByText('End Date tidak boleh lebih kecil dari Start Date.')).not.toBeInTheDocument());
    await user.click(searchButton());
    await waitFor(() => expect(server.pathsTo('/api/dataplayer')).toEqual([`/api/dataplayer/ABC/${formatMonDate(shifted(-3))}/${formatMonDate(shifted(-1))}/50/1`]));
    expect(server.pathsTo('/api/totaldataplayer')).toEqual([`/api/totaldataplayer/ABC/${formatMonDate(shifted(-3))}/${formatMonDate(shifted(-1))}/100/1`]);
  });

  it('shows the four totals in Indonesian format, with an ellipsis while they load, above the Data Player Table', async () => {
    const server = installServer(reportRoutes(3));
    const release = server.hold('/api/totaldataplayer');
    const { user } = renderPage(<DataPlayerPage />, admin);
    await searchAbc(user);
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    const figure = (name: string) => within(screen.getByRole('group', { name })).getByTestId(/^summary-/);
    for (const name of ['Total Deposit', 'Total Withdraw', 'Balance', 'Total Transactions']) expect(figure(name)).toHaveTextContent(/^…$/);
    release();
    await waitFor(() => expect(figure('Total Deposit')).toHaveTextContent('12.345.678,50'));
    expect(figure('Total Withdraw')).toHaveTextContent('2.500.000,00');
    expect(figure('Balance')).toHaveTextContent('-845.678,25');
    expect(figure('Total Transactions')).toHaveTextContent('1.234');
    expect(figure('Total Deposit').style.color).not.toBe(figure('Total Withdraw').style.color);

    expect(screen.getByText('Data Player Table')).toBeInTheDocument();
    expect(columnTitles()).toEqual(['Tanggal', 'Handler', 'Username', 'Website', 'Nama Bank Pemain', 'No. Rekening Pemain', 'Deposit', 'Withdraw']);
    expect(tableRows()[1]).toEqual([TODAY, 'op2', 'player2', 'ABC', 'BCA', '012', '1.250.002,50', '0,00']);
    expect(tableRows()[0]?.[7]).toBe('300.000,00');
  });

  it("pages with up to 5 buttons, first and last among them, 50 rows at first, and 10/20/50/100 per page", async () => {
    const server = installServer(reportRoutes(1000));
    const { user } = renderPage(<DataPlayerPage />, admin);
    await searchAbc(user);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    const page = (n: string) => screen.getByRole('button', { name: n });
    const shows = (first: string) => waitFor(() => expect(tableRows()[0]?.[2]).toBe(first));
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '…', '20', 'Next']);
    await user.click(page('2'));
    await shows('player51');
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '…', '20', 'Next']);
    await user.click(page('4'));
    await shows('player151');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '3', '4', '5', '…', '20', 'Next']);
    await user.click(page('20'));
    await shows('player951');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '17', '18', '19', '20', 'Next']);
    await user.click(page('Previous'));
    await shows('player901');
    expect(pagerItems()).toEqual(['Previous', '1', '…', '17', '18', '19', '20', 'Next']);
    expect(page('19')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('combobox', { name: 'Entries per page' }));
    await waitFor(() => expect(openOptions()).toEqual(['10', '20', '50', '100']));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Entries per page' }), '100');
    await waitFor(() => expect(tableRows()).toHaveLength(100));
    expect(server.pathsTo('/api/dataplayer').at(-1)).toBe(`/api/dataplayer/ABC/${TODAY}/${TODAY}/100/1`);
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '…', '10', 'Next']);
  });

  it("searches a username from page 1 and says when it has no rows; '🚫 No data found.' for an empty range", async () => {
    const server = installServer(reportRoutes(101));
    const { user } = renderPage(<DataPlayerPage />, admin);
    await searchAbc(user);
    await waitFor(() => expect(tableRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    const box = screen.getByRole('searchbox', { name: 'Search Username' });
    await user.type(box, '  player10  {Enter}');
    await waitFor(() => expect(tableRows().map((row) => row[2])).toEqual(['player10', 'player100', 'player101']));
    expect(server.pathsTo('/api/searchdataplayer')).toEqual([`/api/searchdataplayer/player10/ABC/${TODAY}/${TODAY}/50/1`]);

    await user.clear(box);
    await user.type(box, 'zz{Enter}');
    expect(await screen.findByText('Username zz tidak ditemukan pada periode ini.')).toBeInTheDocument();

    installServer(reportRoutes(0));
    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
  });

  it('shows the game-site report with its range and grand totals, and exports it as CSV and Excel', async () => {
    const saved = captureDownloads();
    const server = installServer([
      ...reportRoutes(0),
      ['POST', /^\/api\/exportcsvtotaldataplayer$/, () => new Response('date,total_deposit\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })],
      ['POST', /^\/api\/exportexceltotaldataplayer$/, () => new Response(new Uint8Array([80, 75, 3, 4]), { status: 200 })],
    ]);
    const release = server.hold('/api/totaldataplayer');
    const { user } = renderPage(<DataPlayerPage />, admin);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Mode' }), 'Game Site');
    await searchAbc(user, 'Game Site');
    expect(screen.getByText('Report ABC — Abc Club')).toBeInTheDocument();
    expect(screen.getByText(`Range: ${TODAY} to ${TODAY}`)).toBeInTheDocument();
    const exportCsv = screen.getByRole('button', { name: /Export CSV/ });
    const exportExcel = screen.getByRole('button', { name: /Export Excel/ });
    expect(exportCsv).toBeDisabled();
    expect(exportExcel).toBeDisabled();
    release();
    await waitFor(() => expect(exportCsv).toBeEnabled());
    expect(exportExcel).toBeEnabled();
    expect(columnTitles()).toEqual(['Tanggal', 'Total Deposit', 'Total Withdraw', 'Total Transactions', 'Balance']);
    expect(tableRows()).toEqual([
      ['01-Mar-2025', '1.500.000,00', '250.000,00', '7', '1.250.000,00'],
      ['02-Mar-2025', '10.845.678,50', '2.250.000,00', '1.227', '8.595.678,50'],
    ]);
    expect([...screen.getByTestId('grand-total').querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Total Keseluruhan', '12.345.678,50', '2.500.000,00', '1.234', '9.845.678,50']);

    await user.click(exportCsv);
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([`gamesite_ABC_${TODAY}_to_${TODAY}.csv`]));
    // Both buttons stay disabled until the first export's request has settled, after the file is saved.
    await waitFor(() => expect(exportExcel).toBeEnabled());
    await user.click(exportExcel);
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([`gamesite_ABC_${TODAY}_to_${TODAY}.csv`, `gamesite_ABC_${TODAY}_to_${TODAY}.xlsx`]));
    expect(saved[1]?.blob.size).toBe(4);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/exportcsvtotaldataplayer', body: { start: TODAY, end: TODAY, group: 'ABC' } },
      { method: 'POST', path: '/api/exportexceltotaldataplayer', body: { start: TODAY, end: TODAY, group: 'ABC' } },
    ]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("keeps the exports disabled without data and says 'Gagal export file.' when an export fails", async () => {
    const saved = captureDownloads();
    installServer([...reportRoutes(0, { ...TOTALS, details: [], last_page: 1, total: 0 }), ['POST', /^\/api\/exportexceltotaldataplayer$/, () => jsonResponse(500, { message: 'Internal error.' })]]);
    const { user } = renderPage(<DataPlayerPage />, admin);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Mode' }), 'Game Site');
    await searchAbc(user, 'Game Site');
    expect(await screen.findByText('🚫 No data found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Export Excel/ })).toBeDisabled();
    expect(screen.queryByTestId('grand-total')).not.toBeInTheDocument();

    installServer([...reportRoutes(0), ['POST', /^\/api\/exportexceltotaldataplayer$/, () => jsonResponse(500, { message: 'Internal error.' })]]);
    await user.click(searchButton());
    const exportExcel = screen.getByRole('button', { name: /Export Excel/ });
    await waitFor(() => expect(exportExcel).toBeEnabled());
    await user.click(exportExcel);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Gagal export file.'));
    expect(errorSpy).toHaveBeenCalledWith('[reports] game-site xlsx export failed', expect.anything());
    expect(saved).toEqual([]);
  });

  it('speaks English when English is the chosen language', async () => {
    window.localStorage.setItem('language', 'en');
    try {
      installServer(reportRoutes(3, { ...TOTALS, details: [], last_page: 1, total: 0 }));
      const { user } = renderPage(<DataPlayerPage />, admin);
      await searchAbc(user);
      await waitFor(() => expect(tableRows()).toHaveLength(3));
      expect(columnTitles()).toEqual(['Date', 'Handler', 'Username', 'Website', 'Player Bank Name', 'Player Bank Number', 'Deposit', 'Withdraw']);
      await user.type(screen.getByRole('searchbox', { name: 'Search Username' }), 'zz{Enter}');
      expect(await screen.findByText('Username zz not found in this period.')).toBeInTheDocument();

      await chooseOption(user, screen.getByRole('combobox', { name: 'Mode' }), 'Game Site');
      expect(screen.getByRole('heading', { level: 3, name: 'Game Site Report' })).toBeInTheDocument();
      const end = screen.getByRole('textbox', { name: 'End Date' });
      await user.click(end);
      await user.clear(end);
      await user.type(end, `${slashed(shifted(-1))}{Enter}`);
      expect(await screen.findByText('End Date cannot be earlier than Start Date.')).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
    }
  });
});
