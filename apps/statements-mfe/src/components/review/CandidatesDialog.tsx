import { useMemo } from 'react';
import { Button, Modal, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EMPTY_CELL, useLoggedFailure, useText } from '@checker/ui';
import { Table } from '@checker/ui/pages';
import { useProve, type ProofNames } from './useProve';
import type { ReviewPageState } from './useReviewPage';
import type { ProveRequest } from '@checker/api';

/** How one kind of candidate shows: its key, how the prove button names it, what it is, and the checker's reason. */
export interface CandidateTable<T> {
  rowKey: (row: T) => number;
  /** `BCA 05-Feb-2025 #12`, or a ticket. */
  name: (row: T) => string;
  columns: TableColumnsType<T>;
  why: (row: T) => string;
}

/** A candidates query as RTK Query answers it. */
export interface CandidateList<T> {
  currentData?: T[];
  isFetching: boolean;
  error?: unknown;
}

export interface CandidatesDialogProps<T> {
  title: string;
  /** What the list is about: `BO Deposit · DP900001 · player1 · 101.000 · …`. */
  subject: string;
  list: CandidateList<T>;
  table: CandidateTable<T>;
  /** Why this candidate cannot prove the row now (claimed, outside the edit window), or null. */
  blocked: (row: T) => string | null;
  /** The proof a candidate makes: the request and the names the confirmation shows. */
  proof: (row: T) => { request: ProveRequest; names: ProofNames };
  page: Pick<ReviewPageState, 'modal' | 'show'>;
  onClose: () => void;
}

/**
 * Candidates for a pending row (issue 16): the rows on the other side that could pair with it, why
 * the checker did not pair each, and 'Buktikan dengan baris ini' on each one that can prove it now
 * (useProve); one that cannot shows its button disabled, with the reason on hover.
 */
export function CandidatesDialog<T extends object>({ title, subject, list, table, blocked, proof, page, onClose }: CandidatesDialogProps<T>) {
  useLoggedFailure('statements', list.error, title);
  const [prove, proving] = useProve(page, onClose);
  const text = useText();
  const columns = useMemo<TableColumnsType<T>>(
    () => [
      ...table.columns,
      { title: text('review.candidates.why'), key: 'why', render: (_, row) => <span style={{ display: 'inline-block', maxWidth: 280 }}>{table.why(row) || EMPTY_CELL}</span> },
      {
        title: text('review.col.action'),
        key: 'action',
        fixed: 'right',
        render: (_, row) => {
          const reason = blocked(row);
          const label = text('review.candidates.proveRow', { name: table.name(row) });
          if (!reason) {
            const { request, names } = proof(row);
            return (
              <Button size="small" type="primary" disabled={proving} aria-label={label} onClick={() => prove(request, names)}>
                {text('review.candidates.prove')}
              </Button>
            );
          }
          return (
            <Tooltip title={reason}>
              {/* A disabled button receives no pointer events: its wrapper shows why on hover. */}
              <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
                <Button size="small" disabled aria-label={label} style={{ pointerEvents: 'none' }}>
                  {text('review.candidates.prove')}
                </Button>
              </span>
            </Tooltip>
          );
        },
      },
    ],
    [table, blocked, proof, proving, prove, text],
  );
  const failed = Boolean(list.error);
  return (
    <Modal open title={title} width={1200} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>{text('review.close')}</Button>}>
      <Typography.Paragraph type="secondary">{subject}</Typography.Paragraph>
      <Table<T>
        rowKey={table.rowKey}
        size="small"
        columns={columns}
        dataSource={failed ? [] : list.currentData}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        locale={{ emptyText: text(failed ? 'review.candidates.failed' : 'review.candidates.empty') }}
      />
    </Modal>
  );
}
