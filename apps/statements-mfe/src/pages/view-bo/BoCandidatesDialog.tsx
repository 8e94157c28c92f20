import { useCallback } from 'react';
import { Tag } from 'antd';
import { useBoCandidatesQuery, type CandidateCredit, type ReviewSide } from '@checker/api';
import { EDIT_WINDOW_MESSAGE } from '@checker/domain';
import { EMPTY_CELL, formatMoney } from '@checker/ui';
import { CandidatesDialog, type CandidateTable } from '../../components/review/CandidatesDialog';
import { Stacked } from '../../components/review/Stacked';
import type { ReviewPageState } from '../../components/review/useReviewPage';
import { rowLine, type BoRow } from './bo-rows';

export const CANDIDATES_TITLE = 'Kandidat mutasi';

const CREDITS: CandidateTable<CandidateCredit> = {
  rowKey: (credit) => credit.mutasi_id,
  name: (credit) => credit.label,
  why: (credit) => credit.why,
  columns: [
    { title: 'Mutasi', key: 'label', render: (_, credit) => credit.label },
    { title: 'Nama Pengirim / Keterangan', key: 'sender', render: (_, credit) => <Stacked main={credit.sender_name ?? EMPTY_CELL} sub={credit.description} maxWidth={240} /> },
    { title: 'Nominal', key: 'amount', align: 'right', render: (_, credit) => formatMoney(credit.amount) },
    { title: 'Status', key: 'status', render: (_, credit) => (credit.claimed_by ? <Tag color="green">diklaim {credit.claimed_by}</Tag> : <Tag color="orange">belum diklaim</Tag>) },
  ],
};

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
  const list = useBoCandidatesQuery({ side, id: row.id }, { refetchOnMountOrArgChange: true });
  const blocked = useCallback((credit: CandidateCredit) => (credit.claimed_by ? `Sudah membuktikan ${credit.claimed_by}.` : editable ? null : EDIT_WINDOW_MESSAGE), [editable]);
  const proof = useCallback((credit: CandidateCredit) => ({ request: { side, id: row.id, mutasiId: credit.mutasi_id }, names: { ticket: row.ticket, label: credit.label } }), [side, row]);
  const subject = `BO ${side === 'withdraw' ? 'Withdraw' : 'Deposit'} · ${rowLine(row)} · ${row.fullName ?? EMPTY_CELL} · ${row.reason ?? EMPTY_CELL}`;
  return <CandidatesDialog title={`${CANDIDATES_TITLE} ${row.ticket}`} subject={subject} list={list} table={CREDITS} blocked={blocked} proof={proof} page={page} onClose={onClose} />;
}
