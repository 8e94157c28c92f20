import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption, fileInput, optionsOf, renderPage } from '../../test-utils';
import { captureDownloads } from '../../test/downloads';
import { installFakeXhr, type FakeXhrRequest } from '../../test/fake-xhr';
import { fastUser } from '../../test/upload-server';
import ConvertMutasiPage, { isSpreadsheetFile } from './ConvertMutasiPage';

const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;
const xlsx = (name: string) => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const LIVIN_CSV = 'Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo\r\n04 Feb 2025,14:22:05,Transfer BI Fast Dari BCA SITI RAHAYU,"41.920,00",,"1.041.920,00"\r\n';

let sent: FakeXhrRequest[];
beforeEach(() => {
  sent = installFakeXhr();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function pickBankAndFile(bank: string, file: File): Promise<void> {
  await chooseOption(fastUser(), 'Bank', bank);
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await screen.findByTestId('chosen-file');
}

describe('ConvertMutasiPage', () => {
  it('shows the Convert Mutasi frame with the signed-in account from the shared session', () => {
    renderPage(<ConvertMutasiPage />, checker);
    expect(screen.getByRole('heading', { level: 3, name: 'Convert Mutasi' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Convert Mutasi');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('offers BNI Mobile Banking, Mandiri and QRIS', () => {
    renderPage(<ConvertMutasiPage />, checker);
    expect(optionsOf('Bank')).toEqual(['BNI Mobile Banking', 'Mandiri', 'QRIS']);
  });

  it('needs a bank and a file, and takes only .xls or .xlsx', async () => {
    renderPage(<ConvertMutasiPage />, checker);
    fireEvent.click(screen.getByText('Convert & Download'));
    expect(await screen.findByText('❌ Please select a bank and file.')).toBeInTheDocument();

    fireEvent.change(fileInput(), { target: { files: [new File(['a,b'], 'mutasi.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('❌ File harus .xls atau .xlsx')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    fireEvent.change(fileInput(), { target: { files: [xlsx('livin feb.xlsx')] } });
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('livin feb.xlsx');
    fireEvent.click(screen.getByText('Convert & Download'));
    expect(await screen.findByText('❌ Please select a bank and file.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('converts, saves the CSV under the name the server gives, and the message hides after 4 s', async () => {
    const saved = captureDownloads();
    renderPage(<ConvertMutasiPage />, checker);
    await pickBankAndFile('Mandiri', xlsx('livin feb.xlsx'));
    jest.useFakeTimers();
    fireEvent.click(screen.getByText('Convert & Download'));
    expect(sent).toHaveLength(1);
    const request = sent[0] as FakeXhrRequest;
    expect(request.url).toBe('/api/uploadfixmandiriformat');
    expect(request.withCredentials).toBe(true);
    expect(request.fileIn('myfile')?.name).toBe('livin feb.xlsx');
    await act(async () => request.respond(200, LIVIN_CSV, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="livin feb.csv"' }));
    expect(screen.getByText('✅ File converted and downloaded successfully!')).toBeInTheDocument();
    expect(saved.map((file) => file.fileName)).toEqual(['livin feb.csv']);
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('✅ File converted and downloaded successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('✅ File converted and downloaded successfully!')).not.toBeInTheDocument();
    jest.useRealTimers();
    await expect(saved[0]?.read()).resolves.toBe(LIVIN_CSV);
  });

  it("says the conversion failed, with the server's message when it has one", async () => {
    const saved = captureDownloads();
    renderPage(<ConvertMutasiPage />, checker);
    await pickBankAndFile('BNI Mobile Banking', xlsx('bni.xls'));
    fireEvent.click(screen.getByText('Convert & Download'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/uploadfixbnimobileformat');
    await act(async () => sent[0]?.respond(400, { message: 'The workbook is password-protected; save it without a password and convert again.' }));
    expect(await screen.findByText('❌ Conversion failed. The workbook is password-protected; save it without a password and convert again.')).toBeInTheDocument();

    await chooseOption(fastUser(), 'Bank', 'QRIS');
    fireEvent.click(screen.getByText('Convert & Download'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toBe('/api/uploadfixqrisformat');
    await act(async () => sent[1]?.fail());
    expect(await screen.findByText('❌ Conversion failed.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('isSpreadsheetFile', () => {
  it('takes names ending .xls or .xlsx in any case', () => {
    expect(isSpreadsheetFile(new File([''], 'MUTASI.XLS'))).toBe(true);
    expect(isSpreadsheetFile(new File([''], 'mutasi.xlsx'))).toBe(true);
    expect(isSpreadsheetFile(new File([''], 'mutasi.xlsm'))).toBe(false);
    expect(isSpreadsheetFile(new File([''], 'xlsx'))).toBe(false);
  });
});
