import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Col, Flex, Modal, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import type { BoStatus, DashboardDay, DashboardWebsite, LastUpload, PendingReason, UnclaimedMoney } from '@checker/api';
import { matchReasonText, type MessageKey } from '@checker/domain';
import { formatCount, formatJakartaLong, formatMoney, useText, websiteLabel, type Text } from '@checker/ui';
import { Table } from '@checker/ui/pages';
import { CHART_HEIGHT } from './chart-size';
import { viewBoLink, viewMutasiLink, type ReviewSide } from './review-links';

const SeriesChart = lazy(() => import('./SeriesChart'));

/** Which review pages the signed-in role may follow a count into. */
export interface ReviewAccess {
  viewBo: boolean;
  viewMutasi: boolean;
}

/** Keeps the count's colour (its meaning) and marks it as a way in. */
const LINK_STYLE = { textDecoration: 'underline dotted', textUnderlineOffset: 3 } as const;

/** A count that opens the review page behind it, or plain text for a role that may not open it. */
function CountLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const text = useText();
  if (to === null) return <span>{children}</span>;
  return (
    <Link to={to} aria-label={label} title={to.startsWith('/view-mutasi') ? text('shell.dashboard.openInViewMutasi') : text('shell.dashboard.openInViewBo')} style={LINK_STYLE}>
      {children}
    </Link>
  );
}

function rupiah(amount: string): string {
  return `Rp ${formatMoney(amount)}`;
}

interface StatusRow {
  key: string;
  dayLabel: MessageKey;
  date: string;
  first: boolean;
  side: ReviewSide;
  bo: BoStatus;
  money: UnclaimedMoney;
}

const SIDE_LABEL: Record<ReviewSide, MessageKey> = { deposit: 'shell.dashboard.side.deposit', withdraw: 'shell.dashboard.side.withdraw' };

function rowsOf(days: readonly DashboardDay[]): StatusRow[] {
  return days.flatMap((day, index) => {
    const dayLabel: MessageKey = index === 0 ? 'shell.dashboard.today' : 'shell.dashboard.yesterday';
    return (['deposit', 'withdraw'] as const).map((side) => ({
      key: `${day.date}-${side}`,
      dayLabel,
      date: day.date,
      first: side === 'deposit',
      side,
      bo: side === 'deposit' ? day.bo_deposit : day.bo_withdraw,
      money: side === 'deposit' ? day.mutasi_deposit : day.mutasi_withdraw,
    }));
  });
}

/** A column header with the tooltip that says what its count is. */
function explained(title: string, tooltip: string) {
  return (
    <Tooltip title={tooltip}>
      <span>{title}</span>
    </Tooltip>
  );
}

/** How the dashboard names a pending row's reason: the checker's words with every number read as N. */
export function reasonLabel(reason: string, text: Text): string {
  return reason === '' ? text('shell.dashboard.noReason') : matchReasonText(text, reason);
}

/** The pending rows of one side and day by the checker's reason, opened from the table. */
function PendingReasons({ row }: { row: StatusRow }) {
  const [open, setOpen] = useState(false);
  const text = useText();
  const reasons = row.bo.pending_reasons;
  if (reasons.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  const title = text('shell.dashboard.reasonsTitle', { side: row.side, date: row.date });
  return (
    <>
      <Button size="small" type="link" aria-label={title} onClick={() => setOpen(true)}>
        {reasons.length === 1 ? text('shell.dashboard.reasonCount.one') : text('shell.dashboard.reasonCount.other', { count: formatCount(reasons.length) })}
      </Button>
      <Modal open={open} title={title} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Table<PendingReason>
          size="small"
          pagination={false}
          rowKey="reason"
          dataSource={[...reasons]}
          columns={[
            { key: 'reason', title: text('shell.dashboard.column.reason'), render: (_, reason) => reasonLabel(reason.reason, text) },
            { key: 'count', title: text('shell.dashboard.column.rows'), align: 'right', render: (_, reason) => formatCount(reason.count) },
          ]}
        />
      </Modal>
    </>
  );
}

function StatusTable({ website, access }: { website: DashboardWebsite; access: ReviewAccess }) {
  const text = useText();
  const code = website.website_code;
  const boLink = (row: StatusRow, status: 'approve' | 'pending') => (access.viewBo ? viewBoLink(row.side, code, status, row.date) : null);
  /** A count link's name: what it counts, the side and the day. */
  const what = (row: StatusRow, key: MessageKey) => text(key, { side: row.side, date: row.date });
  /** A part of the matched rows, by who approved them. */
  const approvedBy = (key: 'auto' | 'by_person', title: MessageKey, tooltip: MessageKey) => ({
    key,
    title: explained(text(title), text(tooltip)),
    align: 'right' as const,
    render: (_: unknown, row: StatusRow) => <Typography.Text type={row.bo[key] > 0 ? undefined : 'secondary'}>{formatCount(row.bo[key])}</Typography.Text>,
  });
  return (
    <Table<StatusRow>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rowsOf(website.days)}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'day',
          title: text('shell.dashboard.column.day'),
          onCell: (row) => ({ rowSpan: row.first ? 2 : 0 }),
          render: (_, row) => (
            <Flex vertical>
              <Typography.Text strong>{text(row.dayLabel)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.date}
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'side', title: text('shell.dashboard.column.type'), render: (_, row) => text(SIDE_LABEL[row.side]) },
        {
          key: 'matched',
          title: text('shell.dashboard.matched'),
          align: 'right',
          render: (_, row) => (
            <CountLink to={boLink(row, 'approve')} label={what(row, 'shell.dashboard.link.matched')}>
              <Typography.Text type={row.bo.matched > 0 ? 'success' : 'secondary'}>{formatCount(row.bo.matched)}</Typography.Text>
            </CountLink>
          ),
        },
        approvedBy('auto', 'shell.dashboard.column.auto', 'shell.dashboard.column.autoHint'),
        approvedBy('by_person', 'shell.dashboard.column.byPerson', 'shell.dashboard.column.byPersonHint'),
        {
          key: 'unbacked',
          title: explained(text('shell.dashboard.column.unbacked'), text('shell.dashboard.column.unbackedHint')),
          align: 'right',
          // Opens the approved rows of that day, where these carry the 'Tanpa mutasi' tag; a zero has nothing to open.
          render: (_, row) => (
            <CountLink to={row.bo.unbacked > 0 ? boLink(row, 'approve') : null} label={what(row, 'shell.dashboard.link.unbacked')}>
              <Typography.Text type={row.bo.unbacked > 0 ? 'warning' : 'secondary'} strong={row.bo.unbacked > 0}>
                {formatCount(row.bo.unbacked)}
              </Typography.Text>
            </CountLink>
          ),
        },
        {
          key: 'pending',
          title: text('shell.dashboard.pending'),
          align: 'right',
          render: (_, row) => (
            <CountLink to={boLink(row, 'pending')} label={what(row, 'shell.dashboard.link.pending')}>
              <Typography.Text type={row.bo.pending > 0 ? 'warning' : 'secondary'} strong={row.bo.pending > 0}>
                {formatCount(row.bo.pending)}
              </Typography.Text>
            </CountLink>
          ),
        },
        {
          key: 'reasons',
          title: explained(text('shell.dashboard.column.byReason'), text('shell.dashboard.column.byReasonHint')),
          render: (_, row) => <PendingReasons row={row} />,
        },
        {
          key: 'unclaimed',
          title: text('shell.dashboard.column.unclaimed'),
          align: 'right',
          render: (_, row) => (
            <CountLink to={access.viewMutasi ? viewMutasiLink(row.side, code, row.date) : null} label={what(row, 'shell.dashboard.link.unclaimed')}>
              <Typography.Text type={row.money.count > 0 ? 'warning' : 'secondary'}>
                {formatCount(row.money.count)} · {rupiah(row.money.amount)}
              </Typography.Text>
            </CountLink>
          ),
        },
      ]}
    />
  );
}

const KIND_LABEL: Readonly<Record<string, MessageKey>> = { statement: 'shell.dashboard.kind.statement', 'bo-deposit': 'shell.dashboard.kind.bo', 'bo-withdraw': 'shell.dashboard.kind.bo' };

function LastUploads({ uploads }: { uploads: readonly LastUpload[] }) {
  const text = useText();
  if (uploads.length === 0) return <Typography.Text type="secondary">{text('shell.dashboard.noFiles')}</Typography.Text>;
  return (
    <Table<LastUpload>
      size="small"
      pagination={false}
      rowKey={(row) => `${row.source}|${row.account ?? ''}|${row.kind}|${row.transaction_type}`}
      dataSource={[...uploads]}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'source',
          title: text('shell.dashboard.column.source'),
          render: (_, row) => (
            <Flex vertical>
              <span>{row.source}</span>
              {row.account ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.account}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        {
          key: 'kind',
          title: text('shell.dashboard.column.data'),
          render: (_, row) => {
            const kind = KIND_LABEL[row.kind];
            return `${kind ? text(kind) : row.kind} ${row.transaction_type}`;
          },
        },
        { key: 'date', title: text('shell.dashboard.column.date'), dataIndex: 'statement_date' },
        { key: 'rows', title: text('shell.dashboard.column.rows'), align: 'right', render: (_, row) => text('shell.dashboard.fileRows', { rows: formatCount(row.rows), inserted: formatCount(row.inserted) }) },
        { key: 'at', title: text('shell.dashboard.column.received'), render: (_, row) => formatJakartaLong(row.uploaded_at) },
        { key: 'by', title: text('shell.dashboard.column.by'), dataIndex: 'uploaded_by' },
      ]}
    />
  );
}

/** Today's work left: pending BO rows and unclaimed statement rows of both sides. */
function todayTag(website: DashboardWebsite, text: Text) {
  const today = website.days[0];
  if (!today) return null;
  const pending = today.bo_deposit.pending + today.bo_withdraw.pending;
  const unclaimed = today.mutasi_deposit.count + today.mutasi_withdraw.count;
  const matched = today.bo_deposit.matched + today.bo_withdraw.matched;
  if (pending === 0 && unclaimed === 0) return matched > 0 ? <Tag color="success">{text('shell.dashboard.todayAllMatched')}</Tag> : <Tag>{text('shell.dashboard.noDataToday')}</Tag>;
  return <Tag color="warning">{text('shell.dashboard.todayLeft', { pending: formatCount(pending), unclaimed: formatCount(unclaimed) })}</Tag>;
}

/** No file on record and nothing to count: a table of zeros and an empty chart would say nothing more. */
function hasNoData(website: DashboardWebsite): boolean {
  return website.last_uploads.length === 0 && website.series.every((point) => point.matched === 0 && point.pending === 0) && website.days.every((day) => day.mutasi_deposit.count + day.mutasi_withdraw.count === 0);
}

/** One website's reconciliation: today and yesterday per side, the 14-day chart and the newest file of every source. */
export function WebsiteStatusCard({ website, access }: { website: DashboardWebsite; access: ReviewAccess }) {
  const text = useText();
  const testId = `website-status-${website.website_code}`;
  if (hasNoData(website)) {
    return (
      <Card data-testid={testId} size="small" title={websiteLabel(website)} extra={<Tag>{text('shell.dashboard.noData')}</Tag>}>
        <Typography.Text type="secondary">{text('shell.dashboard.noDataYet')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card data-testid={testId} title={websiteLabel(website)} extra={todayTag(website, text)}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xxl={15}>
          <StatusTable website={website} access={access} />
        </Col>
        <Col xs={24} xxl={9}>
          <figure aria-label={text('shell.dashboard.chartCaption')} data-testid="series-chart" style={{ margin: 0 }}>
            <Suspense
              fallback={
                <Flex align="center" justify="center" style={{ height: CHART_HEIGHT }}>
                  <Spin />
                </Flex>
              }
            >
              <SeriesChart series={website.series} />
            </Suspense>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {text('shell.dashboard.chartCaption')}
            </Typography.Text>
          </figure>
        </Col>
        <Col span={24}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {text('shell.dashboard.lastFiles')}
          </Typography.Title>
          <LastUploads uploads={website.last_uploads} />
        </Col>
      </Row>
    </Card>
  );
}
