import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TokenClaims } from '@checker/auth';
import { SessionProvider } from '@checker/auth/react';
import { AppProviders } from '@checker/ui';

/** Renders a page inside the providers the shell gives it, with the given account signed in. */
export function renderPage(page: ReactElement, account: Pick<TokenClaims, 'account_name' | 'account_role'> | null) {
  const claims: TokenClaims | null = account ? { ...account, account_id: 7, account_website: account.account_role === 'ADMIN' ? null : 1 } : null;
  return render(
    <SessionProvider value={{ signedIn: claims !== null, claims }}>
      <AppProviders>
        <MemoryRouter>{page}</MemoryRouter>
      </AppProviders>
    </SessionProvider>,
  );
}
