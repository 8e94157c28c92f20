import { useState } from 'react';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { serverMessage, useDeletePostingHolidayMutation, usePostingWindowQuery, useResetPostingWindowMutation, useSetPostingWindowMutation } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { workingDaysText, type PostingHoliday, type PostingSourceWindow } from '@checker/domain';
import { ConfirmDialog, NoticeBanner, useNotice, useLoggedFailure } from '@checker/ui';
import { Select, Table, PageCard } from '@checker/ui/pages';
import { useEditorName } from '../../shared/account-names';
import { editedColumns, removeColumn } from '../../shared/columns';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { NO_DATA_FOUND } from '../../shared/texts';
import { AddHolidayModal } from './AddHolidayModal';

export const WINDOW_CHANGE_FAILED_TEXT = '❌ Gagal mengubah posting window.';
export const HOLIDAY_REMOVE_FAILED_TEXT = '❌ Gagal menghapus hari libur.';
/** Holidays shown per page of the table. */
export const HOLIDAYS_PER_PAGE = 20;

/** What the page explains above the sources: the window counts working days, so holidays matter. */
export const WINDOW_EXPLAINED =
  "A BO row left pending on its own day may be proved by a credit of the same account on a later day's statement, up to this many working days after it, when the credit is the only candidate and names the player. 0 turns this off for the source. Saturdays, Sundays and the holidays below are not working days.";

/**
 * Posting Window (/posting-window, issue 16): each statement source's window in working days and the
 * holidays banks do not post on. Every staff role sees it; only ADMIN changes it.
 */
export default function PostingWindowPage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
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
      show('success', (await run()).message);
    } catch (failure) {
      show('error', failed, serverMessage(failure));
    }
  }

  async function confirmReset() {
    if (!resetTarget) return;
    await change(() => resetWindow(resetTarget.source).unwrap(), WINDOW_CHANGE_FAILED_TEXT);
    setResetTarget(null);
  }

  async function confirmRemove() {
    if (!removeTarget) return;
    await change(() => deleteHoliday(removeTarget.date).unwrap(), HOLIDAY_REMOVE_FAILED_TEXT);
    setRemoveTarget(null);
  }

  const sourceColumns: TableColumnsType<PostingSourceWindow> = [
    { title: 'Source', dataIndex: 'source', key: 'source' },
    {
      title: 'Working Days',
      key: 'workingDays',
      render: (_, row) =>
        isAdmin ? (
          <Select<number>
            aria-label={`Working days of ${row.source}`}
            style={{ minWidth: 130 }}
            disabled={saving}
            value={row.working_days}
            options={choices}
            labelRender={() => workingDaysText(row)}
            onChange={(days) => void change(() => updateWindow({ source: row.source, working_days: days }).unwrap(), WINDOW_CHANGE_FAILED_TEXT)}
          />
        ) : (
          workingDaysText(row)
        ),
    },
    ...editedColumns<PostingSourceWindow>(
      editorName,
      (row) => row.edited_at,
      (row) => row.edited_by,
    ),
    {
      title: 'Reset',
      key: 'reset',
      render: (_, row) => (
        <Button size="small" disabled={!isAdmin || row.is_default} onClick={() => setResetTarget(row)}>
          Reset to default
        </Button>
      ),
    },
  ];

  const holidayColumns: TableColumnsType<PostingHoliday> = [
    { title: 'Date', dataIndex: 'date', key: 'date' },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    ...editedColumns<PostingHoliday>(
      editorName,
      (row) => row.created_at,
      (row) => row.created_by,
      ['Added', 'Added By'],
    ),
    removeColumn<PostingHoliday>(isAdmin, setRemoveTarget),
  ];

  return (
    <PageCard title="Posting Window" cardTitle="List Posting Window">
      <NoticeBanner notice={notice} />
      <Typography.Paragraph type="secondary">{WINDOW_EXPLAINED}</Typography.Paragraph>
      <div data-testid="posting-sources">
        <Table<PostingSourceWindow>
          rowKey="source"
          size="middle"
          columns={sourceColumns}
          dataSource={error ? [] : (data?.sources ?? [])}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: NO_DATA_FOUND }}
        />
      </div>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Holidays
        </Typography.Title>
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          Add Holiday
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
          locale={{ emptyText: NO_DATA_FOUND }}
        />
      </div>
      {isAdmin ? <AddHolidayModal open={adding} onClose={() => setAdding(false)} onAdded={(message) => show('success', message)} /> : null}
      <ConfirmDialog
        open={resetTarget !== null}
        title="Are you sure?"
        confirmLabel="Yes, Reset"
        busyLabel="Resetting..."
        busy={resetting}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetTarget(null)}
      >
        {resetTarget ? `Reset the posting window of ${resetTarget.source}, now ${workingDaysText(resetTarget)}, to the default (${data?.default_working_days ?? ''})?` : null}
      </ConfirmDialog>
      <RemoveConfirm open={removeTarget !== null} busy={removing} onConfirm={() => void confirmRemove()} onCancel={() => setRemoveTarget(null)}>
        {removeTarget ? `Remove the holiday ${removeTarget.date} (${removeTarget.name})? That day becomes a working day for the posting window.` : null}
            </RemoveConfirm>
    </PageCard>
  );
}
