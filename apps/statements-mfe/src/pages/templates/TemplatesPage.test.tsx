import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TEMPLATE_DOWNLOADS } from '@checker/domain';
import { installFakeServer, type FakeAnswer } from '@checker/test-kit/fake-api';
import { renderPage } from '../../test-utils';
import { captureDownloads } from '../../test/downloads';
import TemplatesPage from './TemplatesPage';

const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;
const BCA_TEMPLATE = 'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo\r\n';

function csvAnswer(fileName: string, csv: string): FakeAnswer {
  return async () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` } });
}

afterEach(() => jest.restoreAllMocks());

describe('TemplatesPage', () => {
  it('shows the Download Template frame with the signed-in account from the shared session', () => {
    renderPage(<TemplatesPage />, checker);
    expect(screen.getByRole('heading', { level: 3, name: 'Download Template' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Download Template');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows the ten buttons in spec order', () => {
    renderPage(<TemplatesPage />, checker);
    const buttons = Array.from(screen.getByTestId('page-card').querySelectorAll('.ant-card-body button')).map((button) => button.textContent);
    expect(buttons).toEqual(['BCA', 'BNI Internet Banking', 'BNI Mobile', 'Mandiri', 'Mandiri manual excel', 'BRI manual excel', 'Auto QR', 'Auto TX', 'Nexus Pay', 'QRIS']);
  });

  it('downloads each template from its endpoint under the name the server gives', async () => {
    const routes = Object.fromEntries(TEMPLATE_DOWNLOADS.map(({ path }) => [`GET ${path}`, csvAnswer(`${path.slice('/api/'.length)}.csv`, `${path}\r\n`)]));
    const { calls, fetchMock } = installFakeServer({ ...routes, 'GET /api/templatemutasibankbca': csvAnswer('template-mutasi-bca.csv', BCA_TEMPLATE) });
    const saved = captureDownloads();
    renderPage(<TemplatesPage />, checker);
    fireEvent.click(screen.getByText('BCA'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('template-mutasi-bca.csv');
    await expect(saved[0]?.read()).resolves.toBe(BCA_TEMPLATE);
    expect((fetchMock.mock.calls[0]?.[0] as Request).credentials).toBe('include');

    // One file per click; the next click waits for it, since a button is busy while its download runs.
    for (const [index, { button }] of TEMPLATE_DOWNLOADS.slice(1).entries()) {
      fireEvent.click(screen.getByText(button));
      await waitFor(() => expect(saved).toHaveLength(index + 2));
    }
    expect(calls.map((call) => call.path)).toEqual(TEMPLATE_DOWNLOADS.map(({ path }) => path));
    expect(saved.map((file) => file.fileName)).toContain('templatemutasimanual.csv');
    expect(screen.queryByText('❌ Gagal mengunduh file.')).not.toBeInTheDocument();
  });

  it('says the download failed when the server refuses or cannot be reached', async () => {
    installFakeServer({
      'GET /api/templatemutasiqris': { status: 500, body: { message: 'Internal server error.' } },
      'GET /api/templatemutasinexuspay': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const saved = captureDownloads();
    renderPage(<TemplatesPage />, checker);
    fireEvent.click(screen.getByText('QRIS'));
    expect(await screen.findByText('❌ Gagal mengunduh file.')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Nexus Pay'));
    await waitFor(() => expect(screen.getAllByText('❌ Gagal mengunduh file.')).toHaveLength(1));
    expect(saved).toHaveLength(0);
  });
});
