import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import TemplatesPage from './TemplatesPage';

describe('TemplatesPage', () => {
  it('shows the Download Template frame with the signed-in account from the shared session', () => {
    renderPage(<TemplatesPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Download Template' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Download Template');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
  });

  it('shows no account when signed out', () => {
    renderPage(<TemplatesPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
