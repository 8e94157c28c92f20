import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import ConvertMutasiPage from './ConvertMutasiPage';

describe('ConvertMutasiPage', () => {
  it('shows the Convert Mutasi frame with the signed-in account from the shared session', () => {
    renderPage(<ConvertMutasiPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Convert Mutasi' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Convert Mutasi');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<ConvertMutasiPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
