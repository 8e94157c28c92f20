import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { COMPANY_SITE } from '../../company';

export function NotFoundPage() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content>
        <Flex vertical justify="center" align="center" gap={8} style={{ minHeight: '80vh', padding: 24, textAlign: 'center' }}>
          <Typography.Title style={{ fontSize: 72, margin: 0 }}>ERROR</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18 }}>We can&apos;t seem to find the page you are looking for!</Typography.Paragraph>
          <Link to="/">Back to Home Page</Link>
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        © {new Date().getFullYear()} <a href={COMPANY_SITE.url}>{COMPANY_SITE.name}</a>
      </Layout.Footer>
    </Layout>
  );
}
