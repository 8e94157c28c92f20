import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Role } from '@checker/auth';
import { PageSearch } from './PageSearch';

/** The options antd shows (its accessible listbox mirrors only the active one). */
function shownOptions(): string[] {
  return Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((option) => option.textContent ?? '');
}

function renderSearch(role: Role) {
  const router = createMemoryRouter([{ path: '*', element: <PageSearch role={role} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageSearch', () => {
  it('is focused by Ctrl+K', async () => {
    renderSearch('ADMIN');
    const input = screen.getByRole('combobox');
    expect(input).not.toHaveFocus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(input).toHaveFocus();
  });

  it('is focused by Cmd+K', async () => {
    renderSearch('ADMIN');
    await userEvent.keyboard('{Meta>}K{/Meta}');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('filters the sidebar pages and opens the chosen one', async () => {
    const router = renderSearch('CHECKER');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'mutasi');
    await waitFor(() => expect(shownOptions()).toEqual(['View Mutasi', 'Convert Mutasi']));
    await user.click(screen.getByText('Convert Mutasi', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/convert-mutasi'));
  });

  it('offers CS only the pages CS may open', async () => {
    renderSearch('CS');
    await userEvent.click(screen.getByRole('combobox'));
    await waitFor(() => expect(shownOptions()).toEqual(['Data Player']));
  });

  it('opens the first match on Enter', async () => {
    const router = renderSearch('ADMIN');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('del');
    await waitFor(() => expect(shownOptions()).toEqual(['Delete']));
    // rc-select reads event.which, which user-event leaves unset.
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/delete'));
  });
});
