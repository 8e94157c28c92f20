import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Col, Flex, Modal, Row, Spin, Tag, Tooltip, Typography } from 'antd';
import type { BoStatus, DashboardDay, DashboardWebsite, LastUpload, PendingReason, UnclaimedMoney } from '@checker/api';
import { formatCount, formatJakartaLong, formatMoney, websiteLabel } from '@checker/ui';
import { Table } from '@checker/ui/pages';
import { CHART_HEIGHT } from './chart-size';
import { viewBoLink, viewMutasiLink, type ReviewSide } from './review-links';

const SeriesChart = lazy(() => import('./SeriesChart'));

export const CHART_CAPTION = 'Matched vs pending BO rows, last 14 days';

/** Which review pages the signed-in role may follow a count into. */
export interface ReviewAccess {
  viewBo: boolean;
  viewMutasi: boolean;
}

/** Keeps the count's colour (its meaning) and marks it as a way in. */
const LINK_STYLE = { textDecoration: 'underline dotted', textUnderlineOffset: 3 } as const;

/** A count that opens the review page behind it, or plain text for a role that may not open it. */
function CountLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) return <span>{children}</span>;
  return (
    <Link to={to} aria-label={label} title={to.startsWith('/view-mutasi') ? 'Open in View Mutasi' : 'Open in View BO'} style={LINK_STYLE}>
      {children}
    </Link>
  );
}

function rupiah(amount: string): string {
  return `Rp ${formatMoney(amount)}`;
}

interface StatusRow {
  key: string;
  dayLabel: string;
  date: string;
  first: boolean;
  side: ReviewSide;
  bo: BoStatus;
  money: UnclaimedMoney;
}

const SIDE_LABEL: Record<ReviewSide, string> = { deposit: 'Deposit', withdraw: 'Withdraw' };

function rowsOf(days: readonly DashboardDay[]): StatusRow[] {
  return days.flatMap((day, index) => {
    const dayLabel = index === 0 ? 'Today' : 'Yesterday';
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
export function reasonLabel(reason: string): string {
  return reason === '' ? NO_REASON_TEXT : reason;
}

export const NO_REASON_TEXT = '(no reason recorded yet)';

/** The pending rows of one side and day by the checker's reason, opened from the table. */
function PendingReasons({ row }: { row: StatusRow }) {
  const [open, setOpen] = useState(false);
  const reasons = row.bo.pending_reasons;
  if (reasons.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  const title = `Pending ${row.side} ${row.date} by reason`;
  return (
    <>
      <Button size="small" type="link" aria-label={title} onClick={() => setOpen(true)}>
        {reasons.length === 1 ? '1 reason' : `${formatCount(reasons.length)} reasons`}
      </Button>
      <Modal open={open} title={title} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Table<PendingReason>
          size="small"
          pagination={false}
          rowKey="reason"
          dataSource={[...reasons]}
          columns={[
            { key: 'reason', title: 'Reason', render: (_, reason) => reasonLabel(reason.reason) },
            { key: 'count', title: 'Rows', align: 'right', render: (_, reason) => formatCount(reason.count) },
          ]}
        />
      </Modal>
    </>
  );
}

function StatusTable({ website, access }: { website: DashboardWebsite; access: ReviewAccess }) {
  const code = website.website_code;
  const boLink = (row: StatusRow, status: 'approve' | 'pending') => (access.viewBo ? viewBoLink(row.side, code, status, row.date) : null);
  const what = (row: StatusRow, text: string) => `${text} ${row.side} ${row.date}`;
  /** A part of the matched rows, by who approved them. */
  const approvedBy = (key: 'auto' | 'by_person', title: string, tooltip: string) => ({
    key,
    title: explained(title, tooltip),
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
          title: 'Day',
          onCell: (row) => ({ rowSpan: row.first ? 2 : 0 }),
          render: (_, row) => (
            <Flex vertical>
              <Typography.Text strong>{row.dayLabel}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.date}
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'side', title: 'Type', render: (_, row) => SIDE_LABEL[row.side] },
        {
          key: 'matched',
          title: 'Matched',
          align: 'right',
          render: (_, row) => (
            <CountLink to={boLink(row, 'approve')} label={what(row, 'BO matched')}>
              <Typography.Text type={row.bo.matched > 0 ? 'success' : 'secondary'}>{formatCount(row.bo.matched)}</Typography.Text>
            </CountLink>
          ),
        },
        approvedBy('auto', 'Auto', 'Matched rows the checker proved with the statement row it found.'),
        approvedBy('by_person', 'By person', 'Matched rows a person approved with a statement row.'),
        {
          key: 'unbacked',
          title: explained('Tanpa mutasi', "BO rows approved by a person without a statement row; View BO marks them 'Tanpa mutasi' with the reason."),
          align: 'right',
          // Opens the approved rows of that day, where these carry the 'Tanpa mutasi' tag; a zero has nothing to open.
          render: (_, row) => (
            <CountLink to={row.bo.unbacked > 0 ? boLink(row, 'approve') : null} label={what(row, 'BO tanpa mutasi')}>
              <Typography.Text type={row.bo.unbacked > 0 ? 'warning' : 'secondary'} strong={row.bo.unbacked > 0}>
                {formatCount(row.bo.unbacked)}
              </Typography.Text>
            </CountLink>
          ),
        },
        {
          key: 'pending',
          title: 'Pending',
          align: 'right',
          render: (_, row) => (
            <CountLink to={boLink(row, 'pending')} label={what(row, 'BO pending')}>
              <Typography.Text type={row.bo.pending > 0 ? 'warning' : 'secondary'} strong={row.bo.pending > 0}>
                {formatCount(row.bo.pending)}
              </Typography.Text>
            </CountLink>
          ),
        },
        {
          key: 'reasons',
          title: explained('By reason', 'Why the checker left the pending rows: open it for each reason and its rows (numbers in a reason read N).'),
          render: (_, row) => <PendingReasons row={row} />,
        },
        {
          key: 'unclaimed',
          title: 'Unclaimed mutasi',
          align: 'right',
          render: (_, row) => (
            <CountLink to={access.viewMutasi ? viewMutasiLink(row.side, code, row.date) : null} label={what(row, 'Unclaimed mutasi')}>
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

const KIND_LABEL: Record<string, string> = { statement: 'Mutasi', 'bo-deposit': 'BO', 'bo-withdraw': 'BO' };

function LastUploads({ uploads }: { uploads: readonly LastUpload[] }) {
  if (uploads.length === 0) return <Typography.Text type="secondary">No files received yet.</Typography.Text>;
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
          title: 'Source',
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
        { key: 'kind', title: 'Data', render: (_, row) => `${KIND_LABEL[row.kind] ?? row.kind} ${row.transaction_type}` },
        { key: 'date', title: 'Tanggal', dataIndex: 'statement_date' },
        { key: 'rows', title: 'Rows', align: 'right', render: (_, row) => `${formatCount(row.rows)} (${formatCount(row.inserted)} new)` },
        { key: 'at', title: 'Received (WIB)', render: (_, row) => formatJakartaLong(row.uploaded_at) },
        { key: 'by', title: 'By', dataIndex: 'uploaded_by' },
      ]}
    />
  );
}

/** Today's work left: pending BO rows and unclaimed statement rows of both sides. */
function todayTag(website: DashboardWebsite) {
  const today = website.days[0];
  if (!today) return null;
  const pending = today.bo_deposit.pending + today.bo_withdraw.pending;
  const unclaimed = today.mutasi_deposit.count + today.mutasi_withdraw.count;
  const matched = today.bo_deposit.matched + today.bo_withdraw.matched;
  if (pending === 0 && unclaimed === 0) return matched > 0 ? <Tag color="success">Today all matched</Tag> : <Tag>No data today</Tag>;
  return <Tag color="warning">{`Today: ${formatCount(pending)} BO pending, ${formatCount(unclaimed)} mutasi unclaimed`}</Tag>;
}

export const NO_DATA_TEXT = 'No BO or mutasi received for this website yet.';

/** No file on record and nothing to count: a table of zeros and an empty chart would say nothing more. */
function hasNoData(website: DashboardWebsite): boolean {
  return website.last_uploads.length === 0 && website.series.every((point) => point.matched === 0 && point.pending === 0) && website.days.every((day) => day.mutasi_deposit.count + day.mutasi_withdraw.count === 0);
}

/** One website's reconciliation: today and yesterday per side, the 14-day chart and the newest file of every source. */
export function WebsiteStatusCard({ website, access }: { website: DashboardWebsite; access: ReviewAccess }) {
  const testId = `website-status-${website.website_code}`;
  if (hasNoData(website)) {
    return (
      <Card data-testid={testId} size="small" title={websiteLabel(website)} extra={<Tag>No data</Tag>}>
        <Typography.Text type="secondary">{NO_DATA_TEXT}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card data-testid={testId} title={websiteLabel(website)} extra={todayTag(website)}>
      <Row gutter={[24, 16]}>
        <Col xs={24} xxl={15}>
          <StatusTable website={website} access={access} />
        </Col>
        <Col xs={24} xxl={9}>
          <figure aria-label={CHART_CAPTION} data-testid="series-chart" style={{ margin: 0 }}>
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
              {CHART_CAPTION}
            </Typography.Text>
          </figure>
        </Col>
        <Col span={24}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Last file per source
          </Typography.Title>
          <LastUploads uploads={website.last_uploads} />
        </Col>
      </Row>
    </Card>
  );
}
