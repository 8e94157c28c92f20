import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { decodeClaims, type Role } from '@checker/auth';
import { SidebarMenu } from './SidebarMenu';

const ALL_ENTRIES = ['Dashboard', 'Upload', 'View BO', 'View Mutasi', 'User', 'Whitelist', 'Convert Mutasi', 'Website', 'Data Player', 'Data Bank', 'Posting Window', 'Tracking', 'Delete', 'Download Template'];

/** antd's menu settles its item records a microtask after mounting. */
async function renderSidebar(role: Role | null | undefined, path = '/') {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <SidebarMenu role={role} />
      </MemoryRouter>,
    );
  });
  if (!view) throw new Error('render did not run');
  return view;
}

function entries(): string[] {
  return screen.queryAllByRole('link').map((link) => link.textContent ?? '');
}

describe('SidebarMenu', () => {
  it.each<Role>(['ADMIN', 'CHECKER'])('shows every entry to %s, template downloads included', async (role) => {
    await renderSidebar(role);
    expect(entries()).toEqual(ALL_ENTRIES);
    expect(screen.getByRole('link', { name: 'Download Template' })).toHaveAttribute('href', '/download-template');
    expect(screen.getByRole('link', { name: 'View BO' })).toHaveAttribute('href', '/view-bo');
  });

  it('shows only Data Player to CS', async () => {
    await renderSidebar('CS');
    expect(entries()).toEqual(['Data Player']);
    expect(screen.getByRole('link', { name: 'Data Player' })).toHaveAttribute('href', '/dataplayer');
  });

  it('shows nothing without a known role', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = decodeClaims(`${encode({ alg: 'HS256' })}.${encode({ account_name: 'x', account_id: 9, account_role: 'SUPERVISOR', account_website: 1 })}.sig`);
    expect(claims).toBeNull();
    const { container } = await renderSidebar(claims?.account_role);
    expect(container).toBeEmptyDOMElement();
  });

  it('highlights the current page', async () => {
    await renderSidebar('ADMIN', '/tracking');
    expect(screen.getByRole('link', { name: 'Tracking' }).closest('li')).toHaveClass('ant-menu-item-selected');
  });
});
