import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, installFakeServer, jsonResponse, tokenFor } from '@checker/test-kit/fake-api';
import { renderShell } from '../../test/render-shell';

const admin = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const whitelist = { 'GET /api/whitelist': { status: 200, body: { message: 'Success' } } };

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  clearCookies();
});

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('Sign In', () => {
  it('shows the tagline and both required fields', async () => {
    installFakeServer(whitelist);
    renderShell('/signin');
    expect(await screen.findByText('Auto Checker to help you')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
  });

  it('does not call the server while a required field is empty', async () => {
    const { calls } = installFakeServer(whitelist);
    renderShell('/signin');
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password wajib diisi')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/login')).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    installFakeServer(whitelist);
    renderShell('/signin');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('img', { name: /eye-invisible/ }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("reads 'Signing in...' and is disabled while busy, then alerts success and goes to '/'", async () => {
    let answerLogin: () => void = () => undefined;
    const { calls } = installFakeServer({
      ...whitelist,
      'POST /api/login': () =>
        new Promise<Response>((resolve) => {
          answerLogin = () => {
            document.cookie = `token=${tokenFor(admin)}; path=/`;
            resolve(jsonResponse(200, { message: 'Login successful', ...admin }));
          };
        }),
    });
    const { router, store } = renderShell('/signin');
    await fillAndSubmit('admin', 'rahasia');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ account_name: 'admin', account_password: 'rahasia' });
    expect(alertSpy).not.toHaveBeenCalled();
    answerLogin();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Login successful!'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth).toEqual({ signedIn: true, claims: admin });
  });

  it("alerts 'Login failed: ' with the server message", async () => {
    installFakeServer({ ...whitelist, 'POST /api/login': { status: 401, body: { message: 'Wrong username or password.' } } });
    const { router } = renderShell('/signin');
    await fillAndSubmit('admin', 'salah');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Login failed: Wrong username or password.'));
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("alerts 'Login failed: ' with the error text when the server cannot be reached", async () => {
    installFakeServer({ ...whitelist, 'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderShell('/signin');
    await fillAndSubmit('admin', 'rahasia');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Login failed: TypeError: Failed to fetch'));
  });

  it("alerts 'Login failed.' when the answer carries no message", async () => {
    installFakeServer({ ...whitelist, 'POST /api/login': { status: 500 } });
    renderShell('/signin');
    await fillAndSubmit('admin', 'rahasia');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Login failed.'));
  });
});
