import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMonDate, jakartaToday } from '@checker/domain';
import { chooseOption, fileInput, hasField, optionsOf, renderPage, selectBox, selectedValue } from '../../test-utils';
import { chooseNexusBca, csvFile, fastUser, installUploadServer } from '../../test/upload-server';
import { installFakeXhr } from '../../test/fake-xhr';
import UploadPage from './UploadPage';

const admin = { account_name: 'admin', account_role: 'ADMIN' } as const;
const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;

beforeEach(() => installFakeXhr());

function clearSelect(label: string): void {
  const clear = selectBox(label).closest('.ant-select')?.querySelector('.ant-select-clear');
  if (!clear) throw new Error(`${label} has no clear button.`);
  fireEvent.mouseDown(clear);
  fireEvent.click(clear);
}

async function submitExpecting(message: string): Promise<void> {
  fireEvent.click(screen.getByText('Submit Upload'));
  expect(await screen.findByText(message)).toBeInTheDocument();
}

describe('UploadPage frame', () => {
  it('shows the Upload frame with the signed-in account from the shared session', () => {
    installUploadServer();
    renderPage(<UploadPage />, checker);
    expect(screen.getByRole('heading', { level: 3, name: 'Upload' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Upload');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when the token cannot be read', () => {
    installUploadServer();
    renderPage(<UploadPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });

  it('notes in red that Mandiri, BNI Mobile and QRIS files are converted first, with a link to Convert Mutasi', () => {
    installUploadServer();
    renderPage(<UploadPage />, checker);
    const note = screen.getByText(/file Mandiri, BNI Mobile dan QRIS harus dikonversi terlebih dahulu/);
    expect(note.closest('.ant-typography-danger')).not.toBeNull();
    expect(within(note).getByText('Convert Mutasi')).toHaveAttribute('href', '/convert-mutasi');
  });
});

describe('UploadPage selects', () => {
  it('opens the selects in spec order with the categories of each provider and transaction type', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    expect(hasField('Transaction Type')).toBe(false);
    expect(optionsOf('Provider')).toEqual(['Nexus', 'Luxe']);
    await chooseOption(user, 'Provider', 'Nexus');
    expect(optionsOf('Transaction Type')).toEqual(['Withdraw', 'Deposit']);
    await chooseOption(user, 'Transaction Type', 'Deposit');
    expect(optionsOf('Upload Type')).toEqual(['Upload BO', 'Bank Settlement']);
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    expect(optionsOf('Upload Category')).toEqual(['Bank', 'E-Wallet', 'QRIS', 'QRIS Solita', 'QRIS Export', 'Nexus Pay', 'Bank Manual']);
    await chooseOption(user, 'Upload Category', 'Bank');
    expect(optionsOf('Bank')).toEqual(['BCA', 'Mandiri', 'BNI Mobile', 'BNI Internet Banking', 'CIMB']);
    await chooseOption(user, 'Upload Category', 'Bank Manual');
    expect(hasField('Bank')).toBe(false);
    expect(optionsOf('Bank Manual')).toEqual(['BRI', 'Mandiri (excel)', 'OVO', 'DANA', 'Link Aja', 'Gopay', 'QRIS']);

    await chooseOption(user, 'Transaction Type', 'Withdraw');
    expect(selectedValue('Upload Type')).toBeNull();
    expect(hasField('Upload Category')).toBe(false);
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    expect(optionsOf('Upload Category')).toEqual(['Bank', 'Nexus Pay', 'Bank Manual']);

    await chooseOption(user, 'Provider', 'Luxe');
    expect(selectedValue('Transaction Type')).toBeNull();
    expect(hasField('Upload Type')).toBe(false);
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    expect(optionsOf('Upload Category')).toEqual(['Bank', 'E-Wallet', 'QRIS Luxe', 'Bank Manual']);
    await chooseOption(user, 'Upload Type', 'Upload BO');
    expect(hasField('Upload Category')).toBe(false);
    expect(optionsOf('Mode Deposit')).toEqual(['Deposit', 'Deposit (QRIS)']);
    await chooseOption(user, 'Transaction Type', 'Withdraw');
    expect(hasField('Mode Deposit')).toBe(false);
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    expect(optionsOf('Upload Category')).toEqual(['Bank', 'Bank Manual']);
  }, 90000);

  it('resets every later choice when an earlier one changes', async () => {
    const { calls } = installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    await chooseNexusBca(user);
    await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890'));
    fireEvent.change(fileInput(), { target: { files: [csvFile()] } });
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('mutasi.csv');

    await chooseOption(user, 'Website', 'SDUA — Situs Dua');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/akunbanklist/SDUA/BCA/depo'));
    expect(selectedValue('Akun')).toBeNull();

    await chooseOption(user, 'Upload Category', 'E-Wallet');
    expect(hasField('Bank')).toBe(false);
    expect(selectedValue('Website')).toBe('-- Select Website --');
    expect(hasField('Akun')).toBe(false);
    expect(hasField('Tanggal Mutasi')).toBe(false);
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    await chooseOption(user, 'Website', 'SSATU — Situs Satu');
    expect(selectedValue('Auto Tx Type')).toBe('auto');
    expect(optionsOf('Auto Tx Type')).toEqual(['auto']);
    // The file picked earlier is still the one to upload once the drop zone is back.
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mutasi.csv');
  }, 60000);
});

describe('UploadPage website select', () => {
  it('lists an ADMIN every website of the provider panel, choosing none', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    await chooseNexusBca(user, null);
    expect(optionsOf('Website')).toEqual(['-- Select Website --', 'SDUA — Situs Dua', 'SSATU — Situs Satu']);
    expect(selectedValue('Website')).toBe('-- Select Website --');
    expect(document.querySelector('input[type=file]')).toBeNull();

    await chooseOption(user, 'Provider', 'Luxe');
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    await chooseOption(user, 'Upload Category', 'QRIS Luxe');
    expect(optionsOf('Website')).toEqual(['-- Select Website --', 'LSATU — Luxe Satu']);
    expect(selectedValue('Website')).toBe('-- Select Website --');
  }, 60000);

  it('shows a CHECKER only their own website, already chosen, and none on the other panel', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, checker);
    await chooseNexusBca(user, null);
    await waitFor(() => expect(selectedValue('Website')).toBe('SSATU — Situs Satu'));
    expect(optionsOf('Website')).toEqual(['-- Select Website --', 'SSATU — Situs Satu']);
    expect(fileInput()).toBeInTheDocument();

    await chooseOption(user, 'Provider', 'Luxe');
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    await chooseOption(user, 'Upload Category', 'QRIS Luxe');
    expect(selectedValue('Website')).toBe('Tidak ada website LUXE');
    expect(optionsOf('Website')).toEqual(['Tidak ada website LUXE']);
    expect(document.querySelector('input[type=file]')).toBeNull();
  }, 60000);
});

describe('UploadPage account select', () => {
  it('loads the accounts of the website and bank type, preselects the only one, and fixes manual QRIS', async () => {
    const { calls } = installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, checker);
    await chooseNexusBca(user, null);
    await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890'));
    expect(calls.filter((c) => c.path.startsWith('/api/akunbanklist')).map((c) => c.path)).toEqual(['/api/akunbanklist/SSATU/BCA/depo']);
    expect(screen.getByLabelText('Tanggal Mutasi')).toHaveValue(formatMonDate(jakartaToday()));

    await chooseOption(user, 'Bank', 'BNI Internet Banking');
    await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 0123456789'));
    expect(calls.map((c) => c.path)).toContain('/api/akunbanklist/SSATU/BNI/depo');
    expect(screen.getByLabelText('Tanggal Mutasi')).toHaveValue(formatMonDate(jakartaToday()));

    await chooseOption(user, 'Transaction Type', 'Withdraw');
    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    await chooseOption(user, 'Upload Category', 'Bank Manual');
    await chooseOption(user, 'Bank Manual', 'Mandiri (excel)');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/akunbanklist/SSATU/MANDIRI/wd'));
    expect(optionsOf('Akun')).toEqual(['PT SUMBER JAYA - 1400012345678', 'CV MAJU BERSAMA - 1400087654321']);
    expect(selectedValue('Akun')).toBeNull();
    expect(hasField('Tanggal Mutasi')).toBe(false);
    await chooseOption(user, 'Akun', 'CV MAJU BERSAMA - 1400087654321');
    expect(selectedValue('Akun')).toBe('CV MAJU BERSAMA - 1400087654321');

    const lookups = calls.filter((c) => c.path.startsWith('/api/akunbanklist')).length;
    await chooseOption(user, 'Bank Manual', 'QRIS');
    expect(selectedValue('Akun')).toBe('QRIS - QRIS');
    expect(selectBox('Akun')).toBeDisabled();
    expect(calls.filter((c) => c.path.startsWith('/api/akunbanklist'))).toHaveLength(lookups);
  }, 90000);
});

describe('UploadPage drop zone', () => {
  it('refuses a file that is not .csv, and shows a .csv with its size in KB and Remove', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, checker);
    await chooseNexusBca(user, null);
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'mutasi.xlsx', { type: 'application/vnd.ms-excel' })] } });
    expect(await screen.findByText('❌ File harus .csv')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    fireEvent.change(fileInput(), { target: { files: [csvFile('mutasi feb.csv', 2560)] } });
    const chosen = await screen.findByTestId('chosen-file');
    expect(chosen).toHaveTextContent('mutasi feb.csv');
    expect(chosen).toHaveTextContent('2,5 KB');
    fireEvent.click(within(chosen).getByText('Remove'));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    const zone = document.querySelector('.ant-upload-drag .ant-upload-btn') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [csvFile('dropped.csv', 1024)], items: [] } });
    expect(await screen.findByTestId('chosen-file')).toHaveTextContent('dropped.csv1 KB');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' })], items: [] } });
    expect(await screen.findByText('❌ File harus .csv')).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  }, 60000);
});

describe('UploadPage checks before upload', () => {
  it('reports what is missing in the order of spec 02 §5 for a BCA statement', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    await submitExpecting('❌ Harap pilih file terlebih dahulu.');

    await chooseNexusBca(user);
    fireEvent.change(fileInput(), { target: { files: [csvFile()] } });
    await screen.findByTestId('chosen-file');
    clearSelect('Provider');
    await submitExpecting('❌ Harap pilih Provider terlebih dahulu.');

    await chooseNexusBca(user, null);
    await submitExpecting('❌ Harap pilih website terlebih dahulu.');

    await chooseOption(user, 'Website', 'SDUA — Situs Dua');
    await submitExpecting('❌ Harap pilih Akun terlebih dahulu.');

    await chooseOption(user, 'Website', 'SSATU — Situs Satu');
    await waitFor(() => expect(selectedValue('Akun')).toBe('PT SUMBER JAYA - 1234567890'));
    fireEvent.mouseDown(screen.getByLabelText('Tanggal Mutasi'));
    const clearDate = document.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clearDate);
    fireEvent.mouseUp(clearDate);
    fireEvent.click(clearDate);
    await waitFor(() => expect(screen.getByLabelText('Tanggal Mutasi')).toHaveValue(''));
    await submitExpecting('Tanggal wajib diisi untuk mutasi BCA.');
  }, 90000);

  it('asks for the Luxe deposit mode and the websites of QRIS Luxe', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, admin);
    await chooseOption(user, 'Provider', 'Luxe');
    await chooseOption(user, 'Transaction Type', 'Deposit');
    await chooseOption(user, 'Upload Type', 'Upload BO');
    await chooseOption(user, 'Mode Deposit', 'Deposit (QRIS)');
    await chooseOption(user, 'Website', 'LSATU — Luxe Satu');
    fireEvent.change(fileInput(), { target: { files: [csvFile('bo-qris.csv')] } });
    await screen.findByTestId('chosen-file');
    await chooseOption(user, 'Website', '-- Select Website --');
    await submitExpecting('Website wajib dipilih untuk QRIS Luxe');
    clearSelect('Mode Deposit');
    await submitExpecting('Pilih mode deposit (Deposit / Deposit (QRIS))');

    await chooseOption(user, 'Upload Type', 'Bank Settlement');
    await chooseOption(user, 'Upload Category', 'QRIS Luxe');
    await submitExpecting('Website wajib dipilih untuk QRIS Luxe.');
  }, 60000);

  it('needs the account id of the token', async () => {
    installUploadServer();
    const user = fastUser();
    renderPage(<UploadPage />, null);
    await chooseOption(user, 'Provider', 'Nexus');
    await chooseOption(user, 'Transaction Type', 'Withdraw');
    await chooseOption(user, 'Upload Type', 'Upload BO');
    expect(hasField('Website')).toBe(false);
    fireEvent.change(fileInput(), { target: { files: [csvFile('bo-wd.csv')] } });
    await screen.findByTestId('chosen-file');
    await submitExpecting('Gagal membaca account_id dari token.');
  }, 30000);
});
