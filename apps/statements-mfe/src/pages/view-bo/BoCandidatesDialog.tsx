import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { matchReasonText } from '@checker/domain';
import { useBoCandidatesQuery, type CandidateCredit, type ReviewSide } from '@checker/api';
import { EMPTY_CELL, formatMoney, useText, type Text } from '@checker/ui';
import { CandidatesDialog, type CandidateTable } from '../../components/review/CandidatesDialog';
import { Stacked } from '../../components/review/Stacked';
import type { ReviewPageState } from '../../components/review/useReviewPage';
import { rowLine, type BoRow } from './bo-rows';

function creditsTable(text: Text): CandidateTable<CandidateCredit> {
  return {
    rowKey: (credit) => credit.mutasi_id,
    name: (credit) => credit.label,
    why: (credit) => matchReasonText(text, credit.why),
    columns: [
      { title: text('review.bo.candidates.mutasi'), key: 'label', render: (_, credit) => credit.label },
      { title: text('review.bo.candidates.sender'), key: 'sender', render: (_, credit) => <Stacked main={credit.sender_name ?? EMPTY_CELL} sub={credit.description} maxWidth={240} /> },
      { title: text('review.col.amount'), key: 'amount', align: 'right', render: (_, credit) => formatMoney(credit.amount) },
      {
        title: text('review.col.status'),
        key: 'status',
        render: (_, credit) =>
          credit.claimed_by ? <Tag color="green">{text('review.bo.candidates.claimedBy', { ticket: credit.claimed_by })}</Tag> : <Tag color="orange">{text('review.bo.candidates.unclaimed')}</Tag>,
      },
    ],
  };
}

export interface BoCandidatesDialogProps {
  side: ReviewSide;
  row: BoRow;
  /** The row's day is within the edit window. */
  editable: boolean;
  page: Pick<ReviewPageState, 'modal' | 'show'>;
  onClose: () => void;
}

/** View BO: the statement rows that could prove a pending BO row, why the checker took none, and proving it with one. */
export function BoCandidatesDialog({ side, row, editable, page, onClose }: BoCandidatesDialogProps) {
  const text = useText();
  const list = useBoCandidatesQuery({ side, id: row.id }, { refetchOnMountOrArgChange: true });
  const table = useMemo(() => creditsTable(text), [text]);
  const blocked = useCallback(
    (credit: CandidateCredit) => (credit.claimed_by ? text('review.bo.candidates.alreadyProves', { ticket: credit.claimed_by }) : editable ? null : text('review.editWindow')),
    [editable, text],
  );
  const proof = useCallback((credit: CandidateCredit) => ({ request: { side, id: row.id, mutasiId: credit.mutasi_id }, names: { ticket: row.ticket, label: credit.label } }), [side, row]);
  const subject = text(`review.bo.candidates.subject.${side}`, { row: rowLine(row), fullName: row.fullName ?? EMPTY_CELL, reason: row.reason === null ? EMPTY_CELL : matchReasonText(text, row.reason) });
  return <CandidatesDialog title={text('review.bo.candidates.title', { ticket: row.ticket })} subject={subject} list={list} table={table} blocked={blocked} proof={proof} page={page} onClose={onClose} />;
}
