import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import ViewMutasiPage from './ViewMutasiPage';

describe('ViewMutasiPage', () => {
  it('shows the View Mutasi frame with the signed-in account from the shared session', () => {
    renderPage(<ViewMutasiPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'View Mutasi' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>View Mutasi');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<ViewMutasiPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
