import { useCallback, useState } from 'react';
import { Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import { useDeleteAkunBankMutation, useSetAkunBankStatusMutation, useAkunBankPageQuery, useWebsitesQuery, type AkunBank } from '@checker/api';
import { useClaims } from '@checker/auth/react';
import { normalizeAkunBankBank, AKUN_BANK_BANK_LABELS } from '@checker/domain';
import { ConfirmDialog, formatJakartaLong, useNotice, useLoggedFailure, useText, type Text } from '@checker/ui';
import { WebsiteSelect } from '@checker/ui/pages';
import { AdminListPage } from '../../shared/AdminListPage';
import { useEditorName } from '../../shared/account-names';
import { logFailure } from '../../shared/log';
import { StatusTag } from '../../shared/StatusTag';
import { AddDataBankModal } from './AddDataBankModal';

/** Spec 03 §9: Data Bank pages hold 100 rows. */
export const DATA_BANK_PAGE_SIZE = 100;

/** Spec 03 §2: 'Remove bank account {name} ({bank} - {number})?' */
export function removeQuestion(text: Text, row: Pick<AkunBank, 'akun_bank_name' | 'akun_bank_bank' | 'akun_bank_no'>): string {
  return text('admin.databank.removeQuestion', { name: row.akun_bank_name, bank: row.akun_bank_bank, number: row.akun_bank_no });
}

/** Spec 03 §2: 'Activate or Deactivate bank account {name} ({number})?' */
export function toggleQuestion(text: Text, row: Pick<AkunBank, 'akun_bank_name' | 'akun_bank_no'>): string {
  return text('admin.databank.toggleQuestion', { name: row.akun_bank_name, number: row.akun_bank_no });
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
  const text = useText();
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
      logFailure(`${kind} of bank account ${row.akun_bank_id}`, failure);
    }
    setPending(null);
  }

  const columns: TableColumnsType<AkunBank> = [
    { title: text('admin.column.website'), key: 'website', render: (_, row) => row.akun_bank_website_code ?? website?.website_code ?? row.akun_bank_website },
    { title: text('admin.databank.column.jenis'), dataIndex: 'akun_bank_jenis_transaksi', key: 'jenis' },
    { title: text('admin.databank.column.bank'), key: 'bank', render: (_, row) => bankLabel(row.akun_bank_bank) },
    { title: text('admin.databank.column.accountName'), dataIndex: 'akun_bank_name', key: 'name' },
    { title: text('admin.databank.column.accountNumber'), dataIndex: 'akun_bank_no', key: 'number' },
    { title: text('admin.column.status'), key: 'status', render: (_, row) => <StatusTag active={row.akun_bank_status} /> },
    // A set width lets the long Jakarta date wrap, so Action stays in view on a laptop screen.
    { title: text('admin.column.lastEdited'), key: 'lastEdited', width: 190, render: (_, row) => formatJakartaLong(row.akun_bank_last_edited_at) },
    { title: text('admin.column.lastEditedBy'), key: 'lastEditedBy', render: (_, row) => editorName(row.akun_bank_last_edited_by) },
    {
      title: text('admin.databank.column.action'),
      key: 'action',
      render: (_, row) => (
        <Space size={4}>
          <Button size="small" disabled={!isAdmin} onClick={() => setPending({ kind: 'toggle', row })}>
            {text(row.akun_bank_status ? 'admin.databank.deactivate' : 'admin.databank.activate')}
          </Button>
          <Button size="small" danger disabled={!isAdmin} onClick={() => setPending({ kind: 'remove', row })}>
            {text('admin.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<AkunBank>
      title={text('admin.databank.title')}
      cardTitle={text('admin.databank.cardTitle')}
      actions={
        <Button type="primary" disabled={!canAdd} onClick={() => setAdding(true)}>
          {text('admin.databank.add')}
        </Button>
      }
      notice={notice}
      filters={
        <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Text>{text('admin.column.website')}</Typography.Text>
          <WebsiteSelect aria-label={text('admin.column.website')} websites={websites.data ?? []} loading={websites.isFetching} value={websiteId} onChange={chooseWebsite} disabled={!isAdmin} />
        </Flex>
      }
      rowKey="akun_bank_id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      emptyText={text('admin.databank.noData')}
      pager={{ page, pageSize: DATA_BANK_PAGE_SIZE, total, onPageChange: setPage, showPageOf: true }}
    >
      {adding ? (
        <AddDataBankModal websites={websites.data ?? []} initialWebsite={websiteId} onClose={() => setAdding(false)} onCreated={(message) => show('success', message)} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={text('admin.databank.confirmTitle')}
        confirmLabel={text(pending?.kind === 'remove' ? 'admin.confirm.yesRemove' : 'admin.confirm.yes')}
        busy={removeState.isLoading || toggleState.isLoading}
        danger={pending?.kind === 'remove'}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        {pending ? (pending.kind === 'remove' ? removeQuestion(text, pending.row) : toggleQuestion(text, pending.row)) : null}
      </ConfirmDialog>
    </AdminListPage>
  );
}
