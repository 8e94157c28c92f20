import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMonDate, jakartaToday, moneyValue, said, saidFields, saidText } from '@checker/domain';
import { LANGUAGE_STORAGE_KEY } from '@checker/ui';
import { chooseOption, fileInput, hasField, renderPage, selectedValue } from '../../test-utils';
import { chooseNexusBca, csvFile, fastUser, installUploadServer } from '../../test/upload-server';
import { installFakeXhr, type FakeXhrRequest } from '../../test/fake-xhr';
import UploadPage from './UploadPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;

let sent: FakeXhrRequest[];
beforeEach(() => {
  sent = installFakeXhr();
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The result as the notice over the page shows it (the session's upload list below repeats it). */
async function resultNotice(text: string): Promise<HTMLElement> {
  return within(await screen.findByRole('status')).findByText(text);
}

function progressBar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role=progressbar]');
}

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal');
  if (!found) throw new Error('No dialog is open.');
  return found;
}

/** The rows of the confirmation dialog, label → value. */
function summaryRows(): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const row of Array.from(dialog().querySelectorAll('tr'))) {
    const label = row.querySelector('th')?.textContent ?? '';
    rows[label] = row.querySelector('td')?.textContent ?? '';
  }
  return rows;
}

async function readyBcaUpload(account: typeof admin | typeof checker = admin) {
  installUploadServer();
  const user = fastUser();
  const { store } = renderPage(<UploadPage />, account);
  await chooseNexusBca(user, account === admin ? 'SSATU — Situs Satu' : null);
  await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890'));
  fireEvent.change(fileInput(), { target: { files: [csvFile('mutasi bca.csv')] } });
  await screen.findByTestId('chosen-file');
  return store;
}

async function confirmUpload(): Promise<FakeXhrRequest> {
  fireEvent.click(screen.getByText('Submit Upload'));
  await screen.findByText('Konfirmasi Upload');
  fireEvent.click(screen.getByText('Ya, Lanjutkan'));
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0] as FakeXhrRequest;
}

describe('UploadPage confirmation', () => {
  it('lists every choice and the file, and Batal sends nothing', async () => {
    await readyBcaUpload();
    fireEvent.click(screen.getByText('Submit Upload'));
    expect(await screen.findByText('Konfirmasi Upload')).toBeInTheDocument();
    expect(summaryRows()).toEqual({
      Provider: 'Nexus',
      'Transaction Type': 'Deposit',
      'Upload Type': 'Bank Settlement',
      'Upload Category': 'Bank',
      Website: 'SSATU — Situs Satu',
      Bank: 'BCA',
      Akun: 'PT SUMBER JAYA - 1234567890',
      'Tanggal Mutasi': formatMonDate(jakartaToday()),
      File: 'mutasi bca.csv',
    });
    expect(within(dialog()).getByText('Batal')).toBeInTheDocument();
    fireEvent.click(within(dialog()).getByText('Batal'));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull());
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mutasi bca.csv');
  }, 60000);

  it('lists the BO mode for a Luxe BO upload', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    await chooseOption(user, 'Provider', 'Luxe');
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Upload BO');
    await chooseOption(user, 'Mode Deposit', 'Deposit (QRIS)');
    await chooseOption(user, 'Website', 'LSATU — Luxe Satu');
    fireEvent.change(fileInput(), { target: { files: [csvFile('bo qris.csv')] } });
    await screen.findByTestId('chosen-file');
    fireEvent.click(screen.getByText('Submit Upload'));
    await screen.findByText('Konfirmasi Upload');
    expect(summaryRows()).toMatchObject({ Provider: 'Luxe', 'Upload Type': 'Upload BO', 'Mode Deposit': 'Deposit (QRIS)', Website: 'LSATU — Luxe Satu', Bank: '-', Akun: '-', 'Tanggal Mutasi': '-' });
  }, 60000);

  describe('a BO withdraw upload, which has no website select, names the website the server stores it under', () => {
    const NEXUS_WITHDRAW_HEADER = 'Ticket No,Approve Date,Brand,Username,Full Name,Player Bank,Amount,Nett Amount,Corporate Bank,Remarks,Status,Handler,Ref Code,Own Ref Code,Last Balance';
    const withdrawCsv = (brand: string) => new File([`\uFEFF${NEXUS_WITHDRAW_HEADER}\r\nWD1,03/02/2025 09:05:00,${brand},budi77,BUDI,BNI - 0987,"287,490.00","287,490.00",BCA - 1234,WD,Approved,op1,RC1,,\r\n`], 'bo wd.csv', { type: 'text/csv' });

    async function confirmWithdraw(account: typeof admin | typeof checker, provider: 'Nexus' | 'Luxe', file: File): Promise<void> {
      installUploadServer();
      const user = fastUser();
      renderPage(<UploadPage />, account);
      await chooseOption(user, 'Provider', provider);
      await chooseOption(user, 'Transaction Type', 'Withdraw');
      await chooseOption(user, 'Upload Type', 'Upload BO');
      expect(hasField('Website')).toBe(false);
      fireEvent.change(fileInput(), { target: { files: [file] } });
      await screen.findByTestId('chosen-file');
      fireEvent.click(screen.getByText('Submit Upload'));
      await screen.findByText('Konfirmasi Upload');
    }

    it("a CHECKER's own website", async () => {
      await confirmWithdraw(checker, 'Nexus', withdrawCsv('SSATU'));
      expect(summaryRows()).toMatchObject({ Provider: 'Nexus', 'Transaction Type': 'Withdraw', 'Upload Type': 'Upload BO', Website: 'SSATU — Situs Satu' });
    }, 60000);

    it("for an ADMIN, the website the file's Brand column names", async () => {
      await confirmWithdraw(admin, 'Nexus', withdrawCsv('sdua'));
      await waitFor(() => expect(summaryRows().Website).toBe('SDUA — Situs Dua (dari kolom Brand file)'));
    }, 60000);

    it('for an ADMIN, a Brand that is no website of the panel, or where the website comes from when the file does not say', async () => {
      await confirmWithdraw(admin, 'Nexus', withdrawCsv('ZZZ'));
      await waitFor(() => expect(summaryRows().Website).toBe('"ZZZ" dari kolom Brand file, bukan website Nexus'));
      fireEvent.click(within(dialog()).getByText('Batal'));
      await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull());
      fireEvent.change(fileInput(), { target: { files: [csvFile('no brand.csv')] } });
      await screen.findByText('no brand.csv');
      fireEvent.click(screen.getByText('Submit Upload'));
      await screen.findByText('Konfirmasi Upload');
      await waitFor(() => expect(summaryRows().Website).toBe('Dari kolom Brand file'));
    }, 60000);

    it("for an ADMIN's Luxe file, its Site column; the result names the website the server stored it under", async () => {
      await confirmWithdraw(admin, 'Luxe', csvFile('luxe wd.csv'));
      await waitFor(() => expect(summaryRows().Website).toBe('Dari kolom Site file'));
      fireEvent.click(screen.getByText('Ya, Lanjutkan'));
      await waitFor(() => expect(sent).toHaveLength(1));
      const request = sent[0] as FakeXhrRequest;
      expect(request.url).toBe('/api/uploadbowdluxe');
      expect(request.fields).not.toHaveProperty('groups');
      await act(async () => request.respond(200, { status: false, data: [{ message: '1 data berhasil ditambahkan.' }], inserted: 1, website: 'LSATU' }));
      expect(await resultNotice('✅ 1 data berhasil ditambahkan.')).toBeInTheDocument();
      expect(screen.getByText('Website LSATU')).toBeInTheDocument();
    }, 60000);
  });
});

describe('UploadPage upload', () => {
  it('sends the form with credentials, shows the progress, the result, and resets the form', async () => {
    await readyBcaUpload(checker);
    fireEvent.click(screen.getByText('Submit Upload'));
    await screen.findByText('Konfirmasi Upload');
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0);
    fireEvent.click(screen.getByText('Ya, Lanjutkan'));
    expect(sent).toHaveLength(1);
    const request = sent[0] as FakeXhrRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/mutasiupdepobca');
    expect(request.withCredentials).toBe(true);
    expect(request.fields).toEqual({
      groups: 'SSATU',
      dates: formatMonDate(jakartaToday()),
      corporate_bank_name: 'PT SUMBER JAYA',
      corporate_bank_no: '1234567890',
      transaction_type: 'deposit',
      depo_created_by: '7',
      depo_edited_by: '7',
    });
    expect(request.fileIn('myfile')?.name).toBe('mutasi bca.csv');

    expect(progressBar()).toHaveAttribute('aria-valuenow', '5');
    expect(progressBar()).toHaveTextContent('5%');
    act(() => jest.advanceTimersByTime(300));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '8');
    act(() => request.progress(600, 1000));
    expect(progressBar()).toHaveTextContent('60%');
    act(() => request.progress(1000, 1000));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '99');

    const counts = { auto_approved: 2, bo_pending: 1, mutasi_unclaimed: 1 };
    await act(async () => request.respond(200, { status: false, data: [{ message: '3 data berhasil ditambahkan.' }], upload_id: 4, rows: 3, inserted: 3, existing: 0, ...counts }));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    expect(progressBar()).toHaveTextContent('100%');
    const result = '✅ 3 data berhasil ditambahkan. Terbukti otomatis 2 · di tanggal terkait: pending 1 · mutasi belum terklaim 1';
    expect(within(screen.getByRole('status')).getByText(result)).toBeInTheDocument();
    expect(selectedValue('Provider')).toBeNull();
    expect(hasField('Transaction Type')).toBe(false);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(progressBar()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(progressBar()).toBeNull();
    act(() => jest.advanceTimersByTime(3500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The session's list keeps the whole result after the notice has gone.
    expect(within(screen.getByRole('region', { name: 'Riwayat upload' })).getByText(result)).toBeInTheDocument();
  }, 60000);

  it("shows what the file reader warned about with the result, and the session's list shows it again in the language chosen later", async () => {
    await readyBcaUpload();
    const request = await confirmUpload();
    const footer = said('recon.warn.footerDiffers', { line: 12, label: 'Kredit', stated: moneyValue('1150000.00'), posted: moneyValue('1000000.00') });
    const answer = { status: false, data: [{ message: '3 data berhasil ditambahkan.' }], warnings: [saidText('en', footer)], warning_messages: [saidFields(footer)] };
    await act(async () => request.respond(200, answer));
    const notice = await screen.findByRole('status');
    expect(notice.closest('.ant-alert')).toHaveClass('ant-alert-warning');
    expect(within(notice).getByText('✅ 3 data berhasil ditambahkan.')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Peringatan dari file (1): • Footer baris 12: Kredit 1.150.000,00 berbeda dari total baris-barisnya 1.000.000,00.');
    cleanup();

    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    try {
      renderPage(<UploadPage />, admin);
      const entry = within(screen.getByRole('region', { name: 'Upload history' })).getByRole('listitem');
      expect(entry).toHaveTextContent('Warning');
      expect(entry).toHaveTextContent("Warnings from the file (1): • Footer line 12: Kredit 1.150.000,00 differs from the rows' total 1.000.000,00.");
    } finally {
      window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  }, 60000);

  it('says when the data already exists', async () => {
    await readyBcaUpload();
    const request = await confirmUpload();
    await act(async () => request.respond(200, { status: true, data: [{ message: '04-Feb-2025' }] }));
    expect(await resultNotice('ℹ️ Data sudah ada untuk tanggal 04-Feb-2025.')).toBeInTheDocument();
    expect(selectedValue('Provider')).toBeNull();
  }, 60000);

  it("shows the server's refusal and keeps the form to fix the file; an unreachable server is an Unknown error", async () => {
    await readyBcaUpload();
    const refused = await confirmUpload();
    await act(async () => refused.respond(400, { message: 'Line 3, column Amount: "abc" is not an amount.' }));
    expect(await resultNotice('❌ Upload failed: Line 3, column Amount: "abc" is not an amount.')).toBeInTheDocument();
    expect(selectedValue('Provider')).toBe('Nexus');
    expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mutasi bca.csv');

    sent.length = 0;
    const unreachable = await confirmUpload();
    await act(async () => unreachable.fail());
    expect(await resultNotice('❌ Upload failed: Unknown error')).toBeInTheDocument();

    // Both refusals stay readable in the session's list, newest first, after the notice has gone.
    const listed = () => Array.from(within(screen.getByRole('region', { name: 'Riwayat upload' })).getAllByRole('listitem')).map((item) => item.textContent ?? '');
    expect(listed()).toHaveLength(2);
    expect(listed()[0]).toContain('mutasi bca.csv');
    expect(listed()[0]).toContain('❌ Upload failed: Unknown error');
    expect(listed()[1]).toContain('❌ Upload failed: Line 3, column Amount: "abc" is not an amount.');
    expect(listed()[1]).toContain('BCA · Deposit · SSATU');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus riwayat' }));
    expect(within(screen.getByRole('region', { name: 'Riwayat upload' })).getByText('Belum ada upload di sesi ini.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('checker.uploadHistory')).toBe('[]');
  }, 60000);

  it('uploads a Nexus BO deposit file to checkdata and shows the per-type text when the answer has no status', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, checker);
    await chooseOption(user, 'Provider', 'Nexus');
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Upload BO');
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    fireEvent.change(fileInput(), { target: { files: [csvFile('bo deposit.csv')] } });
    await screen.findByTestId('chosen-file');
    const request = await confirmUpload();
    expect(request.url).toBe('/api/checkdata');
    expect(request.fields).toEqual({ groups: 'SSATU', transaction_type: 'deposit', depo_created_by: '7', depo_edited_by: '7' });
    await act(async () => request.respond(200, {}));
    expect(await resultNotice('Nexus CSV uploaded successfully')).toBeInTheDocument();
  }, 60000);

  it('ends the session when the upload answers 401', async () => {
    const store = await readyBcaUpload();
    expect(store.getState().auth.signedIn).toBe(true);
    const request = await confirmUpload();
    await act(async () => request.respond(401, { message: 'Not signed in.' }));
    expect(await resultNotice('❌ Upload failed: Not signed in.')).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ signedIn: false, claims: null });
  }, 60000);
});

describe('UploadPage unknown combinations', () => {
  it.each([
    ['/upload?provider=nexus&type=deposit&upload=bank-settlement&category=bank&bank=permata', 'Bank tidak dikenali.'],
    ['/upload?provider=luxe&type=withdraw&upload=bank-settlement&category=manualbank&bank=jenius', 'Bank manual tidak dikenali.'],
    ['/upload?provider=nexus&type=withdraw&upload=bank-settlement&category=qris_luxe', 'Kombinasi BO tidak dikenali.'],
  ])('%s shows %s and no drop zone', async (path, message) => {
    installUploadServer();
    renderPage(<UploadPage />, admin, { path });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(document.querySelector('input[type=file]')).toBeNull();
    fireEvent.click(screen.getByText('Submit Upload'));
    expect(await screen.findByText('❌ Harap pilih file terlebih dahulu.')).toBeInTheDocument();
  });

  it('opens a complete combination from a link', async () => {
    installUploadServer();
    renderPage(<UploadPage />, checker, { path: '/upload?provider=nexus&type=deposit&upload=bank-settlement&category=bank&bank=bca' });
    expect(selectedValue('Bank')).toBe('BCA');
    await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890'));
    expect(fileInput()).toBeInTheDocument();
  });
});
