import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useDeleteWhitelistIpMutation, useSetWhitelistIpStatusMutation, useWhitelistPageQuery, type WhitelistEntry } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { ConfirmDialog, useNotice, useLoggedFailure } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { StatusTag } from '../../shared/StatusTag';
import { editedColumns, removeColumn } from '../../shared/columns';
import { RemoveConfirm } from '../../shared/RemoveConfirm';
import { AddWhitelistModal } from './AddWhitelistModal';

/** Spec 01 §9: the whitelist loads 100 per page. */
export const WHITELIST_PAGE_SIZE = 100;

export function statusQuestion(entry: Pick<WhitelistEntry, 'Whitelist_ip' | 'Whitelist_status'>): string {
  return `Yakin ingin ${entry.Whitelist_status ? 'menonaktifkan' : 'mengaktifkan'} IP ${entry.Whitelist_ip}?`;
}

/** Worded as the User page's status notice (spec 01 §8). */
export function ipStatusChangedText(ip: string, active: boolean): string {
  return `Status IP "${ip}" diubah ke ${active ? 'Active' : 'Inactive'}.`;
}

/** Whitelist (/whitelist): the IP addresses allowed to use Checker; only ADMIN changes them. */
export default function WhitelistPage() {
  const isAdmin = useClaims()?.account_role === 'ADMIN';
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
      console.error('[admin] removing a whitelist entry failed', failure);
    }
    setRemoveTarget(null);
  }

  async function confirmStatus() {
    if (!statusTarget) return;
    const next = !statusTarget.Whitelist_status;
    try {
      await updateStatus({ id: statusTarget.Whitelist_id, Whitelist_status: next }).unwrap();
      show('success', ipStatusChangedText(statusTarget.Whitelist_ip, next));
    } catch (failure) {
      console.error('[admin] changing a whitelist status failed', failure);
    }
    setStatusTarget(null);
  }

  const columns: TableColumnsType<WhitelistEntry> = [
    { title: 'IP Address', dataIndex: 'Whitelist_ip', key: 'ip' },
    { title: 'Status', key: 'status', render: (_, entry) => <StatusTag active={entry.Whitelist_status} /> },
    ...editedColumns<WhitelistEntry>(
      editorName,
      (entry) => entry.Whitelist_last_edited_at,
      (entry) => entry.Whitelist_last_edited_by,
    ),
    removeColumn<WhitelistEntry>(isAdmin, setRemoveTarget),
    {
      title: 'Change Status',
      key: 'changeStatus',
      render: (_, entry) => (
        <Button size="small" disabled={!isAdmin} onClick={() => setStatusTarget(entry)}>
          Change Status
        </Button>
      ),
    },
  ];

  return (
    <AdminListPage<WhitelistEntry>
      title="Whitelist"
      cardTitle="List Whitelist"
      actions={
        <Button type="primary" disabled={!isAdmin} onClick={() => setAdding(true)}>
          Add WL
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
        {removeTarget ? `Remove IP ${removeTarget.Whitelist_ip} from the whitelist?` : null}
      </RemoveConfirm>
      <ConfirmDialog
        open={statusTarget !== null}
        title="Are you sure?"
        confirmLabel="Yes, Confirm"
        busyLabel="Updating..."
        busy={toggling}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setStatusTarget(null)}
      >
        {statusTarget ? statusQuestion(statusTarget) : null}
      </ConfirmDialog>
    </AdminListPage>
  );
}
