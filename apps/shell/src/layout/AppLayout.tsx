import { Suspense, useState } from 'react';
import { Layout, theme, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useClaims } from '@checker/auth/react';
import { useText } from '@checker/ui';
import { PageLoading } from '../remotes/RemotePage';
import { HeaderBar } from './HeaderBar';
import { SidebarMenu } from './SidebarMenu';

/** Where the collapsed sidebar's menu button sits: in the header's top-left corner, which the header keeps free for it. */
const MENU_BUTTON_TOP = 12;
const MENU_BUTTON_ROOM = 64;

/** The authenticated layout: sidebar, header (with the theme switch, where it covers nothing), the page. */
export function AppLayout() {
  const claims = useClaims();
  const text = useText();
  const { token } = theme.useToken();
  // Below the lg breakpoint the sidebar folds away behind a menu button; the header makes room for it.
  const [narrow, setNarrow] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="lg"
        collapsedWidth={0}
        width={220}
        theme="light"
        onBreakpoint={setNarrow}
        zeroWidthTriggerStyle={{ top: MENU_BUTTON_TOP }}
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, zIndex: 20 }}
      >
        <Link to="/" style={{ display: 'block', padding: '16px 24px' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {text('shell.appName')}
          </Typography.Title>
        </Link>
        <SidebarMenu role={claims?.account_role} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, height: 'auto', lineHeight: 'normal', padding: `12px 24px 12px ${narrow ? MENU_BUTTON_ROOM : 24}px`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <HeaderBar />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
