import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCookies, installFakeServer, tokenFor } from '@checker/test-kit/fake-api';
import { api } from '@checker/api';
import { renderShell } from '../test/render-shell';

const admin = { account_name: 'admin', account_id: 1, account_role: 'ADMIN', account_website: null };
const cs = { account_name: 'sari', account_id: 5, account_role: 'CS', account_website: 2 };
const allowed = { 'GET /api/whitelist': { status: 200, body: { message: 'Success' } } };

function signInAs(claims: object) {
  document.cookie = `token=${tokenFor(claims)}; path=/`;
}

afterEach(clearCookies);

describe('IP gate', () => {
  it("shows 'Checking IP whitelist...' while the server answers", async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const { router } = renderShell('/signin');
    expect(await screen.findByText('Checking IP whitelist...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ message: 'Success' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('redirects to /notfound when the server refuses the address', async () => {
    installFakeServer({ 'GET /api/whitelist': { status: 403, body: { message: 'Forbidden' } } });
    const { router } = renderShell('/signin');
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notfound');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("redirects to /notfound on any answer other than 'Success'", async () => {
    installFakeServer({ 'GET /api/whitelist': { status: 200, body: { message: 'Maybe' } } });
    const { router } = renderShell('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
  });

  it('redirects to /notfound when the check cannot be made', async () => {
    installFakeServer({ 'GET /api/whitelist': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderShell('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notfound'));
  });
});

describe('routes', () => {
  it('sends an unauthenticated user to /signin, replacing the entry', async () => {
    installFakeServer(allowed);
    const { router } = renderShell('/user');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the not-found page for unknown paths and both spellings, without the gate', async () => {
    const { fetchMock } = installFakeServer(allowed);
    for (const path of ['/no/such/page', '/not-found', '/notfound']) {
      const view = renderShell(path);
      expect(await screen.findByText("We can't seem to find the page you are looking for!")).toBeInTheDocument();
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a remote page from PAGES for an allowed role', async () => {
    installFakeServer(allowed);
    signInAs(admin);
    renderShell('/databank');
    expect(await screen.findByText('remote admin/DataBankPage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download Template/ })).toHaveAttribute('href', '/download-template');
  });

  it('sends CS away from CHECKER/ADMIN pages to /not-found, replacing the entry', async () => {
    installFakeServer(allowed);
    signInAs(cs);
    const { router } = renderShell('/user');
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets CS open Data Player', async () => {
    installFakeServer(allowed);
    signInAs(cs);
    renderShell('/dataplayer');
    expect(await screen.findByText('remote reports/DataPlayerPage')).toBeInTheDocument();
  });

  it('denies every guarded page when the token cannot be decoded', async () => {
    installFakeServer(allowed);
    document.cookie = 'token=garbage; path=/';
    const { router } = renderShell('/dataplayer');
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('shows the dashboard with cards for the pages the role may open', async () => {
    const website = { website_id: 2, website_code: 'SDUA', website_name: 'Situs Dua', days: [], last_uploads: [], series: [] };
    installFakeServer({ ...allowed, 'GET /api/dashboard': { status: 200, body: { today: '05-Mar-2025', yesterday: '04-Mar-2025', websites: [website] } } });
    signInAs(cs);
    renderShell('/');
    expect(await screen.findByText('SDUA — Situs Dua', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Data Player');
    expect(main).not.toHaveTextContent('Upload');
  });

  it('sends someone signed in from /signin to the dashboard, replacing the entry', async () => {
    installFakeServer({ ...allowed, 'GET /api/dashboard': { status: 200, body: { today: '05-Mar-2025', yesterday: '04-Mar-2025', websites: [] } } });
    signInAs(cs);
    const { router } = renderShell('/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('signing out from the layout lands on the sign-in form, with the IP gate checked again', async () => {
    const { calls } = installFakeServer({ ...allowed, 'POST /api/logout': { status: 200, body: { message: 'Signed out.' } } });
    signInAs(admin);
    const { router } = renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(calls.filter((c) => c.path === '/api/whitelist').length).toBeGreaterThanOrEqual(2);
  });

  it('an API call answering 401 ends the session and shows the sign-in form', async () => {
    installFakeServer(allowed);
    signInAs(admin);
    const { router, store } = renderShell('/');
    await screen.findByRole('button', { name: 'Sign out' });
    installFakeServer({ ...allowed, 'GET /api/probe': { status: 401, body: { message: 'Not signed in.' } } });
    const probe = api.injectEndpoints({ endpoints: (build) => ({ probeSession: build.query<unknown, void>({ query: () => '/probe' }) }), overrideExisting: false });
    await act(async () => {
      await store.dispatch(probe.endpoints.probeSession.initiate());
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});
