import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, StoreProvider, type WebsiteOption } from '@checker/api';
import type { TokenClaims } from '@checker/auth';
import { AppProviders } from '@checker/ui';
import { clearCookies, jsonResponse, tokenFor, type FakeCall } from '@checker/test-kit/fake-api';
export { chooseOption, openOptions } from '@checker/test-kit/antd-select';
export { captureDownloads, type SavedFile } from '@checker/test-kit/downloads';

// jsdom computes a style by matching every rule of antd's injected stylesheets, which makes each
// role query take seconds; without layout only inline styles mean anything here.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;
// Closed dropdowns are hidden by class, so role queries skip visibility checks.
configure({ defaultHidden: true });

export type TestAccount = Pick<TokenClaims, 'account_name' | 'account_role'> & Partial<Pick<TokenClaims, 'account_id' | 'account_website'>>;

/**
 * Renders a page inside the providers the shell gives it (store, theme, router), signed in as the
 * given account through a token cookie, exactly as the shell reads it.
 */
export function renderPage(page: ReactElement, account: TestAccount | null) {
  clearCookies();
  const claims: TokenClaims | null = account ? { account_id: 7, account_website: account.account_role === 'ADMIN' ? null : 1, ...account } : null;
  const store = createAppStore({ cookieString: claims ? `token=${tokenFor(claims)}` : '' });
  const view = render(
    <StoreProvider store={store}>
      <AppProviders>
        <MemoryRouter>{page}</MemoryRouter>
      </AppProviders>
    </StoreProvider>,
  );
  // Skipping the pointer-events check spares a getComputedStyle walk over antd's styles on every event.
  return { store, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

export type Reply = Response | Promise<Response>;
export type Route = [method: string, pattern: RegExp, handle: (call: FakeCall, params: string[]) => Reply];

export const WEBSITES: WebsiteOption[] = [
  { website_id: 1, website_code: 'ABC', website_name: 'Abc Club', website_panel: 'NEXUS' },
  { website_id: 2, website_code: 'XYZ', website_name: 'Xyz', website_panel: 'LUXE' },
];

/**
 * A stand-in for the API at fetch level: GET /api/websitelist answers the websites the server
 * would give the account, the given routes the rest; every call is recorded. `hold` keeps the next
 * reply of a path prefix waiting until released.
 */
export function installServer(routes: Route[], websites: WebsiteOption[] = WEBSITES) {
  const calls: FakeCall[] = [];
  const holds: Array<{ prefix: string; held: Promise<void> }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const holdIndex = holds.findIndex((hold) => call.path.startsWith(hold.prefix));
    if (holdIndex >= 0) {
      const [hold] = holds.splice(holdIndex, 1);
      await hold?.held;
    }
    if (call.method === 'GET' && call.path === '/api/websitelist') return jsonResponse(200, websites);
    for (const [method, pattern, handle] of routes) {
      const match = method === call.method ? pattern.exec(call.path) : null;
      if (match) return handle(call, match.slice(1).map((part) => decodeURIComponent(part)));
    }
    return jsonResponse(404, { message: 'Not found.' });
  }) as typeof fetch;
  return {
    calls,
    /** Paths of the calls to paths starting with `prefix`. */
    pathsTo: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)).map((c) => c.path),
    /** Holds the next reply to a path starting with `prefix`; call the returned function to let it through. */
    hold: (prefix: string): (() => void) => {
      let release: () => void = () => undefined;
      holds.push({ prefix, held: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
  };
}

/** The text of every body row of the table, cell by cell. */
export function tableRows(container: ParentNode = document): string[][] {
  return [...container.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

export function columnTitles(container: ParentNode = document): string[] {
  return [...container.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent ?? '');
}

/** The buttons of the pager: Previous, the page numbers with … for gaps, Next. */
export function pagerItems(): string[] {
  const nav = document.querySelector('nav[aria-label="Pagination"]');
  if (!nav) throw new Error('no pager');
  return [...nav.querySelectorAll('button, [aria-hidden="true"]')].map((item) => item.textContent ?? '').filter((text) => text !== '');
}

/** Catches the page's own '[reports] …' failure logs (spec: failures are logged); anything else still prints. */
export function spyOnFailureLogs(): jest.SpyInstance {
  const original = console.error;
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[reports]')) return;
    original(...args);
  });
}

