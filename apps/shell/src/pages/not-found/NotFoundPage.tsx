import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useText } from '@checker/ui';
import { COMPANY_SITE } from '../../company';

/** Spec 01 §2: 'ERROR', the text and the link word for word. */
export function NotFoundPage() {
  const text = useText();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content>
        <Flex vertical justify="center" align="center" gap={8} style={{ minHeight: '80vh', padding: 24, textAlign: 'center' }}>
          <Typography.Title style={{ fontSize: 72, margin: 0 }}>{text('shell.notFound.title')}</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18 }}>{text('shell.notFound.text')}</Typography.Paragraph>
          <Link to="/">{text('shell.backHome')}</Link>
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        © {new Date().getFullYear()} <a href={COMPANY_SITE.url}>{COMPANY_SITE.name}</a>
      </Layout.Footer>
    </Layout>
  );
}
