import { useState } from 'react';
import { Button, Space, type TableColumnsType } from 'antd';
import { useAccountsQuery, useDeleteAccountMutation, useSetAccountStatusMutation, type Account } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { ConfirmDialog, EMPTY_CELL, formatJakartaLong, useNotice, useLoggedFailure, useAnswerText, useText, type Text } from '@checker/ui';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { StatusTag, statusText } from '../../shared/StatusTag';
import { AddUserModal } from './AddUserModal';
import { ChangePasswordModal } from './ChangePasswordModal';

/** Spec 01 §9: the user table starts at 10 rows per page. */
export const USERS_PAGE_SIZE = 10;

/** Spec 01 §5: the browser confirm before a delete. */
export function deleteQuestion(text: Text, account: Pick<Account, 'account_name' | 'account_id'>): string {
  return text('admin.users.deleteQuestion', { name: account.account_name, id: account.account_id });
}

/** Spec 01 §8: 'Status "{name}" diubah ke Active/Inactive.' */
export function statusChangedText(text: Text, name: string, active: boolean): string {
  return text('admin.users.statusChanged', { name, status: statusText(text, active) });
}

/** User (/user): the Admin Users table; ADMIN manages every account, anyone else only their own password. */
export default function UsersPage() {
  const claims = useClaims();
  const text = useText();
  const said = useAnswerText();
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
      show('success', statusChangedText(text, statusTarget.account_name, next));
    } catch (failure) {
      show('error', text('admin.users.statusFailed'), said.ofFailure(failure));
    }
    setStatusTarget(null);
  }

  async function remove(account: Account) {
    if (!window.confirm(deleteQuestion(text, account))) return;
    try {
      await deleteAccount(account.account_id).unwrap();
      show('success', text('admin.users.deleted', { name: account.account_name }));
      // Spec 01 §4: removing the last row of a page above 1 moves back one page.
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (failure) {
      show('error', text('admin.users.deleteFailed', { name: account.account_name }), said.ofFailure(failure));
    }
  }

  function manage(account: Account) {
    const own = account.account_id === claims?.account_id;
    const changePassword = (
      <Button size="small" onClick={() => setPasswordTarget(account)}>
        {text('admin.users.changePassword')}
      </Button>
    );
    if (!isAdmin) return own ? changePassword : null;
    // The server refuses both on one's own account; say so before the click.
    const selfBlock = own ? text('admin.users.selfBlock') : undefined;
    return (
      <Space size={4} wrap>
        <Button size="small" disabled={own && account.account_status} title={selfBlock} onClick={() => setStatusTarget(account)}>
          {text('admin.changeStatus')}
        </Button>
        {changePassword}
        <Button size="small" danger disabled={own} title={selfBlock} onClick={() => void remove(account)}>
          {text('admin.users.delete')}
        </Button>
      </Space>
    );
  }

  const columns: TableColumnsType<Account> = [
    { title: text('admin.users.column.name'), dataIndex: 'account_name', key: 'name' },
    { title: text('admin.column.status'), key: 'status', render: (_, account) => <StatusTag active={account.account_status} /> },
    { title: text('admin.users.column.role'), dataIndex: 'account_role', key: 'role' },
    { title: text('admin.column.website'), key: 'website', render: (_, account) => account.account_website_code ?? (account.account_website === null ? EMPTY_CELL : String(account.account_website)) },
    { title: text('admin.column.lastEdited'), key: 'lastEdited', render: (_, account) => formatJakartaLong(account.account_last_edited_at) },
    { title: text('admin.column.lastEditedBy'), key: 'lastEditedBy', render: (_, account) => editorName(account.account_last_edited_by) },
    { title: text('admin.users.column.manage'), key: 'manage', render: (_, account) => manage(account) },
  ];

  return (
    <AdminListPage<Account>
      title={text('admin.users.title')}
      cardTitle={text('admin.users.cardTitle')}
      actions={
        isAdmin ? (
          <Button type="primary" onClick={() => setAdding(true)}>
            {text('admin.users.new')}
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
        title={text('admin.confirm.title')}
        confirmLabel={text('admin.confirm.yes')}
        busyLabel={text('admin.confirm.updating')}
        busy={updatingStatus}
        onConfirm={() => void confirmStatus()}
        onCancel={() => setStatusTarget(null)}
      >
        {statusTarget ? text(statusTarget.account_status ? 'admin.users.deactivateQuestion' : 'admin.users.activateQuestion', { name: statusTarget.account_name }) : null}
      </ConfirmDialog>
      <ChangePasswordModal account={passwordTarget} onClose={() => setPasswordTarget(null)} onChanged={(message) => show('success', message)} />
    </AdminListPage>
  );
}
