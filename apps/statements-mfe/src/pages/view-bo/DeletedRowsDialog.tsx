import { useMemo } from 'react';
import { Button, Modal, Typography, type TableColumnsType } from 'antd';
import { useDeletedBoQuery, type DeletedBoArgs, type DeletedBoRow } from '@checker/api';
import { formatMonDate } from '@checker/domain';
import { EMPTY_CELL, formatMoney, formatJakartaShort, useLoggedFailure } from '@checker/ui';
import { Table } from '@checker/ui/pages';

export const DELETED_ROWS_TITLE = 'Data terhapus';
export const DELETED_ROWS_EMPTY = 'Tidak ada data terhapus.';
export const DELETED_ROWS_FAILED = 'Gagal memuat data terhapus.';

export interface DeletedRowsDialogProps {
  /** The website, date and side of the last Search. */
  scope: DeletedBoArgs;
  /** ADMIN only: a row's 'Kembalikan' asks this (the page confirms and restores). */
  onRestore: ((row: DeletedBoRow) => void) | null;
  restoring: boolean;
  onClose: () => void;
}

/**
 * The BO rows deleted in View BO for the searched website, date and side (their tombstones), with
 * who deleted each, when and why. A deleted row stays out of later uploads of the same file, so this
 * is the one place it can come back from: an ADMIN restores it, a CHECKER only reads the list.
 */
export function DeletedRowsDialog({ scope, onRestore, restoring, onClose }: DeletedRowsDialogProps) {
  const list = useDeletedBoQuery(scope, { refetchOnMountOrArgChange: true });
  useLoggedFailure('statements', list.error, DELETED_ROWS_TITLE);
  const columns = useMemo<TableColumnsType<DeletedBoRow>>(
    () => [
      { title: 'Ticket No', key: 'ticket', render: (_, row) => row.ticket },
      { title: 'Username', key: 'user', render: (_, row) => row.user_name },
      { title: 'Nominal', key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
      { title: 'Dihapus oleh', key: 'by', render: (_, row) => row.deleted_by },
      { title: 'Waktu', key: 'at', render: (_, row) => formatJakartaShort(row.deleted_at) },
      { title: 'Alasan', key: 'reason', render: (_, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.reason || EMPTY_CELL}</span> },
      ...(onRestore
        ? [
            {
              title: 'Action',
              key: 'action',
              render: (_: unknown, row: DeletedBoRow) => (
                <Button size="small" disabled={restoring} aria-label={`Kembalikan ${row.ticket}`} onClick={() => onRestore(row)}>
                  Kembalikan
                </Button>
              ),
            },
          ]
        : []),
    ],
    [onRestore, restoring],
  );
  const side = scope.side === 'withdraw' ? 'Withdraw' : 'Deposit';
  return (
    <Modal open title={DELETED_ROWS_TITLE} width={960} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>Tutup</Button>}>
      <Typography.Paragraph type="secondary">
        BO {side} · {scope.website} · {formatMonDate(scope.date)}
      </Typography.Paragraph>
      <Table<DeletedBoRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.error ? [] : (list.currentData ?? [])}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        locale={{ emptyText: list.error ? DELETED_ROWS_FAILED : DELETED_ROWS_EMPTY }}
      />
    </Modal>
  );
}
