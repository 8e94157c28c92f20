import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import { useExportGameSiteMutation, useGameSiteTotalsQuery, type GameSiteDay, type GameSiteExportFormat } from '@checker/api';
import { formatCount, formatMoney, useAnswerText, useText, websiteLabel, type Text } from '@checker/ui';
import { Table, TablePager } from '@checker/ui/pages';
import { rangeOf, REPORT_PAGE_BUTTONS, TOTALS_ROWS, type ReportSearch } from './report-search';

/** The report's columns, titled in the chosen language. */
function columnsOf(text: Text): TableColumnsType<GameSiteDay> {
  return [
    { title: text('reports.col.date'), dataIndex: 'date', key: 'date' },
    { title: text('reports.total.deposit'), key: 'deposit', align: 'right', render: (_, day) => formatMoney(day.total_deposit) },
    { title: text('reports.total.withdraw'), key: 'withdraw', align: 'right', render: (_, day) => formatMoney(day.total_withdraw) },
    { title: text('reports.total.transactions'), key: 'transactions', align: 'right', render: (_, day) => formatCount(day.total_transactions) },
    { title: text('reports.total.balance'), key: 'balance', align: 'right', render: (_, day) => formatMoney(day.balance) },
  ];
}

/**
 * Game-site mode after a Search: the per-day report of the website with its grand totals, and the
 * CSV and Excel exports of the same range (spec 03 §2, §7).
 */
export function GameSiteReport({ search }: { search: ReportSearch }) {
  const text = useText();
  const said = useAnswerText();
  const range = rangeOf(search);
  const [page, setPage] = useState(1);
  const report = useGameSiteTotalsQuery({ ...range, rows: TOTALS_ROWS, page }, { refetchOnMountOrArgChange: true });
  const [exportGameSite, exportState] = useExportGameSiteMutation();
  const answer = report.error ? undefined : report.data;
  const days = answer?.details ?? [];
  const noExport = days.length === 0 || report.isFetching || exportState.isLoading;

  async function exportAs(format: GameSiteExportFormat) {
    try {
      await exportGameSite({ format, start: range.start, end: range.end, group: range.website }).unwrap();
    } catch (failure) {
      console.error(`[reports] game-site ${format} export failed`, failure);
      window.alert(text('reports.gameSite.exportFailed'));
    }
  }

  return (
    <>
      {report.error ? <Alert type="error" showIcon title={said.ofFailure(report.error) ?? text('reports.loadFailed')} style={{ marginBottom: 12 }} /> : null}
      <Flex justify="space-between" align="flex-start" wrap gap={8} style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {text('reports.gameSite.report', { site: websiteLabel(search.website) })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {text('reports.gameSite.range', { start: range.start, end: range.end })}
          </Typography.Text>
        </div>
        <Space>
          <Button icon={<DownloadOutlined />} disabled={noExport} onClick={() => void exportAs('csv')}>
            {text('reports.gameSite.exportCsv')}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={noExport} onClick={() => void exportAs('xlsx')}>
            {text('reports.gameSite.exportExcel')}
          </Button>
        </Space>
      </Flex>
      <Table<GameSiteDay>
        rowKey="date"
        size="middle"
        columns={columnsOf(text)}
        dataSource={days}
        loading={report.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: text('reports.noDataFound') }}
        summary={() =>
          answer && days.length > 0 ? (
            <Table.Summary.Row data-testid="grand-total">
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{text('reports.gameSite.grandTotal')}</Typography.Text>
              </Table.Summary.Cell>
              {[formatMoney(answer.grand_total_deposit), formatMoney(answer.grand_total_withdraw), formatCount(answer.grand_total_transactions), formatMoney(answer.total_balance)].map((value, index) => (
                <Table.Summary.Cell key={index} index={index + 1} align="right">
                  <Typography.Text strong>{value}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {answer && answer.last_page > 1 ? (
        <TablePager page={page} pageSize={TOTALS_ROWS} total={answer.total ?? answer.last_page * TOTALS_ROWS} onPageChange={setPage} maxPageButtons={REPORT_PAGE_BUTTONS} />
      ) : null}
    </>
  );
}
