import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Flex, Typography, type TableColumnsType } from 'antd';
import { REVIEW_PAGE_SIZE, useViewMutasiQuery, useViewMutasiWithdrawQuery, type ReviewSide, skipToken } from '@checker/api';
import { matchReasonText } from '@checker/domain';
import { EMPTY_CELL, formatMoney, formatJakartaShort, NoticeBanner, useLoggedFailure, useText } from '@checker/ui';
import { Table, TablePager, PageCard } from '@checker/ui/pages';
import { CellTag } from '../../components/review/CellTag';
import { MatchRuleTag } from '../../components/review/MatchRuleTag';
import { RowButton } from '../../components/review/RowButton';
import { ONE_LINE, Stacked } from '../../components/review/Stacked';
import { ONE_LINE_TABLE, WideTable } from '../../components/review/WideTable';
import { emptyTextOf, ReviewFilterBar, ReviewSearchBoxes } from '../../components/review/ReviewFilterBar';
import { digitsOnly, linkOf, REVIEW_PAGE_BUTTONS } from '../../components/review/review-filters';
import { useReviewPage, type ReviewQuery } from '../../components/review/useReviewPage';
import { useShownAnswer } from '../../components/review/useShownAnswer';
import { MutasiCandidatesDialog } from './MutasiCandidatesDialog';
import { mutasiDepositRow, mutasiWithdrawRow, type MutasiRow } from './mutasi-rows';

/** View BO for the ticket a statement row proved: same website and date, the ticket's digits in ID Tracking. */
function boLink(query: ReviewQuery, ticket: string): string {
  const params = linkOf(query.side, query.website.website_code, 'all', query.date);
  const digits = digitsOnly(ticket);
  if (digits !== '') params.set('id', digits);
  return `/view-bo?${params.toString()}`;
}

interface MutasiTableProps {
  rows: readonly MutasiRow[];
  query: ReviewQuery | null;
  emptyText: string;
  /** An unclaimed row's 'Kandidat BO': the pending BO rows it could prove (issue 16). */
  onCandidates: (row: MutasiRow) => void;
}

/**
 * The View Mutasi table: read-only, but for an unclaimed row's candidate BO rows. Memoised with
 * stable props: up to 100 rows re-render only when the rows or the search change, not on every key
 * in a search box, nor when loading starts or ends (WideTable shows that around it).
 */
const MutasiTable = memo(function MutasiTable({ rows, query, emptyText, onCandidates }: MutasiTableProps) {
  const text = useText();
  // The action first, in the flow (a fixed column hid text); then what proves money (who, how much,
  // which ticket, why); the statement's own texts trail. Every row is one line tall.
  const columns = useMemo<TableColumnsType<MutasiRow>>(
    () => [
      {
        title: text('review.col.action'),
        key: 'action',
        render: (_, row) => (
          <RowButton disabled={row.claimed} aria-label={text('review.mutasi.candidatesRow', { id: row.id })} onClick={() => onCandidates(row)}>
            {text('review.mutasi.candidates')}
          </RowButton>
        ),
      },
      { title: text('review.mutasi.col.id'), key: 'id', render: (_, row) => <Stacked main={`#${row.id}`} sub={row.at ? formatJakartaShort(row.at) : null} /> },
      { title: text('review.mutasi.col.sender'), key: 'sender', render: (_, row) => <Stacked main={row.sender ?? EMPTY_CELL} sub={row.senderAccount ?? null} maxWidth={260} /> },
      { title: text('review.col.amount'), key: 'amount', align: 'right', render: (_, row) => formatMoney(row.amount) },
      { title: text('review.col.status'), key: 'status', render: (_, row) => (row.claimed ? <CellTag tone="success">{text('review.status.approve')}</CellTag> : <CellTag tone="warning">{text('review.status.pending')}</CellTag>) },
      {
        title: text('review.mutasi.col.ticket'),
        key: 'ticket',
        render: (_, row) =>
          row.ticket && query ? (
            <Link to={boLink(query, row.ticket)} aria-label={text('review.mutasi.boLink', { ticket: row.ticket })}>
              {row.ticket}
            </Link>
          ) : (
            <Typography.Text type="secondary">{text('review.mutasi.unmatched')}</Typography.Text>
          ),
      },
      {
        title: text('review.col.match'),
        key: 'match',
        render: (_, row) => {
          const stored = row.claimed ? row.ket : row.reason;
          const proof = stored === null ? EMPTY_CELL : matchReasonText(text, stored);
          return (
            <span title={proof} style={{ ...ONE_LINE, maxWidth: 380 }}>
              <MatchRuleTag rule={row.rule} text={text} />
              <Typography.Text type={row.claimed ? undefined : 'secondary'}>{proof}</Typography.Text>
            </span>
          );
        },
      },
      {
        title: text('review.col.ket'),
        key: 'description',
        render: (_, row) => (
          <span title={row.description ?? undefined} style={{ ...ONE_LINE, maxWidth: 300 }}>
            {row.description ?? EMPTY_CELL}
          </span>
        ),
      },
      ...(query?.side !== 'withdraw' ? [{ title: text('review.mutasi.col.transactionId'), key: 'transactionId', render: (_: unknown, row: MutasiRow) => row.transactionId ?? EMPTY_CELL }] : []),
      { title: text('review.col.corporateBank'), key: 'corporate', render: (_, row) => row.corporateAccount ?? EMPTY_CELL },
    ],
    [query, onCandidates, text],
  );
  return (
    <Table<MutasiRow> rowKey="id" size="small" components={ONE_LINE_TABLE} columns={columns} dataSource={rows} pagination={false} locale={{ emptyText }} />
  );
});

/**
 * View Mutasi (/view-mutasi): statement rows read-only, with the BO ticket each one proved and the
 * unmatched money (spec 02 §2); an unclaimed row's candidate BO rows, and proving one with it (issue 16).
 */
export default function ViewMutasiPage() {
  const state = useReviewPage({ deposit: 'viewmutasi', withdraw: 'viewmutasiwd' });
  const text = useText();
  const sideLabels = useMemo<Record<ReviewSide, string>>(() => ({ deposit: text('review.mutasi.side.deposit'), withdraw: text('review.mutasi.side.withdraw') }), [text]);
  const { query, args } = state;
  const side = query?.side ?? 'deposit';
  const listOptions = { refetchOnMountOrArgChange: true };
  const deposits = useViewMutasiQuery(args && side === 'deposit' ? args : skipToken, listOptions);
  const withdrawals = useViewMutasiWithdrawQuery(args && side === 'withdraw' ? args : skipToken, listOptions);
  const list = side === 'withdraw' ? withdrawals : deposits;
  useLoggedFailure('statements', list.error, 'View Mutasi');
  const depositAnswer = useShownAnswer(deposits.currentData, state.searchKey);
  const withdrawAnswer = useShownAnswer(withdrawals.currentData, state.searchKey);
  const depositRows = depositAnswer?.rows;
  const withdrawRows = withdrawAnswer?.rows;
  const failed = Boolean(list.error);
  const rows = useMemo<MutasiRow[]>(() => {
    if (!query || failed) return [];
    return side === 'withdraw' ? (withdrawRows ?? []).map(mutasiWithdrawRow) : (depositRows ?? []).map(mutasiDepositRow);
  }, [query, failed, side, depositRows, withdrawRows]);
  const total = !query || list.error ? 0 : ((side === 'withdraw' ? withdrawAnswer : depositAnswer)?.total ?? 0);
  const [candidatesOf, setCandidatesOf] = useState<MutasiRow | null>(null);
  const closeCandidates = useCallback(() => setCandidatesOf(null), []);
  // Status pending: the statement rows no BO row claims.
  const unmatchedButton = (
    <Button onClick={() => state.runSearch({ status: 'pending' })} title={text('review.mutasi.unmatchedHint')}>
      {text('review.mutasi.unmatchedButton')}
    </Button>
  );

  return (
    <PageCard title={text('review.mutasi.title')} cardTitle={text('review.mutasi.cardTitle')}>
      <NoticeBanner notice={state.notice} />
      <ReviewFilterBar
        state={state}
        idPrefix="view-mutasi"
        sideLabels={sideLabels}
        extra={unmatchedButton}
      />
      {query?.status === 'pending' ? <Alert type="info" showIcon title={text(`review.mutasi.unmatched.${query.side}`)} style={{ marginBottom: 12 }} /> : null}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <ReviewSearchBoxes state={state} idPrefix="view-mutasi" />
      </Flex>
      <WideTable loading={list.isFetching}>
        <MutasiTable rows={rows} query={query} emptyText={emptyTextOf(state.search, text)} onCandidates={setCandidatesOf} />
      </WideTable>
      <TablePager page={state.page} pageSize={REVIEW_PAGE_SIZE} total={total} onPageChange={state.setPage} maxPageButtons={REVIEW_PAGE_BUTTONS} showPageOf />
      {candidatesOf ? <MutasiCandidatesDialog side={side} credit={candidatesOf} page={state} onClose={closeCandidates} /> : null}
    </PageCard>
  );
}
