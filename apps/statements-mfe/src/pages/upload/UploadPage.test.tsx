import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import UploadPage from './UploadPage';

describe('UploadPage', () => {
  it('shows the Upload frame with the signed-in account from the shared session', () => {
    renderPage(<UploadPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Upload' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Upload');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<UploadPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
