import { fireEvent, screen, within } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY } from '@checker/ui';
import { renderPage, selectBox } from '../../test-utils';
import { installFakeXhr } from '../../test/fake-xhr';
import { installUploadServer } from '../../test/upload-server';
import UploadPage from './UploadPage';

const checker = { account_name: 'rina', account_role: 'CHECKER' } as const;

beforeEach(() => {
  installFakeXhr();
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
});
afterEach(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));

describe('UploadPage in English', () => {
  it('shows its texts in English and keeps the spec English and product words', async () => {
    installUploadServer();
    renderPage(<UploadPage />, checker);
    expect(screen.getByRole('heading', { level: 3, name: 'Upload' })).toBeInTheDocument();
    expect(selectBox('Provider').closest('.ant-select')).toHaveTextContent('Select Provider');

    const note = screen.getByText(/Mandiri, BNI Mobile and QRIS files must first be converted in/);
    expect(note).toHaveTextContent('Note: Mandiri, BNI Mobile and QRIS files must first be converted in Convert Mutasi.');
    expect(within(note).getByText('Convert Mutasi')).toHaveAttribute('href', '/convert-mutasi');

    const history = screen.getByRole('region', { name: 'Upload history' });
    expect(within(history).getByText('No uploads in this session yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Submit Upload'));
    expect(await screen.findByText('❌ Please choose a file first.')).toBeInTheDocument();
  });
});
