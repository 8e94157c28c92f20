import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { decodeClaims, type TokenClaims } from '../claims';
import { STAFF_ROLES, ALL_ROLES } from '../roles';
import { RedirectSignedIn, RequireRole, RequireSession } from './guards';
import { SessionProvider, useClaims, type SessionState } from './session';

function Landed({ name }: { name: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <p>
      {name} at {location.pathname} by {navigationType}
    </p>
  );
}

function renderAt(path: string, session: SessionState, guarded: ReactElement) {
  return render(
    <SessionProvider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signin" element={<Landed name="signin" />} />
          <Route path="/not-found" element={<Landed name="not-found" />} />
          <Route path="/" element={<Landed name="home" />} />
          <Route path={path} element={guarded} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

function tokenFor(payload: object): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

const checker: TokenClaims = { account_name: 'rina', account_id: 4, account_role: 'CHECKER', account_website: 2 };
const cs: TokenClaims = { account_name: 'sari', account_id: 5, account_role: 'CS', account_website: 2 };

afterEach(() => {
  document.cookie = 'token=; Max-Age=0; path=/';
});

describe('RequireSession', () => {
  it('sends a user without the token cookie to /signin, replacing the entry', () => {
    renderAt('/user', { signedIn: true, claims: checker }, <RequireSession><p>page</p></RequireSession>);
    expect(screen.getByText('signin at /signin by REPLACE')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it('sends a signed-out session to /signin even if a stale cookie is left', () => {
    document.cookie = `token=${tokenFor(checker)}; path=/`;
    renderAt('/user', { signedIn: false, claims: null }, <RequireSession><p>page</p></RequireSession>);
    expect(screen.getByText('signin at /signin by REPLACE')).toBeInTheDocument();
  });

  it('shows the page with the cookie and a live session', () => {
    document.cookie = `token=${tokenFor(checker)}; path=/`;
    renderAt('/user', { signedIn: true, claims: checker }, <RequireSession><p>page</p></RequireSession>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });
});

describe('RedirectSignedIn', () => {
  it('sends someone signed in to the home page, replacing the entry', () => {
    document.cookie = `token=${tokenFor(checker)}; path=/`;
    renderAt('/sign-in-form', { signedIn: true, claims: checker }, <RedirectSignedIn><p>form</p></RedirectSignedIn>);
    expect(screen.getByText('home at / by REPLACE')).toBeInTheDocument();
    expect(screen.queryByText('form')).not.toBeInTheDocument();
  });

  it('shows the page without the cookie, or once the session ended', () => {
    renderAt('/sign-in-form', { signedIn: true, claims: checker }, <RedirectSignedIn><p>form</p></RedirectSignedIn>);
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('shows the page to a signed-out session even if a stale cookie is left', () => {
    document.cookie = `token=${tokenFor(checker)}; path=/`;
    renderAt('/sign-in-form', { signedIn: false, claims: null }, <RedirectSignedIn><p>form</p></RedirectSignedIn>);
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  it('shows the page to an allowed role', () => {
    renderAt('/user', { signedIn: true, claims: checker }, <RequireRole roles={STAFF_ROLES}><p>page</p></RequireRole>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('sends a role outside the list to /not-found, replacing the entry', () => {
    renderAt('/user', { signedIn: true, claims: cs }, <RequireRole roles={STAFF_ROLES}><p>page</p></RequireRole>);
    expect(screen.getByText('not-found at /not-found by REPLACE')).toBeInTheDocument();
  });

  it('sends a different website to /not-found when a website is required', () => {
    renderAt('/dataplayer', { signedIn: true, claims: cs }, <RequireRole roles={ALL_ROLES} website={3}><p>page</p></RequireRole>);
    expect(screen.getByText('not-found at /not-found by REPLACE')).toBeInTheDocument();
  });

  it('shows the page when the required website is the token website', () => {
    renderAt('/dataplayer', { signedIn: true, claims: cs }, <RequireRole roles={ALL_ROLES} website={2}><p>page</p></RequireRole>);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('denies a malformed token: its claims decode to null', () => {
    const claims = decodeClaims('eyJhbGciOiJIUzI1NiJ9.not-json.sig');
    expect(claims).toBeNull();
    renderAt('/dataplayer', { signedIn: true, claims }, <RequireRole roles={ALL_ROLES}><p>page</p></RequireRole>);
    expect(screen.getByText('not-found at /not-found by REPLACE')).toBeInTheDocument();
  });
});

describe('useClaims', () => {
  it('reads the claims of the provided session', () => {
    function Name() {
      return <p>{useClaims()?.account_name ?? 'nobody'}</p>;
    }
    const { rerender } = render(<SessionProvider value={{ signedIn: true, claims: checker }}><Name /></SessionProvider>);
    expect(screen.getByText('rina')).toBeInTheDocument();
    rerender(<Name />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
