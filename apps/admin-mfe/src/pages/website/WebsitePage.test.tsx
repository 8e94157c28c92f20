import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import WebsitePage from './WebsitePage';

describe('WebsitePage', () => {
  it('shows the Website frame with the signed-in account from the shared session', () => {
    renderPage(<WebsitePage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Website' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Website');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<WebsitePage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
