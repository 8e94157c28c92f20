import { Suspense } from 'react';
import { Alert, Flex, Layout, Spin, Typography } from 'antd';
import { Menu } from '../antd-kit-pages';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@checker/auth/react';
import { useText } from '../i18n/LanguageProvider';
import { ThemeToggle } from '../theme/ThemeToggle';

export interface StandalonePage {
  path: string;
  label: string;
}

/**
 * The frame a remote runs in on its own dev server: a menu of its pages and the page. Sign-in
 * belongs to the shell; the token cookie it sets on localhost is visible on every port.
 */
export function StandaloneFrame({ remote, pages }: { remote: string; pages: readonly StandalonePage[] }) {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const text = useText();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light">
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {text('common.standalone.title', { remote })}
        </Typography.Title>
        <Menu mode="inline" selectedKeys={[pathname]} items={pages.map((page) => ({ key: page.path, label: <Link to={page.path}>{page.label}</Link> }))} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        {signedIn ? null : (
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={text('common.standalone.signedOut')} />
        )}
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </Layout.Content>
      <ThemeToggle />
    </Layout>
  );
}
