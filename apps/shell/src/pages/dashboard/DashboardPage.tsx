import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { sidebarFor } from '@checker/auth';
import { useClaims } from '@checker/auth/react';
import { useDashboardQuery } from '@checker/api';
import { greetingAt } from '@checker/domain';
import { PAGE_ICONS } from '../../layout/page-icons';
import { canOpen } from './review-links';
import { WebsiteStatusCard } from './WebsiteStatusCard';
import { useAnswerText, useText } from '@checker/ui';
import { Descriptions } from '@checker/ui/pages';

/** Today's and yesterday's matching for every website the account may see (GET /api/dashboard). */
function Reconciliation() {
  const claims = useClaims();
  const text = useText();
  const said = useAnswerText();
  // Uploads and approvals happen on other pages and in other sessions: ask again on every visit.
  const { data, error, isLoading, isFetching, refetch } = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  const access = { viewBo: canOpen(claims, '/view-bo'), viewMutasi: canOpen(claims, '/view-mutasi') };

  let body;
  if (isLoading) {
    body = (
      <Card>
        <Flex gap={12} align="center" justify="center" style={{ minHeight: 120 }}>
          <Spin />
          <Typography.Text type="secondary">{text('shell.dashboard.loading')}</Typography.Text>
        </Flex>
      </Card>
    );
  } else if (!data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={text('shell.dashboard.loadFailed')}
        description={said.ofFailure(error) ?? undefined}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            {text('common.retry')}
          </Button>
        }
      />
    );
  } else if (data.websites.length === 0) {
    body = (
      <Card>
        <Empty description={text('shell.dashboard.noWebsite')} />
      </Card>
    );
  } else {
    body = data.websites.map((website) => <WebsiteStatusCard key={website.website_id} website={website} access={access} />);
  }

  return (
    <Flex vertical gap={16} component="section" aria-label={text('shell.dashboard.reconciliation')}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {text('shell.dashboard.reconciliation')}
        </Typography.Title>
        {data ? (
          <Typography.Text type="secondary">
            {text('shell.dashboard.days', { today: data.today, yesterday: data.yesterday })}
          </Typography.Text>
        ) : null}
      </Flex>
      {body}
    </Flex>
  );
}

/** Dashboard: greeting, the account's role and website, the reconciliation status, and the pages this role may open. */
export function DashboardPage() {
  const claims = useClaims();
  const text = useText();
  // The same cached answer the reconciliation section asks for: it names the account's website.
  const { data } = useDashboardQuery(undefined);
  const ownWebsite = data?.websites.find((website) => website.website_id === claims?.account_website);
  let websiteText = '-';
  if (claims?.account_website === null) websiteText = text('shell.dashboard.allWebsites');
  else if (ownWebsite) websiteText = `${ownWebsite.website_code} — ${ownWebsite.website_name}`;
  else if (claims) websiteText = '…';
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
          { key: 'role', label: text('shell.dashboard.role'), children: claims?.account_role ?? '-' },
          { key: 'website', label: text('shell.dashboard.website'), children: websiteText },
        ]}
      />
      <Reconciliation />
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
