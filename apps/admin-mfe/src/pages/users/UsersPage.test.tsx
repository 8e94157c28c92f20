import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import UsersPage from './UsersPage';

describe('UsersPage', () => {
  it('shows the User frame with the signed-in account from the shared session', () => {
    renderPage(<UsersPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'User' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>User');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('List User')).toBeInTheDocument();
  });

  it('shows no account when signed out', () => {
    renderPage(<UsersPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
