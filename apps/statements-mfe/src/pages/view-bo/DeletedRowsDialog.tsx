import { useMemo } from 'react';
import { Button, Modal, Typography, type TableColumnsType } from 'antd';
import { useDeletedBoQuery, type DeletedBoArgs, type DeletedBoRow } from '@checker/api';
import { formatMonDate } from '@checker/domain';
import { EMPTY_CELL, formatMoney, formatJakartaShort, useLoggedFailure, useText } from '@checker/ui';
import { Table } from '@checker/ui/pages';

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
  useLoggedFailure('statements', list.error, 'deleted BO rows');
  const text = useText();
  const columns = useMemo<TableColumnsType<DeletedBoRow>>(
    () => [
      { title: text('review.col.ticket'), key: 'ticket', render: (_, row) => row.ticket },
      { title: text('review.col.username'), key: 'user', render: (_, row) => row.user_name },
      { title: text('review.col.amount'), key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
      { title: text('review.bo.deleted.by'), key: 'by', render: (_, row) => row.deleted_by },
      { title: text('review.bo.deleted.at'), key: 'at', render: (_, row) => formatJakartaShort(row.deleted_at) },
      { title: text('review.bo.deleted.reason'), key: 'reason', render: (_, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.reason || EMPTY_CELL}</span> },
      ...(onRestore
        ? [
            {
              title: text('review.col.action'),
              key: 'action',
              render: (_: unknown, row: DeletedBoRow) => (
                <Button size="small" disabled={restoring} aria-label={text('review.bo.restoreRow', { ticket: row.ticket })} onClick={() => onRestore(row)}>
                  {text('review.bo.restore')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [onRestore, restoring, text],
  );
  return (
    <Modal open title={text('review.bo.deleted.title')} width={960} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>{text('review.close')}</Button>}>
      <Typography.Paragraph type="secondary">{text(`review.bo.deleted.scope.${scope.side}`, { website: scope.website, date: formatMonDate(scope.date) })}</Typography.Paragraph>
      <Table<DeletedBoRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.error ? [] : (list.currentData ?? [])}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        locale={{ emptyText: text(list.error ? 'review.bo.deleted.failed' : 'review.bo.deleted.empty') }}
      />
    </Modal>
  );
}
