import { Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { sidebarFor } from '@checker/auth';
import { useClaims } from '@checker/auth/react';
import { greetingAt } from '@checker/domain';
import { PAGE_ICONS } from '../../layout/page-icons';

/** Dashboard: greeting, the account's role and website, and the pages this role may open. */
export function DashboardPage() {
  const claims = useClaims();
  const pages = sidebarFor(claims?.account_role).filter((page) => page.path !== '/');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {greetingAt(new Date())}, {claims?.account_name ?? '-'}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'role', label: 'Role', children: claims?.account_role ?? '-' },
          { key: 'website', label: 'Website', children: claims ? (claims.account_website === null ? 'All websites' : `Website ID ${claims.account_website}`) : '-' },
        ]}
      />
      <Row gutter={[16, 16]}>
        {pages.map((page) => (
          <Col key={page.path} xs={24} sm={12} lg={8} xl={6}>
            <Link to={page.path}>
              <Card hoverable size="small">
                <Flex gap={12} align="center">
                  {PAGE_ICONS[page.path]}
                  <span>{page.label}</span>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
