import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test-utils';
import TrackingPage from './TrackingPage';

describe('TrackingPage', () => {
  it('shows the Tracking frame with the signed-in account from the shared session', () => {
    renderPage(<TrackingPage />, { account_name: 'rina', account_role: 'CHECKER' });
    expect(screen.getByRole('heading', { level: 3, name: 'Tracking' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>Tracking');
    expect(screen.getByTestId('page-account')).toHaveTextContent('rina · CHECKER');
    expect(screen.getByText('Table Tracking')).toBeInTheDocument();
  });

  it('shows no account when signed out', () => {
    renderPage(<TrackingPage />, null);
    expect(screen.queryByTestId('page-account')).not.toBeInTheDocument();
  });
});
