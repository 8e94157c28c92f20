import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import DeletePage from './DeletePage';

describe('DeletePage', () => {
  it('shows the Delete frame with the signed-in account from the shared session', () => {
    renderPage(<DeletePage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Delete' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Delete');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('Delete BO / Mutasi (≤ 24 jam)')).toBeInTheDocument();
  });

  it('shows no account when signed out', () => {
    renderPage(<DeletePage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
