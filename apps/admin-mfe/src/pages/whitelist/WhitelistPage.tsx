import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useDeleteWhitelistIpMutation, useSetWhitelistIpStatusMutation, useWhitelistPageQuery, type WhitelistEntry } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { ConfirmDialog, useNotice, useLoggedFailure, useText, type Text } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { StatusTag, statusText } from '../../shared/StatusTag';
import { editedColumns, removeColumn } from '../../shared/columns';
import { logFailure } from '../../shared/log';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { AddWhitelistModal } from './AddWhitelistModal';

/** Spec 01 §9: the whitelist loads 100 per page. */
export const WHITELIST_PAGE_SIZE = 100;

export function statusQuestion(text: Text, entry: Pick<WhitelistEntry, 'Whitelist_ip' | 'Whitelist_status'>): string {
  return text(entry.Whitelist_status ? 'admin.whitelist.deactivateQuestion' : 'admin.whitelist.activateQuestion', { ip: entry.Whitelist_ip });
}

/** Worded as the User page's status notice (spec 01 §8). */
export function ipStatusChangedText(text: Text, ip: string, active: boolean): string {
  return text('admin.whitelist.statusChanged', { ip, status: statusText(text, active) });
}

/** Whitelist (/whitelist): the IP addresses allowed to use Checker; only ADMIN changes them. */
export default function WhitelistPage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
  const text = useText();
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useWhitelistPageQuery({ pageSize: WHITELIST_PAGE_SIZE, page });
  useLoggedFailure('admin', error, 'the whitelist');
  const editorName = useEditorName();
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);

  const { notice, show } = useNotice();
  const [adding, setAdding] = useState(false);
  const [removeTarget, setRemoveTarget] = useState<WhitelistEntry | null>(null);
  const [statusTarget, setStatusTarget] = useState<WhitelistEntry | null>(null);
  const [deleteEntry, { isLoading: removing }] = useDeleteWhitelistIpMutation();
  const [updateStatus, { isLoading: toggling }] = useSetWhitelistIpStatusMutation();

  async function confirmRemove() {
    if (!removeTarget) return;
    try {
      await deleteEntry(removeTarget.Whitelist_id).unwrap();
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      // Spec 01 §8: whitelist remove and toggle failures are only logged.
      logFailure('removing a whitelist entry', failure);
    }
    setRemoveTarget(null);
  }

  async function confirmStatus() {
    if (!statusTarget) return;
    const next = !statusTarget.Whitelist_status;
    try {
      await updateStatus({ id: statusTarget.Whitelist_id, Whitelist_status: next }).unwrap();
      show('success', ipStatusChangedText(text, statusTarget.Whitelist_ip, next));
    } catch (failure) {
      logFailure('changing a whitelist status', failure);
    }
    setStatusTarget(null);
  }

  const columns: TableColumnsType<WhitelistEntry> = [
    { title: text('admin.whitelist.column.ip'), dataIndex: 'Whitelist_ip', key: 'ip' },
    { title: text('admin.column.status'), key: 'status', render: (_, entry) => <StatusTag active={entry.Whitelist_status} /> },
    ...editedColumns<WhitelistEntry>(
      text,
      editorName,
      (entry) => entry.Whitelist_last_edited_at,
      (entry) => entry.Whitelist_last_edited_by,
    ),
    removeColumn<WhitelistEntry>(text, isAdmin, setRemoveTarget),
    {
      title: text('admin.changeStatus'),
      key: 'changeStatus',
      render: (_, entry) => (
        <Button size="small" disabled={!isAdmin} onClick={() => setStatusTarget(entry)}>
          {text('admin.changeStatus')}
        </Button>
      ),
    },
  ];

  return (
    <AdminListPage<WhitelistEntry>
      title={text('admin.whitelist.title')}
      cardTitle={text('admin.whitelist.cardTitle')}
      actions={
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          {text('admin.whitelist.add')}
        </Button>
      }
      notice={notice}
      rowKey="Whitelist_id"
      columns={columns}
      rows={rows}
      loading={isFetching}
      pager={{ page, pageSize: WHITELIST_PAGE_SIZE, total, onPageChange: setPage }}
    >
      {isAdmin ? <AddWhitelistModal open={adding} onClose={() => setAdding(false)} onAdded={(message) => show('success', message)} /> : null}
      <RemoveConfirm open={removeTarget !== null} busy={removing} onConfirm={() => void confirmRemove()} onCancel={() => setRemoveTarget(null)}>
        {removeTarget ? text('admin.whitelist.removeQuestion', { ip: removeTarget.Whitelist_ip }) : null}
      </RemoveConfirm>
      <ConfirmDialog
        open={statusTarget !== null}
        title={text('admin.confirm.title')}
        confirmLabel={text('admin.confirm.yes')}
        busyLabel={text('admin.confirm.updating')}
        busy={toggling}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setStatusTarget(null)}
      >
        {statusTarget ? statusQuestion(text, statusTarget) : null}
      </ConfirmDialog>
    </AdminListPage>
  );
}
