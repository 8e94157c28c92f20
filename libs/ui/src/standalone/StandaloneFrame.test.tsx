import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, type SessionState } from '@checker/auth/react';
import { StandaloneFrame } from './StandaloneFrame';

const PAGES = [
  { path: '/dataplayer', label: 'Data Player' },
  { path: '/tracking', label: 'Tracking' },
];

async function renderFrame(session: SessionState) {
  await act(async () => {
    render(
      <SessionProvider value={session}>
        <MemoryRouter initialEntries={['/tracking']}>
          <Routes>
            <Route element={<StandaloneFrame remote="reports" pages={PAGES} />}>
              <Route path="/tracking" element={<p>tracking page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionProvider>,
    );
  });
}

describe('StandaloneFrame', () => {
  it("lists the remote's pages and renders the current one", async () => {
    await renderFrame({ signedIn: true, claims: { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 2 } });
    expect(screen.getByRole('link', { name: 'Data Player' })).toHaveAttribute('href', '/dataplayer');
    expect(screen.getByText('tracking page')).toBeInTheDocument();
    expect(screen.getByText('Checker · reports')).toBeInTheDocument();
    expect(screen.queryByText(/Belum masuk/)).not.toBeInTheDocument();
  });

  it('tells a signed-out developer to sign in on the shell first', async () => {
    await renderFrame({ signedIn: false, claims: null });
    expect(screen.getByText(/Belum masuk: masuk dulu di shell/)).toBeInTheDocument();
  });
});
