import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, StoreProvider } from '@checker/api';
import { greetingAt } from '@checker/domain';
import { AppProviders } from '@checker/ui';
import { clearCookies, installFakeServer, tokenFor } from '../../../../tools/jest/fake-api';
import { HeaderBar } from './HeaderBar';

const admin = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const cs = { account_name: 'sari', account_id: 5, account_role: 'CS', account_website: 2 };

function renderHeader(claims: object) {
  document.cookie = `token=${tokenFor(claims)}; path=/`;
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeaderBar /> },
      { path: '/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <StoreProvider store={store}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StoreProvider>,
  );
  return { store, router };
}

afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

/** Jakarta wall-clock time on 6 January 2025 (UTC+7). */
const jakarta = (hhmm: string) => new Date(`2025-01-06T${hhmm}:00+07:00`);

const BOUNDARIES: Array<[string, string]> = [
  ['04:59', 'Selamat Malam'],
  ['05:00', 'Selamat Pagi'],
  ['10:59', 'Selamat Pagi'],
  ['11:00', 'Selamat Siang'],
  ['13:59', 'Selamat Siang'],
  ['14:00', 'Selamat Sore'],
  ['18:30', 'Selamat Sore'],
  ['18:31', 'Selamat Malam'],
];

describe('greeting by Jakarta time', () => {
  it.each(BOUNDARIES)('greetingAt %s is %s', (hhmm, greeting) => {
    expect(greetingAt(jakarta(hhmm))).toBe(greeting);
  });

  it.each(BOUNDARIES)('the header at %s greets %s', (hhmm, greeting) => {
    jest.useFakeTimers({ now: jakarta(hhmm) });
    renderHeader(admin);
    expect(screen.getByTestId('greeting')).toHaveTextContent(greeting);
  });

  it('moves to the next greeting as the clock passes 18:30', () => {
    jest.useFakeTimers({ now: new Date('2025-01-06T18:30:59+07:00') });
    renderHeader(admin);
    expect(screen.getByTestId('greeting')).toHaveTextContent('Selamat Sore');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('greeting')).toHaveTextContent('Selamat Malam');
  });
});

describe('HeaderBar', () => {
  it('shows the account name and a Jakarta clock that ticks every second', () => {
    jest.useFakeTimers({ now: new Date('2025-01-06T07:15:09Z') });
    renderHeader(admin);
    expect(screen.getByTestId('account-name')).toHaveTextContent('admin');
    expect(screen.getByTestId('jakarta-clock')).toHaveTextContent('Senin, 6 Januari 2025 pukul 14.15.09');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('jakarta-clock')).toHaveTextContent('Senin, 6 Januari 2025 pukul 14.15.10');
  });

  it('links Edit profile to /user for roles that may open it, and hides it for CS', () => {
    renderHeader(admin);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user');
  });

  it('has no Edit profile link for CS, who cannot open /user', () => {
    renderHeader(cs);
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('signs out: POST /api/logout, token cookie removed, store signed out, then /signin', async () => {
    const { calls } = installFakeServer({ 'POST /api/logout': { status: 200, body: { message: 'Signed out.' } } });
    const { store, router } = renderHeader(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/logout']);
    expect(document.cookie).not.toContain('token=');
    expect(store.getState().auth).toEqual({ signedIn: false, claims: null });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
