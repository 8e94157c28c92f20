import { useState } from 'react';
import { Alert, Card, Col, Flex, Input, Row, Typography, theme, type TableColumnsType } from 'antd';
import { useDataPlayerQuery, useGameSiteTotalsQuery, type DataPlayerDetail, type GameSiteTotals } from '@checker/api';
import { EMPTY_CELL, formatCount, formatMoney, useAnswerText, useText, type Text } from '@checker/ui';
import { Table, TablePager } from '@checker/ui/pages';
import { DATA_PLAYER_PAGE_SIZES, LOADING_FIGURE, rangeOf, REPORT_PAGE_BUTTONS, TOTALS_ROWS, type ReportSearch } from './report-search';

type SummaryKey = keyof Pick<GameSiteTotals, 'deposit' | 'withdraw' | 'balance' | 'transactions'>;

function SummaryCards({ totals, loading }: { totals: GameSiteTotals | undefined; loading: boolean }) {
  const { token } = theme.useToken();
  const text = useText();
  const cards: Array<{ key: SummaryKey; title: string; color: string }> = [
    { key: 'deposit', title: text('reports.total.deposit'), color: token.colorSuccess },
    { key: 'withdraw', title: text('reports.total.withdraw'), color: token.colorError },
    { key: 'balance', title: text('reports.total.balance'), color: token.colorInfo },
    { key: 'transactions', title: text('reports.total.transactions'), color: token.colorText },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map(({ key, title, color }) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <Card size="small" role="group" aria-label={title} style={{ borderTop: `3px solid ${color}` }}>
            <Typography.Text type="secondary">{title}</Typography.Text>
            <div data-testid={`summary-${key}`} style={{ color, fontSize: 22, fontWeight: 600, lineHeight: 1.4 }}>
              {loading ? LOADING_FIGURE : totals ? (key === 'transactions' ? formatCount : formatMoney)(totals[key]) : EMPTY_CELL}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The Data Player Table's columns, titled in the chosen language. */
function columnsOf(text: Text): TableColumnsType<DataPlayerDetail & { key: string }> {
  return [
    { title: text('reports.col.date'), dataIndex: 'date', key: 'date' },
    { title: text('reports.col.handler'), key: 'handler', render: (_, row) => row.handler ?? EMPTY_CELL },
    { title: text('reports.col.username'), dataIndex: 'username', key: 'username' },
    { title: text('reports.col.website'), dataIndex: 'website', key: 'website' },
    { title: text('reports.col.playerBankName'), key: 'bankName', render: (_, row) => row.player_bank_name ?? EMPTY_CELL },
    { title: text('reports.col.playerBankNo'), key: 'bankNo', render: (_, row) => row.player_bank_no ?? EMPTY_CELL },
    { title: text('reports.col.deposit'), key: 'deposit', align: 'right', render: (_, row) => formatMoney(row.deposit) },
    { title: text('reports.col.withdraw'), key: 'withdraw', align: 'right', render: (_, row) => formatMoney(row.withdraw) },
  ];
}

export interface DataPlayerResultsProps {
  search: ReportSearch;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** The applied 'Search Username' text, trimmed; empty lists every player. */
  username: string;
  onUsernameChange: (username: string) => void;
}

/**
 * Data player mode after a Search: the four summary cards (totals asked separately with 100 rows,
 * page 1) and the Data Player Table, paged on the server.
 */
export function DataPlayerResults({ search, pageSize, onPageSizeChange, username, onUsernameChange }: DataPlayerResultsProps) {
  const text = useText();
  const said = useAnswerText();
  const range = rangeOf(search);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState(username);
  const totals = useGameSiteTotalsQuery({ ...range, rows: TOTALS_ROWS, page: 1 }, { refetchOnMountOrArgChange: true });
  const details = useDataPlayerQuery({ ...range, username, rows: pageSize, page }, { refetchOnMountOrArgChange: true });
  const answer = details.error ? undefined : details.data;
  const rows = (answer?.details ?? []).map((row, index) => ({ ...row, key: `${page}-${index}` }));
  const total = answer ? (answer.total ?? answer.last_page * pageSize) : 0;
  const failure = details.error ?? totals.error;

  function searchUsername(typedText: string) {
    const term = typedText.trim();
    setTyped(term);
    onUsernameChange(term);
    setPage(1);
  }

  return (
    <>
      {failure ? <Alert type="error" showIcon title={said.ofFailure(failure) ?? text('reports.loadFailed')} style={{ marginBottom: 12 }} /> : null}
      <SummaryCards totals={totals.error ? undefined : totals.data} loading={totals.isFetching} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {text('reports.dataPlayer.table')}
        </Typography.Title>
        <Input.Search
          aria-label={text('reports.dataPlayer.searchUsername')}
          placeholder={text('reports.dataPlayer.searchUsername')}
          allowClear
          style={{ width: 260 }}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={searchUsername}
        />
      </Flex>
      <Table
        size="middle"
        columns={columnsOf(text)}
        dataSource={rows}
        loading={details.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: username ? text('reports.dataPlayer.usernameNotFound', { username }) : text('reports.noDataFound') }}
      />
      <TablePager
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
        onPageSizeChange={onPageSizeChange}
        pageSizeOptions={DATA_PLAYER_PAGE_SIZES}
        maxPageButtons={REPORT_PAGE_BUTTONS}
      />
    </>
  );
}
