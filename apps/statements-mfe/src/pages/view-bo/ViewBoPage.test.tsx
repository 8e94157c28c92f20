import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import ViewBoPage from './ViewBoPage';

describe('ViewBoPage', () => {
  it('shows the View BO frame with the signed-in account from the shared session', () => {
    renderPage(<ViewBoPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'View BO' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>View BO');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<ViewBoPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
