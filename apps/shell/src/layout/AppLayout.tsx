import { Suspense } from 'react';
import { Layout, theme, Typography } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { useClaims } from '@checker/auth/react';
import { ThemeToggle } from '@checker/ui';
import { PageLoading } from '../remotes/RemotePage';
import { HeaderBar } from './HeaderBar';
import { SidebarMenu } from './SidebarMenu';

/** The authenticated layout: sidebar, header, the page, and the floating theme switch. */
export function AppLayout() {
  const claims = useClaims();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} theme="light" style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <Link to="/" style={{ display: 'block', padding: '16px 24px' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Checker
          </Typography.Title>
        </Link>
        <SidebarMenu role={claims?.account_role} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, height: 'auto', lineHeight: 'normal', padding: '12px 24px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
          <HeaderBar />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <ThemeToggle />
    </Layout>
  );
}
