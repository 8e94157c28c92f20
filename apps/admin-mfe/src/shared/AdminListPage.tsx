import type { ReactNode } from 'react';
import { type TableColumnsType } from 'antd';
import { NoticeBanner, useText, type Notice } from '@checker/ui';
import { Table, TablePager, type TablePagerProps, PageCard } from '@checker/ui/pages';

export interface AdminListPageProps<T> {
  title: string;
  cardTitle: string;
  /** The page's add button (or nothing). */
  actions: ReactNode;
  notice: Notice | null;
  /** What sits between the notice and the table (Data Bank's website select). */
  filters?: ReactNode;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  /** The empty table text; '🚫 No data found.' (spec 01 §8) unless given. */
  emptyText?: string;
  pager: TablePagerProps;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** An admin list screen (User, Whitelist, Website, Data Bank): its card, notice, one page of rows, the pager and its dialogs. */
export function AdminListPage<T extends object>({ title, cardTitle, actions, notice, filters, rowKey, columns, rows, loading, emptyText, pager, children }: AdminListPageProps<T>) {
  const text = useText();
  return (
    <PageCard title={title} cardTitle={cardTitle} actions={actions}>
      <NoticeBanner notice={notice} />
      {filters}
      <Table<T> rowKey={rowKey} size="middle" columns={columns} dataSource={rows} loading={loading} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: emptyText ?? text('admin.noDataFound') }} />
      <TablePager {...pager} />
      {children}
    </PageCard>
  );
}
