import { useCallback } from 'react';
import { useMutasiCandidatesQuery, type CandidateBoRow, type ReviewSide } from '@checker/api';
import { EDIT_WINDOW_MESSAGE, formatIsoAsMonDate, isWithinEditWindow, jakartaToday, parseIsoDate } from '@checker/domain';
import { EMPTY_CELL, formatMoney } from '@checker/ui';
import { CandidatesDialog, type CandidateTable } from '../../components/review/CandidatesDialog';
import { Stacked } from '../../components/review/Stacked';
import type { ReviewPageState } from '../../components/review/useReviewPage';
import type { MutasiRow } from './mutasi-rows';

export const BO_CANDIDATES_TITLE = 'Kandidat BO';

const BO_ROWS: CandidateTable<CandidateBoRow> = {
  rowKey: (bo) => bo.id,
  name: (bo) => bo.ticket,
  why: (bo) => bo.why,
  columns: [
    { title: 'Ticket No', key: 'ticket', render: (_, bo) => <Stacked main={bo.ticket} sub={formatIsoAsMonDate(bo.date)} /> },
    { title: 'Username / Full Name', key: 'player', render: (_, bo) => <Stacked main={bo.user_name} sub={bo.full_name ?? EMPTY_CELL} /> },
    { title: 'Nominal', key: 'amount', align: 'right', render: (_, bo) => formatMoney(bo.amount) },
  ],
};

/** A BO row of a day outside the edit window cannot be approved any more. */
function outsideEditWindow(bo: CandidateBoRow): string | null {
  const date = parseIsoDate(bo.date);
  return date && isWithinEditWindow(date, jakartaToday()) ? null : EDIT_WINDOW_MESSAGE;
}

export interface MutasiCandidatesDialogProps {
  side: ReviewSide;
  credit: MutasiRow;
  page: Pick<ReviewPageState, 'modal' | 'show'>;
  onClose: () => void;
}

/** View Mutasi: the pending BO rows an unclaimed statement row could prove, why the checker paired none, and proving one with it. */
export function MutasiCandidatesDialog({ side, credit, page, onClose }: MutasiCandidatesDialogProps) {
  const list = useMutasiCandidatesQuery({ side, id: credit.id }, { refetchOnMountOrArgChange: true });
  const proof = useCallback((bo: CandidateBoRow) => ({ request: { side, id: bo.id, mutasiId: credit.id }, names: { ticket: bo.ticket, label: `mutasi #${credit.id}` } }), [side, credit.id]);
  const subject = `Mutasi ${side === 'withdraw' ? 'Withdraw' : 'Deposit'} #${credit.id} · ${credit.sender ?? credit.description ?? EMPTY_CELL} · ${formatMoney(credit.amount)} · ${credit.reason ?? EMPTY_CELL}`;
  return <CandidatesDialog title={`${BO_CANDIDATES_TITLE} mutasi #${credit.id}`} subject={subject} list={list} table={BO_ROWS} blocked={outsideEditWindow} proof={proof} page={page} onClose={onClose} />;
}
