import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { TokenClaims } from '@checker/auth';
import { createAppStore, StoreProvider } from '@checker/api';
import { AppProviders } from '@checker/ui';
import { tokenFor } from '@checker/test-kit/fake-api';

export interface RenderPageOptions {
  /** The URL the page opens at, e.g. `/upload?provider=nexus`. */
  path?: string;
  /** Claims to change from the defaults (account_id 7; website 1 unless ADMIN). */
  claims?: Partial<TokenClaims>;
}

/**
 * Renders a page inside the providers the shell gives it: the store (signed in through the token
 * cookie, as the shell starts), the theme and a router. `null` renders signed in with a token
 * whose claims cannot be read.
 */
export function renderPage(page: ReactElement, account: Pick<TokenClaims, 'account_name' | 'account_role'> | null, options: RenderPageOptions = {}) {
  const claims = account ? { account_id: 7, account_website: account.account_role === 'ADMIN' ? null : 1, ...account, ...options.claims } : null;
  const store = createAppStore({ cookieString: claims ? `token=${tokenFor(claims)}` : 'token=unreadable' });
  const result = render(
    <StoreProvider store={store}>
      <AppProviders>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{page}</MemoryRouter>
      </AppProviders>
    </StoreProvider>,
  );
  return { ...result, store };
}

/** The antd Select labelled `label`. */
export function selectBox(label: string): HTMLElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The dropdown of an open select: the one holding its listbox (closed ones linger while their motion ends). */
function openDropdown(label: string): HTMLElement | null {
  const input = selectBox(label);
  if (input.getAttribute('aria-expanded') !== 'true') return null;
  return document.getElementById(`${input.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown') ?? null;
}

/** Opens the antd Select labelled `label` (it opens on mouse down) and returns its dropdown. */
function openSelect(label: string): HTMLElement {
  if (!openDropdown(label)) fireEvent.mouseDown(selectBox(label));
  const dropdown = openDropdown(label);
  if (!dropdown) throw new Error(`The ${label} select did not open.`);
  return dropdown;
}

/** Whether the page shows the select (or other input) labelled `label`. */
export function hasField(label: string): boolean {
  return screen.queryByLabelText(label, { selector: 'input' }) !== null;
}

/** Opens the antd Select labelled `label` and clicks the option shown as `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(within(openSelect(label)).getByTitle(option));
}

/** The option texts the antd Select labelled `label` offers. */
export function optionsOf(label: string): string[] {
  const dropdown = openSelect(label);
  const titles = Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')).map((option) => option.getAttribute('title') ?? option.textContent ?? '');
  fireEvent.mouseDown(selectBox(label));
  return titles;
}

/** The text the antd Select labelled `label` shows as its value, null when it shows its placeholder. */
export function selectedValue(label: string): string | null {
  const content = selectBox(label).closest('.ant-select')?.querySelector('.ant-select-content');
  if (!content || content.querySelector('.ant-select-placeholder')) return null;
  return content.textContent;
}

/** The <input type=file> of the page's drop zone. */
export function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('No drop zone is shown.');
  return input;
}
