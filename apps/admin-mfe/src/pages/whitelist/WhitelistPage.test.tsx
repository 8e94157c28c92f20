import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import WhitelistPage from './WhitelistPage';

describe('WhitelistPage', () => {
  it('shows the Whitelist frame with the signed-in account from the shared session', () => {
    renderPage(<WhitelistPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Whitelist' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Whitelist');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<WhitelistPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
