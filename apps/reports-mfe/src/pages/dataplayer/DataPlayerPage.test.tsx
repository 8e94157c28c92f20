import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import DataPlayerPage from './DataPlayerPage';

describe('DataPlayerPage', () => {
  it('shows the Data Player frame with the signed-in account from the shared session', () => {
    renderPage(<DataPlayerPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Data Player' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Data Player');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<DataPlayerPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
