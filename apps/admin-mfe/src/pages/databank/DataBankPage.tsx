import { useCallback, useState } from 'react';
import { Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import { useDeleteAkunBankMutation, useSetAkunBankStatusMutation, useAkunBankPageQuery, useWebsitesQuery, type AkunBank } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { normalizeAkunBankBank, AKUN_BANK_BANK_LABELS } from '@checker/domain';
import { ConfirmDialog, formatJakartaLong, useNotice, useLoggedFailure } from '@checker/ui';
import { WebsiteSelect } from '@checker/ui/pages';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { StatusTag } from '../../shared/StatusTag';
import { AddDataBankModal } from './AddDataBankModal';

/** Spec 03 §9: Data Bank pages hold 100 rows. */
export const DATA_BANK_PAGE_SIZE = 100;

export function removeQuestion(row: Pick<AkunBank, 'akun_bank_name' | 'akun_bank_bank' | 'akun_bank_no'>): string {
  return `Remove bank account ${row.akun_bank_name} (${row.akun_bank_bank} - ${row.akun_bank_no})?`;
}

export function toggleQuestion(row: Pick<AkunBank, 'akun_bank_name' | 'akun_bank_no'>): string {
  return `Activate or Deactivate bank account ${row.akun_bank_name} (${row.akun_bank_no})?`;
}

function bankLabel(bank: string): string {
  const known = normalizeAkunBankBank(bank);
  return known ? AKUN_BANK_BANK_LABELS[known] : bank;
}

interface PendingAction {
  kind: 'remove' | 'toggle';
  row: AkunBank;
}

/** Data Bank (/databank): the bank and e-wallet accounts of a website; only ADMIN toggles or removes. */
export default function DataBankPage() {
  const claims = useClaims();
  const isAdmin = claims?.account_role === 'ADMIN';
  const canAdd = isAdmin || claims?.account_role === 'CHECKER';
  const websites = useWebsitesQuery();
  useLoggedFailure('admin', websites.error, 'websites');
  const [websiteId, setWebsiteId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const website = websites.data?.find((option) => option.website_id === websiteId);
  const list = useAkunBankPageQuery({ websiteCode: website?.website_code ?? '', pageSize: DATA_BANK_PAGE_SIZE, page }, { skip: !website });
  useLoggedFailure('admin', list.error, 'bank accounts');
  const editorName = useEditorName();
  const rows = !website || list.error ? [] : (list.data?.rows ?? []);
  const total = !website || list.error ? 0 : (list.data?.total ?? 0);

  const { notice, show } = useNotice();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [deleteAkunBank, removeState] = useDeleteAkunBankMutation();
  const [updateStatus, toggleState] = useSetAkunBankStatusMutation();

  const chooseWebsite = useCallback((next: number | null) => {
    setWebsiteId(next);
    setPage(1);
  }, []);

  async function confirmPending() {
    if (!pending) return;
    const { kind, row } = pending;
    try {
      if (kind === 'remove') {
        await deleteAkunBank(row.akun_bank_id).unwrap();
        if (rows.length === 1 && page > 1) setPage(page - 1);
      } else {
        await updateStatus({ id: row.akun_bank_id, akun_bank_status: !row.akun_bank_status }).unwrap();
      }
    } catch (failure) {
      // Spec 03 §8: toggle and remove failures are ignored; the reloaded list shows what is true.
      console.error(`[admin] ${kind} of bank account ${row.akun_bank_id} failed`, failure);
    }
    setPending(null);
  }

  const columns: TableColumnsType<AkunBank> = [
    { title: 'Website', key: 'website', render: (_, row) => row.akun_bank_website_code ?? website?.website_code ?? row.akun_bank_website },
    { title: 'Jenis Transaksi', dataIndex: 'akun_bank_jenis_transaksi', key: 'jenis' },
    { title: 'Bank', key: 'bank', render: (_, row) => bankLabel(row.akun_bank_bank) },
    { title: 'Account Name', dataIndex: 'akun_bank_name', key: 'name' },
    { title: 'Account Number', dataIndex: 'akun_bank_no', key: 'number' },
    { title: 'Status', key: 'status', render: (_, row) => <StatusTag active={row.akun_bank_status} /> },
    // A set width lets the long Jakarta date wrap, so Action stays in view on a laptop screen.
    { title: 'Last Edited', key: 'lastEdited', width: 190, render: (_, row) => formatJakartaLong(row.akun_bank_last_edited_at) },
    { title: 'Last Edited By', key: 'lastEditedBy', render: (_, row) => editorName(row.akun_bank_last_edited_by) },
    {
      title: 'Action',
      key: 'action',
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" disabled={!isAdmin} onClick={() => setPending({ kind: 'toggle', row })}>
            {row.akun_bank_status ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="small" danger disabled={!isAdmin} onClick={() => setPending({ kind: 'remove', row })}>
            Remove
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<AkunBank>
      title="Data Bank"
      cardTitle="Table Data Bank"
      actions={
        <Button type="primary" disabled={!canAdd} onClick={() => setAdding(true)}>
          Add Data Bank
        </Button>
      }
      notice={notice}
      filters={
        <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Text>Website</Typography.Text>
          <WebsiteSelect aria-label="Website" websites={websites.data ?? []} loading={websites.isFetching} value={websiteId} onChange={chooseWebsite} disabled={!isAdmin} />
        </Flex>
      }
      rowKey="akun_bank_id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      emptyText="No data"
      pager={{ page, pageSize: DATA_BANK_PAGE_SIZE, total, onPageChange: setPage, showPageOf: true }}
    >
      {adding ? (
        <AddDataBankModal websites={websites.data ?? []} initialWebsite={websiteId} onClose={() => setAdding(false)} onCreated={(message) => show('success', message)} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title="Confirm Action"
        confirmLabel={pending?.kind === 'remove' ? 'Yes, Remove' : 'Yes, Confirm'}
        busy={removeState.isLoading || toggleState.isLoading}
        danger={pending?.kind === 'remove'}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        {pending ? (pending.kind === 'remove' ? removeQuestion(pending.row) : toggleQuestion(pending.row)) : null}
      </ConfirmDialog>
    </AdminListPage>
  );
}
