import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, StoreProvider, type DashboardAnswer, type DashboardWebsite } from '@checker/api';
import { AppProviders } from '@checker/ui';
import { clearCookies, installFakeServer, jsonResponse, tokenFor, type FakeAnswer } from '@checker/test-kit/fake-api';
import { renderShell } from '../../test/render-shell';
import { DashboardPage } from './DashboardPage';

const admin = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const checker = { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 1 };
const cs = { account_name: 'sari', account_id: 5, account_role: 'CS', account_website: 1 };

const series = Array.from({ length: 14 }, (_, i) => ({ date: `${String(i + 20).padStart(2, '0')}-Feb-2025`, matched: i, pending: i % 3 }));

function site(id: number, code: string, name: string): DashboardWebsite {
  return {
    website_id: id,
    website_code: code,
    website_name: name,
    days: [
      {
        date: '05-Mar-2025',
        bo_deposit: {
          matched: 1234,
          pending: 7,
          auto: 1200,
          by_person: 31,
          unbacked: 3,
          pending_reasons: [
            { reason: 'amount found but name differs', count: 4 },
            { reason: 'ambiguous: N candidates', count: 2 },
            { reason: '', count: 1 },
          ],
        },
        bo_withdraw: { matched: 56, pending: 0, auto: 56, by_person: 0, unbacked: 0, pending_reasons: [] },
        mutasi_deposit: { count: 3, amount: '201234.56' },
        mutasi_withdraw: { count: 0, amount: '0.00' },
      },
      {
        date: '04-Mar-2025',
        bo_deposit: { matched: 900, pending: 1, auto: 900, by_person: 0, unbacked: 0, pending_reasons: [{ reason: 'no statement row of that amount', count: 1 }] },
        bo_withdraw: { matched: 40, pending: 2, auto: 38, by_person: 1, unbacked: 1, pending_reasons: [{ reason: 'BO status Rejected: never approved automatically', count: 2 }] },
        mutasi_deposit: { count: 0, amount: '0.00' },
        mutasi_withdraw: { count: 1, amount: '10000.00' },
      },
    ],
    last_uploads: [
      {
        source: 'BCA (KlikBCA / KlikBCA Bisnis)',
        kind: 'statement',
        transaction_type: 'deposit',
        account: 'BCA 0123456789',
        file_name: 'bca.csv',
        statement_date: '05-Mar-2025',
        rows: 4,
        inserted: 4,
        uploaded_at: '2025-03-05T07:22:05.000Z',
        uploaded_by: 'rina',
      },
    ],
    series,
  };
}

const ANSWER: DashboardAnswer = { today: '05-Mar-2025', yesterday: '04-Mar-2025', websites: [site(1, 'SSATU', 'Situs Satu')] };
const allowed = { 'GET /api/whitelist': { status: 200, body: { message: 'Success' } } };

/** The dashboard page alone, with the providers the shell gives it: quicker than the whole shell in jsdom. */
function openDashboard(claims: object, dashboard: FakeAnswer = { status: 200, body: ANSWER }) {
  const server = installFakeServer({ 'GET /api/dashboard': dashboard });
  const store = createAppStore({ cookieString: `token=${tokenFor(claims)}` });
  render(
    <StoreProvider store={store}>
      <AppProviders>
        <MemoryRouter>
          <DashboardPage />
        </MemoryRouter>
      </AppProviders>
    </StoreProvider>,
  );
  return server;
}

/** The whole shell at /, for what needs its router and layout. */
function openShellDashboard(claims: object) {
  installFakeServer({ ...allowed, 'GET /api/dashboard': { status: 200, body: ANSWER } });
  document.cookie = `token=${tokenFor(claims)}; path=/`;
  return renderShell('/');
}

const card = (code: string) => screen.findByTestId(`website-status-${code}`);

/** The count link named `label`; role queries walk antd's whole tree for accessible names, which is slow in jsdom. */
function countLink(scope: HTMLElement, label: string): HTMLAnchorElement {
  const link = scope.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`);
  if (!link) throw new Error(`No link ${label}.`);
  return link;
}

// The dashboard renders antd tables and a chart in jsdom, which is slow on a busy 2-core machine.
jest.setTimeout(60000);

afterEach(clearCookies);

describe('Dashboard reconciliation', () => {
  it('shows matched (by the checker, by a person, without a statement row), pending, its reasons and unclaimed money of today and yesterday per website', async () => {
    openDashboard(admin, { status: 200, body: { ...ANSWER, websites: [site(1, 'SSATU', 'Situs Satu'), site(2, 'SDUA', 'Situs Dua')] } });
    const ssatu = await card('SSATU');
    expect(within(ssatu).getByText('SSATU — Situs Satu')).toBeInTheDocument();
    expect(await card('SDUA')).toBeInTheDocument();
    expect(screen.getByText('Hari ini 05-Mar-2025 dan kemarin 04-Mar-2025, Asia/Jakarta')).toBeInTheDocument();
    const rows = Array.from(ssatu.querySelector('table')?.querySelectorAll('tbody tr.ant-table-row') ?? []).map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hari ini05-Mar-2025', 'Deposit', '1.234', '1.200', '31', '3', '7', '3 alasan', '3 · Rp 201.234,56'],
      ['Withdraw', '56', '56', '0', '0', '0', '-', '0 · Rp 0,00'],
      ['Kemarin04-Mar-2025', 'Deposit', '900', '900', '0', '0', '1', '1 alasan', '0 · Rp 0,00'],
      ['Withdraw', '40', '38', '1', '1', '2', '1 alasan', '1 · Rp 10.000,00'],
    ]);
    expect(within(ssatu).getByText('Hari ini: 7 BO pending, 3 mutasi belum diklaim')).toBeInTheDocument();
    expect(screen.getByText('Semua website')).toBeInTheDocument();
  });

  it('opens the pending rows of a side and day by reason, most rows first; a row without a reason says so', async () => {
    openDashboard(cs);
    const ssatu = await card('SSATU');
    fireEvent.click(within(ssatu).getByRole('button', { name: 'Pending deposit 05-Mar-2025 per alasan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pending deposit 05-Mar-2025 per alasan')).toBeInTheDocument();
    const reasons = Array.from(dialog.querySelectorAll('tbody tr.ant-table-row')).map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent));
    expect(reasons).toEqual([
      ['nominal ada, tetapi namanya berbeda', '4'],
      ['ambigu: N kandidat', '2'],
      ['(belum ada alasan tercatat)', '1'],
    ]);
  });

  it("names a CHECKER's own website by its code and name", async () => {
    openDashboard(checker);
    expect(await screen.findByText('SSATU — Situs Satu', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
  });

  it('links each count into View BO or View Mutasi with the agreed query string', async () => {
    openDashboard(checker);
    const ssatu = await card('SSATU');
    const href = (name: string) => countLink(ssatu, name).getAttribute('href');
    expect(href('BO cocok deposit 05-Mar-2025')).toBe('/view-bo?type=deposit&website=SSATU&status=approve&date=2025-03-05');
    expect(href('BO pending deposit 05-Mar-2025')).toBe('/view-bo?type=deposit&website=SSATU&status=pending&date=2025-03-05');
    expect(href('BO pending withdraw 04-Mar-2025')).toBe('/view-bo?type=withdraw&website=SSATU&status=pending&date=2025-03-04');
    expect(href('Mutasi belum diklaim deposit 05-Mar-2025')).toBe('/view-mutasi?type=deposit&website=SSATU&status=pending&date=2025-03-05');
    expect(href('Mutasi belum diklaim withdraw 04-Mar-2025')).toBe('/view-mutasi?type=withdraw&website=SSATU&status=pending&date=2025-03-04');
    // A count of rows approved without a statement row opens that day's approved rows (they carry the 'Tanpa mutasi' tag).
    expect(href('BO tanpa mutasi deposit 05-Mar-2025')).toBe('/view-bo?type=deposit&website=SSATU&status=approve&date=2025-03-05');
    expect(href('BO tanpa mutasi withdraw 04-Mar-2025')).toBe('/view-bo?type=withdraw&website=SSATU&status=approve&date=2025-03-04');
    // Four rows, three links each, and the two non-zero 'Tanpa mutasi' counts: a zero has nothing to open.
    expect(ssatu.querySelectorAll('a')).toHaveLength(14);
  });

  it('follows a link inside the shell, without reloading the page', async () => {
    const { router } = openShellDashboard(admin);
    const ssatu = await card('SSATU');
    fireEvent.click(countLink(ssatu, 'BO pending deposit 05-Mar-2025'));
    expect(await screen.findByText('remote statements/ViewBoPage')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/view-bo');
    expect(router.state.location.search).toBe('?type=deposit&website=SSATU&status=pending&date=2025-03-05');
  });

  it('shows CS the numbers but no link into pages CS cannot open', async () => {
    openDashboard(cs);
    const ssatu = await card('SSATU');
    expect(within(ssatu).getByText('3 · Rp 201.234,56')).toBeInTheDocument();
    expect(ssatu.querySelectorAll('a')).toHaveLength(0);
    expect(document.querySelectorAll('a[href^="/view-bo"], a[href^="/view-mutasi"]')).toHaveLength(0);
  });

  it('draws the 14-day chart and lists the newest file of every source in Jakarta time', async () => {
    openDashboard(admin);
    const ssatu = await card('SSATU');
    const chart = within(ssatu).getByTestId('series-chart');
    expect(chart.tagName).toBe('FIGURE');
    expect(chart).toHaveAttribute('aria-label', 'BO cocok vs pending, 14 hari terakhir');
    await waitFor(() => expect(chart.querySelector('.recharts-wrapper')).not.toBeNull());
    const upload = within(ssatu).getByText('BCA (KlikBCA / KlikBCA Bisnis)').closest('tr') as HTMLElement;
    expect(upload).toHaveTextContent('BCA 0123456789');
    expect(upload).toHaveTextContent('Mutasi deposit');
    expect(upload).toHaveTextContent('4 (4 baru)');
    expect(upload).toHaveTextContent('Rabu, 5 Maret 2025 pukul 14.22.05');
    expect(upload).toHaveTextContent('rina');
  });

  it('shows a loading state while the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    openDashboard(admin, () => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Memuat status rekonsiliasi…')).toBeInTheDocument();
    answer(jsonResponse(200, ANSWER));
    expect(await card('SSATU')).toBeInTheDocument();
    expect(screen.queryByText('Memuat status rekonsiliasi…')).not.toBeInTheDocument();
  });

  it("shows the failure with the server's message, and 'Coba lagi' asks again", async () => {
    let calls = 0;
    openDashboard(admin, async () => {
      calls += 1;
      return calls === 1 ? jsonResponse(500, { message: 'Database unavailable.' }) : jsonResponse(200, ANSWER);
    });
    expect(await screen.findByText('Status rekonsiliasi tidak dapat dimuat.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Coba lagi'));
    expect(await card('SSATU')).toBeInTheDocument();
  });

  it('keeps a website that never received a file to one line', async () => {
    const zero = { matched: 0, pending: 0, auto: 0, by_person: 0, unbacked: 0, pending_reasons: [] };
    const none = { count: 0, amount: '0.00' };
    const empty: DashboardWebsite = {
      ...site(2, 'SDUA', 'Situs Dua'),
      days: ['05-Mar-2025', '04-Mar-2025'].map((date) => ({ date, bo_deposit: zero, bo_withdraw: zero, mutasi_deposit: none, mutasi_withdraw: none })),
      last_uploads: [],
      series: series.map((point) => ({ ...point, matched: 0, pending: 0 })),
    };
    openDashboard(admin, { status: 200, body: { ...ANSWER, websites: [empty] } });
    const sdua = await card('SDUA');
    expect(sdua).toHaveTextContent('Belum ada BO atau mutasi yang diterima untuk website ini.');
    expect(sdua.querySelector('figure')).toBeNull();
    expect(sdua.querySelector('table')).toBeNull();
  });

  it('reads in English when English was chosen', async () => {
    window.localStorage.setItem('language', 'en');
    try {
      openDashboard(admin);
      const ssatu = await card('SSATU');
      expect(screen.getByRole('heading', { name: 'Reconciliation' })).toBeInTheDocument();
      expect(screen.getByText('Today 05-Mar-2025 and yesterday 04-Mar-2025, Asia/Jakarta')).toBeInTheDocument();
      expect(within(ssatu).getByText('Today: 7 BO pending, 3 mutasi unclaimed')).toBeInTheDocument();
      expect(within(ssatu).getByRole('button', { name: 'Pending deposit 05-Mar-2025 by reason' })).toHaveTextContent('3 reasons');
      expect(within(ssatu).getByText('Last file per source')).toBeInTheDocument();
      expect(screen.getByText('All websites')).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('language');
    }
  });

  it('says when there is no website yet, and keeps the page cards', async () => {
    openDashboard(admin, { status: 200, body: { ...ANSWER, websites: [] } });
    expect(await screen.findByText('Belum ada website untuk ditampilkan.')).toBeInTheDocument();
    expect(screen.getByText('Data Player')).toBeInTheDocument();
  });
});
