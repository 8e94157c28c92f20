import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useDeletePostingHolidayMutation, usePostingWindowQuery, useResetPostingWindowMutation, useSetPostingWindowMutation } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import type { PostingHoliday, PostingSourceWindow } from '@checker/domain';
import { ConfirmDialog, NoticeBanner, useNotice, useLoggedFailure, useAnswerText, useText, type Text } from '@checker/ui';
import { Select, Table, PageCard } from '@checker/ui/pages';
import { useEditorName } from '../../shared/account-names';
import { editedColumns, removeColumn } from '../../shared/columns';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { AddHolidayModal } from './AddHolidayModal';

/** Holidays shown per page of the table. */
export const HOLIDAYS_PER_PAGE = 20;

/** A source's window as the table shows it: the number of working days, marked when it is the default. */
export function workingDaysLabel(text: Text, window: Pick<PostingSourceWindow, 'working_days' | 'is_default'>): string {
  return window.is_default ? text('admin.posting.daysDefault', { days: window.working_days }) : String(window.working_days);
}

/**
 * Posting Window (/posting-window, issue 16): each statement source's window in working days and the
 * holidays banks do not post on. Every staff role sees it; only ADMIN changes it.
 */
export default function PostingWindowPage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
  const text = useText();
  const said = useAnswerText();
  const { data, error, isFetching } = usePostingWindowQuery();
  useLoggedFailure('admin', error, 'the posting window');
  const editorName = useEditorName();
  const { notice, show } = useNotice();
  const [adding, setAdding] = useState(false);
  const [resetTarget, setResetTarget] = useState<PostingSourceWindow | null>(null);
  const [removeTarget, setRemoveTarget] = useState<PostingHoliday | null>(null);
  const [updateWindow, { isLoading: saving }] = useSetPostingWindowMutation();
  const [resetWindow, { isLoading: resetting }] = useResetPostingWindowMutation();
  const [deleteHoliday, { isLoading: removing }] = useDeletePostingHolidayMutation();
  const choices = Array.from({ length: (data?.max_working_days ?? 0) + 1 }, (_, days) => ({ value: days, label: String(days) }));

  /** Runs one change and shows the server's answer, or why it failed. */
  async function change(run: () => Promise<{ message: string }>, failed: string) {
    try {
      show('success', said.ofAnswer(await run()) ?? '');
    } catch (failure) {
      show('error', failed, said.ofFailure(failure));
    }
  }

  async function confirmReset() {
    if (!resetTarget) return;
    await change(() => resetWindow(resetTarget.source).unwrap(), text('admin.posting.changeFailed'));
    setResetTarget(null);
  }

  async function confirmRemove() {
    if (!removeTarget) return;
    await change(() => deleteHoliday(removeTarget.date).unwrap(), text('admin.posting.holidayRemoveFailed'));
    setRemoveTarget(null);
  }

  const sourceColumns: TableColumnsType<PostingSourceWindow> = [
    { title: text('admin.posting.column.source'), dataIndex: 'source', key: 'source' },
    {
      title: text('admin.posting.column.workingDays'),
      key: 'workingDays',
      render: (_, row) =>
        isAdmin ? (
          <Select<number>
            aria-label={text('admin.posting.workingDaysOf', { source: row.source })}
            style={{ minWidth: 130 }}
            disabled={saving}
            value={row.working_days}
            options={choices}
            labelRender={() => workingDaysLabel(text, row)}
            onChange={(days) => void change(() => updateWindow({ source: row.source, working_days: days }).unwrap(), text('admin.posting.changeFailed'))}
          />
        ) : (
          workingDaysLabel(text, row)
        ),
    },
    ...editedColumns<PostingSourceWindow>(
      text,
      editorName,
      (row) => row.edited_at,
      (row) => row.edited_by,
    ),
    {
      title: text('admin.posting.column.reset'),
      key: 'reset',
      render: (_, row) => (
        <Button size="small" disabled={!isAdmin || row.is_default} onClick={() => setResetTarget(row)}>
          {text('admin.posting.resetToDefault')}
        </Button>
      ),
    },
  ];

  const holidayColumns: TableColumnsType<PostingHoliday> = [
    { title: text('admin.posting.column.date'), dataIndex: 'date', key: 'date' },
    { title: text('admin.posting.column.name'), dataIndex: 'name', key: 'name' },
    ...editedColumns<PostingHoliday>(
      text,
      editorName,
      (row) => row.created_at,
      (row) => row.created_by,
      [text('admin.posting.column.added'), text('admin.posting.column.addedBy')],
    ),
    removeColumn<PostingHoliday>(text, isAdmin, setRemoveTarget),
  ];

  return (
    <PageCard title={text('admin.posting.title')} cardTitle={text('admin.posting.cardTitle')}>
      <NoticeBanner notice={notice} />
      <Typography.Paragraph type="secondary">{text('admin.posting.explained')}</Typography.Paragraph>
      <div data-testid="posting-sources">
        <Table<PostingSourceWindow>
          rowKey="source"
          size="middle"
          columns={sourceColumns}
          dataSource={error ? [] : (data?.sources ?? [])}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: text('admin.noDataFound') }}
        />
      </div>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {text('admin.posting.holidays')}
        </Typography.Title>
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          {text('admin.posting.addHoliday')}
        </Button>
      </Flex>
      <div data-testid="posting-holidays">
        <Table<PostingHoliday>
          rowKey="date"
          size="middle"
          columns={holidayColumns}
          dataSource={error ? [] : (data?.holidays ?? [])}
          loading={isFetching}
          pagination={{ pageSize: HOLIDAYS_PER_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: text('admin.noDataFound') }}
        />
      </div>
      {isAdmin ? <AddHolidayModal open={adding} onClose={() => setAdding(false)} onAdded={(message) => show('success', message)} /> : null}
      <ConfirmDialog
        open={resetTarget !== null}
        title={text('admin.confirm.title')}
        confirmLabel={text('admin.posting.yesReset')}
        busyLabel={text('admin.posting.resetting')}
        busy={resetting}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetTarget(null)}
      >
        {resetTarget ? text('admin.posting.resetQuestion', { source: resetTarget.source, days: workingDaysLabel(text, resetTarget), default: data?.default_working_days ?? '' }) : null}
      </ConfirmDialog>
      <RemoveConfirm open={removeTarget !== null} busy={removing} onConfirm={() => void confirmRemove()} onCancel={() => setRemoveTarget(null)}>
        {removeTarget ? text('admin.posting.removeHolidayQuestion', { date: removeTarget.date, name: removeTarget.name }) : null}
      </RemoveConfirm>
    </PageCard>
  );
}
