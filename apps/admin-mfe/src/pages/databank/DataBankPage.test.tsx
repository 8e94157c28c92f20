import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import DataBankPage from './DataBankPage';

describe('DataBankPage', () => {
  it('shows the Data Bank frame with the signed-in account from the shared session', () => {
    renderPage(<DataBankPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Data Bank' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Data Bank');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('Table Data Bank')).toBeInTheDocument();
  });

  it('shows no account when signed out', () => {
    renderPage(<DataBankPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
