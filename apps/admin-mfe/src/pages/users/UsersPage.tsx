import { useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { serverMessage, useAccountsQuery, useDeleteAccountMutation, useSetAccountStatusMutation, type Account } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { ConfirmDialog, EMPTY_CELL, formatJakartaLong, useNotice, useLoggedFailure } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { StatusTag } from '../../shared/StatusTag';
import { AddUserModal } from './AddUserModal';
import { ChangePasswordModal } from './ChangePasswordModal';

/** Spec 01 §9: the user table starts at 10 rows per page. */
export const USERS_PAGE_SIZE = 10;

export const STATUS_FAILED_TEXT = '❌ Gagal mengubah status.';

export function deleteQuestion(account: Pick<Account, 'account_name' | 'account_id'>): string {
  return `Yakin ingin menghapus akun "${account.account_name}" (ID: ${account.account_id})?`;
}

export function statusChangedText(name: string, active: boolean): string {
  return `Status "${name}" diubah ke ${active ? 'Active' : 'Inactive'}.`;
}

/** User (/user): the Admin Users table; ADMIN manages every account, anyone else only their own password. */
export default function UsersPage() {
  const claims = useClaims();
  const isAdmin = claims?.account_role === 'ADMIN';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(USERS_PAGE_SIZE);
  const { data, error, isFetching } = useAccountsQuery({ pageSize, page });
  useLoggedFailure('admin', error, 'accounts');
  const editorName = useEditorName();
  const rows = error ? [] : (data?.rows ?? []);
  const total = error ? 0 : (data?.total ?? 0);

  const { notice, show } = useNotice();
  const [adding, setAdding] = useState(false);
  const [statusTarget, setStatusTarget] = useState<Account | null>(null);
  const [passwordTarget, setPasswordTarget] = useState<Account | null>(null);
  const [updateStatus, { isLoading: updatingStatus }] = useSetAccountStatusMutation();
  const [deleteAccount] = useDeleteAccountMutation();

  async function confirmStatus() {
    if (!statusTarget) return;
    const next = !statusTarget.account_status;
    try {
      await updateStatus({ id: statusTarget.account_id, account_status: next }).unwrap();
      show('success', statusChangedText(statusTarget.account_name, next));
    } catch (failure) {
      show('error', STATUS_FAILED_TEXT, serverMessage(failure));
    }
    setStatusTarget(null);
  }

  async function remove(account: Account) {
    if (!window.confirm(deleteQuestion(account))) return;
    try {
      await deleteAccount(account.account_id).unwrap();
      show('success', `Akun "${account.account_name}" berhasil dihapus.`);
      // Spec 01 §4: removing the last row of a page above 1 moves back one page.
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      show('error', `❌ Gagal menghapus akun "${account.account_name}".`, serverMessage(failure));
    }
  }

  function manage(account: Account) {
    const own = account.account_id === claims?.account_id;
    const changePassword = (
      <Button size="small" onClick={() => setPasswordTarget(account)}>
        Change Password
      </Button>
    );
    if (!isAdmin) return own ? changePassword : null;
    // The server refuses both on one's own account; say so before the click.
    const selfBlock = own ? 'You cannot deactivate or delete your own account.' : undefined;
    return (
      <Space size={4} wrap>
        <Button size="small" disabled={own && account.account_status} title={selfBlock} onClick={() => setStatusTarget(account)}>
          Change Status
        </Button>
        {changePassword}
        <Button size="small" danger disabled={own} title={selfBlock} onClick={() => void remove(account)}>
          Delete
        </Button>
      </Space>
    );
  }

  const columns: TableColumnsType<Account> = [
    { title: 'Name', dataIndex: 'account_name', key: 'name' },
    { title: 'Status', key: 'status', render: (_, account) => <StatusTag active={account.account_status} /> },
    { title: 'Role', dataIndex: 'account_role', key: 'role' },
    { title: 'Website', key: 'website', render: (_, account) => account.account_website_code ?? (account.account_website === null ? EMPTY_CELL : String(account.account_website)) },
    { title: 'Last Edited', key: 'lastEdited', render: (_, account) => formatJakartaLong(account.account_last_edited_at) },
    { title: 'Last Edited By', key: 'lastEditedBy', render: (_, account) => editorName(account.account_last_edited_by) },
    { title: 'Manage', key: 'manage', render: (_, account) => manage(account) },
  ];

  return (
    <AdminListPage<Account>
      title="User"
      cardTitle="List User"
      actions={
        isAdmin ? (
          <Button type="primary" onClick={() => setAdding(true)}>
            New User
          </Button>
        ) : null
      }
      notice={notice}
      rowKey="account_id"
      columns={columns}
      rows={rows}
      loading={isFetching}
      pager={{ page, pageSize, total, onPageChange: setPage, onPageSizeChange: setPageSize }}
    >
      {isAdmin ? <AddUserModal open={adding} onClose={() => setAdding(false)} onCreated={(message) => show('success', message)} /> : null}
      <ConfirmDialog
        open={statusTarget !== null}
        title="Are you sure?"
        confirmLabel="Yes, Confirm"
        busyLabel="Updating..."
        busy={updatingStatus}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setStatusTarget(null)}
      >
        {statusTarget ? `Do you really want to ${statusTarget.account_status ? 'deactivate' : 'activate'} the account "${statusTarget.account_name}"?` : null}
      </ConfirmDialog>
      <ChangePasswordModal account={passwordTarget} onClose={() => setPasswordTarget(null)} onChanged={(message) => show('success', message)} />
    </AdminListPage>
  );
}
