import type { ReactElement } from 'react';
import { configure, render, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Account, AkunBank, Website, WebsiteOption, WhitelistEntry } from '@checker/api';
import { createAppStore, StoreProvider } from '@checker/api';
import type { TokenClaims } from '@checker/auth';
import { AppProviders } from '@checker/ui';
import { clearCookies, jsonResponse, tokenFor, type FakeCall } from '@checker/test-kit/fake-api';
export { chooseOption, openOptions } from '@checker/test-kit/antd-select';

// jsdom computes a style by matching every rule of antd's injected stylesheets, which makes each
// role query take seconds; without layout only inline styles mean anything here.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;
// Closed modals are removed and closed dropdowns hidden by class, so role queries skip visibility.
configure({ defaultHidden: true });

export type TestAccount = Pick<TokenClaims, 'account_name' | 'account_role'> & Partial<Pick<TokenClaims, 'account_id' | 'account_website'>>;

/**
 * Renders a page inside the providers the shell gives it (store, theme, router), signed in as the
 * given account through a token cookie, exactly as the shell reads it.
 */
export function renderPage(page: ReactElement, account: TestAccount | null) {
  clearCookies();
  const claims: TokenClaims | null = account
    ? { account_id: 7, account_website: account.account_role === 'ADMIN' ? null : 1, ...account }
    : null;
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

/** The signed-in ADMIN as the account list shows it, so 'Last Edited By' reads its name. */
export const ADMIN_ACCOUNT: Account = {
  account_id: 1,
  account_name: 'admin',
  account_status: true,
  account_role: 'ADMIN',
  account_website: null,
  account_website_code: null,
  account_created_by: null,
  account_created_at: '2025-01-01T00:00:00.000Z',
  account_last_edited_at: null,
  account_last_edited_by: null,
};

export interface FakeDb {
  accounts: Account[];
  /** Seeded as the select list shows them; a website added through the page also carries its edit fields. */
  websites: Array<WebsiteOption & Partial<Website>>;
  whitelist: WhitelistEntry[];
  akunBank: AkunBank[];
}

type Reply = Response | Promise<Response>;

function pageReply<T>(rows: readonly T[], pageSize: string, page: string): Response {
  const size = Number(pageSize);
  const start = (Number(page) - 1) * size;
  const response = jsonResponse(
    200,
    rows.slice(start, start + size).map((row) => ({ ...row, all_data: rows.length })),
  );
  response.headers.set('x-total-count', String(rows.length));
  return response;
}

const EDITED = { at: '2025-01-06T17:05:09.000Z', by: 1 };

/**
 * An in-memory stand-in for the admin API at fetch level: it pages like the server (all_data on
 * every row and x-total-count), applies changes, and records every call. `answer` replaces one
 * route's reply; `hold` keeps the next reply of a route waiting until released.
 */
export function installAdminServer(seed: Partial<FakeDb> = {}) {
  const db: FakeDb = { accounts: [], websites: [], whitelist: [], akunBank: [], ...structuredClone(seed) };
  const calls: FakeCall[] = [];
  const answers = new Map<string, (call: FakeCall) => Reply>();
  const holds = new Map<string, Promise<void>>();
  let nextId = 1000;

  const routes: Array<[string, RegExp, (call: FakeCall, params: string[]) => Reply]> = [
    ['GET', /^\/api\/alladminacc\/(\d+)\/(\d+)$/, (_c, [size = '', page = '']) => pageReply(db.accounts, size, page)],
    [
      'POST',
      /^\/api\/addadminacc$/,
      (call) => {
        const body = call.body as Account;
        const account_id = (nextId += 1);
        db.accounts.push({ ...body, account_id, account_last_edited_at: EDITED.at, account_last_edited_by: body.account_created_by });
        return jsonResponse(201, { success: true, message: `Account ${body.account_name} created.`, account_id });
      },
    ],
    [
      'PUT',
      /^\/api\/updatestatusadminacc\/(\d+)$/,
      (call, [id]) => {
        const account = db.accounts.find((a) => a.account_id === Number(id));
        if (account) account.account_status = (call.body as { account_status: boolean }).account_status;
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    ['PUT', /^\/api\/updatepassadminacc\/(\d+)$/, () => jsonResponse(200, { success: true, message: 'ok' })],
    [
      'DELETE',
      /^\/api\/deleteadminacc\/(\d+)$/,
      (_c, [id]) => {
        db.accounts = db.accounts.filter((a) => a.account_id !== Number(id));
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    ['GET', /^\/api\/websitelist$/, () => jsonResponse(200, db.websites.map(({ website_id, website_name, website_code, website_panel }) => ({ website_id, website_name, website_code, website_panel })))],
    ['GET', /^\/api\/viewwebsite\/(\d+)\/(\d+)$/, (_c, [size = '', page = '']) => pageReply(db.websites, size, page)],
    [
      'POST',
      /^\/api\/createwebsite$/,
      (call) => {
        const body = call.body as Website;
        const website_id = (nextId += 1);
        db.websites.push({ ...body, website_id, website_last_edited_at: EDITED.at, website_last_edited_by: EDITED.by });
        return jsonResponse(201, { success: true, message: `Website ${body.website_code} created.`, website_id });
      },
    ],
    [
      'DELETE',
      /^\/api\/deletewebsite\/(\d+)$/,
      (_c, [id]) => {
        db.websites = db.websites.filter((w) => w.website_id !== Number(id));
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    ['GET', /^\/api\/viewwhitelist\/(\d+)\/(\d+)$/, (_c, [size = '', page = '']) => pageReply(db.whitelist, size, page)],
    [
      'POST',
      /^\/api\/createwhitelist$/,
      (call) => {
        const ip = (call.body as { whitelist_ip: string }).whitelist_ip;
        const Whitelist_id = (nextId += 1);
        db.whitelist.push({ Whitelist_id, Whitelist_ip: ip, Whitelist_status: true, Whitelist_last_edited_at: EDITED.at, Whitelist_last_edited_by: EDITED.by });
        return jsonResponse(201, { success: true, message: `IP ${ip} added to the whitelist.`, Whitelist_id });
      },
    ],
    [
      'PUT',
      /^\/api\/updatestatuswhitelist\/(\d+)$/,
      (call, [id]) => {
        const entry = db.whitelist.find((w) => w.Whitelist_id === Number(id));
        if (entry) entry.Whitelist_status = (call.body as { Whitelist_status: boolean }).Whitelist_status;
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    [
      'DELETE',
      /^\/api\/deletewhitelist\/(\d+)$/,
      (_c, [id]) => {
        db.whitelist = db.whitelist.filter((w) => w.Whitelist_id !== Number(id));
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    [
      'GET',
      /^\/api\/viewakunbank\/([^/]+)\/(\d+)\/(\d+)$/,
      (_c, [code = '', size = '', page = '']) =>
        pageReply(
          db.akunBank.filter((b) => b.akun_bank_website_code?.toLowerCase() === code),
          size,
          page,
        ),
    ],
    [
      'POST',
      /^\/api\/createakunbank$/,
      (call) => {
        const body = call.body as AkunBank & { akun_bank_website: number };
        const akun_bank_id = (nextId += 1);
        const website = db.websites.find((w) => w.website_id === body.akun_bank_website);
        db.akunBank.push({ ...body, akun_bank_id, akun_bank_website_code: website?.website_code ?? '', akun_bank_status: true, akun_bank_last_edited_at: EDITED.at, akun_bank_last_edited_by: body.akun_bank_created_by });
        return jsonResponse(201, { success: true, message: `Bank account ${body.akun_bank_name} created.`, akun_bank_id });
      },
    ],
    [
      'PUT',
      /^\/api\/updatestatusakunbank\/(\d+)$/,
      (call, [id]) => {
        const row = db.akunBank.find((b) => b.akun_bank_id === Number(id));
        if (row) row.akun_bank_status = (call.body as { akun_bank_status: boolean }).akun_bank_status;
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
    [
      'DELETE',
      /^\/api\/deleteakunbank\/(\d+)$/,
      (_c, [id]) => {
        db.akunBank = db.akunBank.filter((b) => b.akun_bank_id !== Number(id));
        return jsonResponse(200, { success: true, message: 'ok' });
      },
    ],
  ];

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const held = holds.get(key);
    if (held) {
      holds.delete(key);
      await held;
    }
    const answer = answers.get(key);
    if (answer) return answer(call);
    for (const [method, pattern, handle] of routes) {
      const match = method === call.method ? pattern.exec(call.path) : null;
      if (match) return handle(call, match.slice(1));
    }
    return jsonResponse(404, { message: 'Not found.' });
  }) as typeof fetch;

  return {
    db,
    calls,
    /** Calls to paths starting with `prefix`, as "METHOD /path". */
    callsTo: (prefix: string) => calls.filter((c) => c.path.startsWith(prefix)).map((c) => `${c.method} ${c.path}`),
    answer: (key: string, reply: (call: FakeCall) => Reply) => answers.set(key, reply),
    /** Holds the next reply of `key`; call the returned function to let it through. */
    hold: (key: string): (() => void) => {
      let release: () => void = () => undefined;
      holds.set(key, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
  };
}

export function fail(status: number, message?: string): () => Response {
  return () => jsonResponse(status, message === undefined ? {} : { message });
}

/** The text of every body row of the table, cell by cell. */
export function tableRows(): string[][] {
  return [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

export function columnTitles(): string[] {
  return [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent ?? '');
}

/** Waits for the table to show `count` rows. */
export async function waitForRows(count: number): Promise<string[][]> {
  return waitFor(() => {
    const rows = tableRows();
    if (rows.length !== count) throw new Error(`expected ${count} rows, got ${rows.length}`);
    return rows;
  });
}

/** Catches the page's own '[admin] …' failure logs (spec: failures only logged); anything else still prints. */
export function spyOnFailureLogs(): jest.SpyInstance {
  const original = console.error;
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[admin]')) return;
    original(...args);
  });
}
