import { Link, useLocation } from 'react-router-dom';
import { sidebarFor, type Role } from '@checker/auth';
import { PAGE_ICONS } from './page-icons';
import { useText } from '@checker/ui';
import { Menu } from '@checker/ui/pages';

/** Sidebar from the permission table: ADMIN/CHECKER everything, CS Data Player, anyone else nothing. */
export function SidebarMenu({ role }: { role: Role | null | undefined }) {
  const { pathname } = useLocation();
  const text = useText();
  const pages = sidebarFor(role);
  if (pages.length === 0) return null;
  const selected = pages.find((page) => page.path === pathname)?.path;
  return (
    <nav aria-label={text('shell.sidebar.label')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={pages.map((page) => ({ key: page.path, icon: PAGE_ICONS[page.path], label: <Link to={page.path}>{page.label}</Link> }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
