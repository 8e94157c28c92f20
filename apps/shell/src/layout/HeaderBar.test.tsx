import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppStore, StoreProvider } from '@checker/api';
import { greetingAt } from '@checker/domain';
import { AppProviders } from '@checker/ui';
import { clearCookies, installFakeServer, tokenFor } from '@checker/test-kit/fake-api';
import { HeaderBar } from './HeaderBar';

const PASSWORD_CHANGED = 'Password Anda telah diperbarui.';

const admin = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const cs = { account_name: 'sari', account_id: 5, account_role: 'CS', account_website: 2 };
const checker = { account_name: 'rina', account_id: 7, account_role: 'CHECKER', account_website: 2 };

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
  window.localStorage.clear();
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

  it('puts the language switch right before the theme switch; English changes the texts and is kept', async () => {
    const user = userEvent.setup();
    renderHeader(admin);
    const languages = screen.getByRole('group', { name: 'Bahasa' });
    const theme = screen.getByRole('button', { name: 'Ganti ke mode gelap' });
    expect(languages.nextElementSibling).toContainElement(theme);
    expect(screen.getByRole('button', { name: 'Ganti password' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cari halaman' })).toBeInTheDocument();
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ganti password' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(screen.getByTestId('jakarta-clock').textContent).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/);
    // The spec's own words read the same in both languages.
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change Password');
    expect(within(dialog).getByLabelText('New password')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('HeaderBar own password', () => {
  async function openDialog(claims: object) {
    renderHeader(claims);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ganti password' }));
    const dialog = await screen.findByRole('dialog');
    // Pasting: typing two long passwords key by key costs seconds on a busy machine.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    return {
      user,
      dialog,
      fill,
      password: within(dialog).getByLabelText('Password baru'),
      confirmation: within(dialog).getByLabelText('Ulangi password baru'),
      save: () => within(dialog).getByRole('button', { name: /^(Simpan|Menyimpan\.\.\.)$/ }),
    };
  }

  it.each([
    ['ADMIN', admin],
    ['CHECKER', checker],
    ['CS', cs],
  ])('is offered to %s', (_, claims) => {
    renderHeader(claims);
    expect(screen.getByRole('button', { name: 'Ganti password' })).toBeEnabled();
  });

  it("lets a CS change its own password: PUT on its own id, 'Menyimpan...' while busy, then a notice", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = installFakeServer({
      'PUT /api/updatepassadminacc/5': async () => {
        await held;
        return new Response(JSON.stringify({ success: true, message: 'Password of sari updated.', account_id: 5 }), { status: 200 });
      },
    });
    const { user, dialog, fill, password, confirmation, save } = await openDialog(cs);
    expect(dialog).toHaveTextContent('Ganti Password');
    expect(dialog).toHaveTextContent('Akun: sari');
    expect(save()).toBeDisabled();
    await fill(password, 'kopi susu pagi');
    expect(save()).toBeDisabled();
    await fill(confirmation, 'kopi susu pagi');
    await user.click(save());
    expect(await within(dialog).findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    release();
    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ method: 'PUT', path: '/api/updatepassadminacc/5', body: { account_password: 'kopi susu pagi' } }]);
  });

  it.each([
    ['pendek-1', 'Password minimal 12 karakter.'],
    ['            ', 'Password tidak boleh hanya spasi.'],
    ['Sari-Customer-Svc', 'Password tidak boleh sama dengan nama akun.'],
    ['Password1234', 'Password terlalu umum, pilih yang lain.'],
  ])('refuses %j with the rule of the server, sending nothing', async (typed, problem) => {
    const { calls } = installFakeServer({});
    const { user, dialog, fill, password, confirmation, save } = await openDialog({ ...cs, account_name: 'sari-customer-svc' });
    await fill(password, typed);
    await fill(confirmation, typed);
    await user.click(save());
    expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the rule once the field is left and follows the typing; asks for the same password twice', async () => {
    const { calls } = installFakeServer({});
    const { user, dialog, fill, password, confirmation, save } = await openDialog(checker);
    await user.type(password, 'kopi');
    expect(within(dialog).queryByText('Password minimal 12 karakter.')).not.toBeInTheDocument();
    await user.click(confirmation);
    expect(within(dialog).getByText('Password minimal 12 karakter.')).toBeInTheDocument();
    // The rest pasted, not typed key by key: each key re-renders the dialog, seconds on a busy machine.
    await user.click(password);
    await user.paste(' susu pagi');
    expect(password).toHaveValue('kopi susu pagi');
    await waitFor(() => expect(within(dialog).queryByText('Password minimal 12 karakter.')).not.toBeInTheDocument());
    await fill(confirmation, 'kopi susu siang');
    await user.click(save());
    expect(await within(dialog).findByText('Ulangi password baru dengan tepat.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("keeps the dialog open with '❌ Gagal memperbarui password.' and the server's reason when refused", async () => {
    installFakeServer({ 'PUT /api/updatepassadminacc/7': { status: 403, body: { message: 'Forbidden: you can only change your own password.' } } });
    const { user, dialog, fill, password, confirmation, save } = await openDialog(checker);
    await fill(password, 'kopi susu pagi');
    await fill(confirmation, 'kopi susu pagi');
    await user.click(save());
    expect(await within(dialog).findByText('❌ Gagal memperbarui password.')).toBeInTheDocument();
    expect(within(dialog).getByText('Forbidden: you can only change your own password.')).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_CHANGED)).not.toBeInTheDocument();
  });

  it('starts empty again after Batal', async () => {
    installFakeServer({});
    const { user, dialog, password } = await openDialog(cs);
    await user.type(password, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ganti password' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Password baru')).toHaveValue('');
  });
});
