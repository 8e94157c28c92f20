import { useCallback, useMemo } from 'react';
import { useMutasiCandidatesQuery, type CandidateBoRow, type ReviewSide } from '@checker/api';
import { formatIsoAsMonDate, isWithinEditWindow, jakartaToday, matchReasonText, parseIsoDate } from '@checker/domain';
import { EMPTY_CELL, formatMoney, useText, type Text } from '@checker/ui';
import { CandidatesDialog, type CandidateTable } from '../../components/review/CandidatesDialog';
import { Stacked } from '../../components/review/Stacked';
import type { ReviewPageState } from '../../components/review/useReviewPage';
import type { MutasiRow } from './mutasi-rows';

function boRowsTable(text: Text): CandidateTable<CandidateBoRow> {
  return {
    rowKey: (bo) => bo.id,
    name: (bo) => bo.ticket,
    why: (bo) => matchReasonText(text, bo.why),
    columns: [
      { title: text('review.col.ticket'), key: 'ticket', render: (_, bo) => <Stacked main={bo.ticket} sub={formatIsoAsMonDate(bo.date)} /> },
      { title: text('review.col.player'), key: 'player', render: (_, bo) => <Stacked main={bo.user_name} sub={bo.full_name ?? EMPTY_CELL} /> },
      { title: text('review.col.amount'), key: 'amount', align: 'right', render: (_, bo) => formatMoney(bo.amount) },
    ],
  };
}

/** A BO row of a day outside the edit window cannot be approved any more. */
function outsideEditWindow(bo: CandidateBoRow): boolean {
  const date = parseIsoDate(bo.date);
  return !(date && isWithinEditWindow(date, jakartaToday()));
}

export interface MutasiCandidatesDialogProps {
  side: ReviewSide;
  credit: MutasiRow;
  page: Pick<ReviewPageState, 'modal' | 'show'>;
  onClose: () => void;
}

/** View Mutasi: the pending BO rows an unclaimed statement row could prove, why the checker paired none, and proving one with it. */
export function MutasiCandidatesDialog({ side, credit, page, onClose }: MutasiCandidatesDialogProps) {
  const text = useText();
  const list = useMutasiCandidatesQuery({ side, id: credit.id }, { refetchOnMountOrArgChange: true });
  const table = useMemo(() => boRowsTable(text), [text]);
  const blocked = useCallback((bo: CandidateBoRow) => (outsideEditWindow(bo) ? text('review.editWindow') : null), [text]);
  const proof = useCallback(
    (bo: CandidateBoRow) => ({ request: { side, id: bo.id, mutasiId: credit.id }, names: { ticket: bo.ticket, label: text('review.mutasi.candidates.label', { id: credit.id }) } }),
    [side, credit.id, text],
  );
  const subject = text(`review.mutasi.candidates.subject.${side}`, {
    id: credit.id,
    sender: credit.sender ?? credit.description ?? EMPTY_CELL,
    amount: formatMoney(credit.amount),
    reason: credit.reason === null ? EMPTY_CELL : matchReasonText(text, credit.reason),
  });
  return <CandidatesDialog title={text('review.mutasi.candidates.title', { id: credit.id })} subject={subject} list={list} table={table} blocked={blocked} proof={proof} page={page} onClose={onClose} />;
}
