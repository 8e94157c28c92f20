import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';
import { Breadcrumb } from '../antd-kit-pages';
import { Link } from 'react-router-dom';
import { useClaims } from '@checker/auth/react';
import { useText } from '../i18n/LanguageProvider';

export interface PageCardProps {
  /** Page title, also the last breadcrumb item unless `crumb` says otherwise. */
  title: string;
  crumb?: string;
  /** The card's heading, worded as the spec gives it (e.g. 'List User'). */
  cardTitle?: ReactNode;
  /** Buttons at the right of the card heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page: breadcrumb Home > X, the title, and one card holding the page's content. */
export function PageCard({ title, crumb, cardTitle, actions, children }: PageCardProps) {
  const claims = useClaims();
  const text = useText();
  const account = claims ? (
    <Tag data-testid="page-account" variant="filled">
      {claims.account_name} · {claims.account_role}
    </Tag>
  ) : null;
  return (
    <Flex vertical gap={12} data-testid="page-card">
      <Breadcrumb separator=">" items={[{ title: <Link to="/">{text('common.breadcrumb.home')}</Link> }, { title: crumb ?? title }]} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {account}
      </Flex>
      <Card title={cardTitle} extra={actions}>
        {children}
      </Card>
    </Flex>
  );
}
