import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '@checker/auth/react';
import { PageCard } from './PageCard';

describe('PageCard', () => {
  it('shows breadcrumb Home > title, the title, the card heading and its content', () => {
    render(
      <MemoryRouter>
        <PageCard title="User" cardTitle="List User">
          <p>table</p>
        </PageCard>
      </MemoryRouter>,
    );
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb).toHaveTextContent('Home>User');
    expect(screen.getByRole('heading', { level: 3, name: 'User' })).toBeInTheDocument();
    expect(screen.getByText('List User')).toBeInTheDocument();
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('shows the signed-in account from the session', () => {
    render(
      <SessionProvider value={{ signedIn: true, claims: { account_name: 'budi', account_id: 1, account_role: 'ADMIN', account_website: null } }}>
        <MemoryRouter>
          <PageCard title="Data Bank" cardTitle="Table Data Bank" />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(screen.getByTestId('page-account')).toHaveTextContent('budi · ADMIN');
  });
});
