import { useCallback, useMemo, useState } from 'react';
import { Button, Flex, Space, Typography } from 'antd';
import { useDeleteBoDepositMutation, useDeleteBoWithdrawMutation, useRestoreBoMutation, useUpdateBoDepositMutation, useUpdateBoWithdrawMutation, useViewBoQuery, useViewBoWithdrawQuery, REVIEW_PAGE_SIZE, type BoEditAnswer, type DeletedBoRow, type ReviewSide, skipToken } from '@checker/api';
import { formatMonDate, isWithinEditWindow, jakartaToday, type MessageKey } from '@checker/domain';
import { formatMoney, NoticeBanner, useLoggedFailure, useAnswerText, useText } from '@checker/ui';
import { TablePager, PageCard } from '@checker/ui/pages';
import { emptyTextOf, ReviewFilterBar, ReviewSearchBoxes } from '../../components/review/ReviewFilterBar';
import { REVIEW_PAGE_BUTTONS } from '../../components/review/review-filters';
import { useReviewPage } from '../../components/review/useReviewPage';
import { useShownAnswer } from '../../components/review/useShownAnswer';
import { WideTable } from '../../components/review/WideTable';
import { BoCandidatesDialog } from './BoCandidatesDialog';
import { depositRow, withdrawRow, type BoRow } from './bo-rows';
import { DeleteDialog, SubmitDialog, UpdateDialog } from './BoDialogs';
import { BoTable } from './BoTable';
import { DeletedRowsDialog } from './DeletedRowsDialog';


const NOTHING_SELECTED: readonly number[] = Object.freeze([]);

type Dialog = { kind: 'update'; row: BoRow } | { kind: 'submit'; rows: BoRow[] } | { kind: 'delete'; rows: BoRow[] } | { kind: 'deleted' } | { kind: 'candidates'; row: BoRow };

/**
 * View BO (/view-bo): BO rows of one website, status and bank statement date, with the checker's
 * decisions; update, submit and delete within the edit window (spec 02 §2–§8); a pending row's
 * candidate statement rows, and proving it with one (issue 16).
 */
export default function ViewBoPage() {
  const state = useReviewPage({ deposit: 'viewbo', withdraw: 'viewbowd' });
  const text = useText();
  const said = useAnswerText();
  const sideLabels = useMemo<Record<ReviewSide, string>>(() => ({ deposit: text('review.bo.side.deposit'), withdraw: text('review.bo.side.withdraw') }), [text]);
  const { query, args, claims, show, modal, pageKey, isAdmin } = state;
  const side = query?.side ?? 'deposit';
  const listOptions = { refetchOnMountOrArgChange: true };
  const deposits = useViewBoQuery(args && side === 'deposit' ? args : skipToken, listOptions);
  const withdrawals = useViewBoWithdrawQuery(args && side === 'withdraw' ? args : skipToken, listOptions);
  const list = side === 'withdraw' ? withdrawals : deposits;
  useLoggedFailure('statements', list.error, 'View BO');
  const depositAnswer = useShownAnswer(deposits.currentData, state.searchKey);
  const withdrawAnswer = useShownAnswer(withdrawals.currentData, state.searchKey);
  const depositRows = depositAnswer?.rows;
  const withdrawRows = withdrawAnswer?.rows;
  const failed = Boolean(list.error);
  const rows = useMemo<BoRow[]>(() => {
    if (!query || failed) return [];
    return side === 'withdraw' ? (withdrawRows ?? []).map(withdrawRow) : (depositRows ?? []).map(depositRow);
  }, [query, failed, side, depositRows, withdrawRows]);
  const total = !query || list.error ? 0 : ((side === 'withdraw' ? withdrawAnswer : depositAnswer)?.total ?? 0);
  const editable = query !== null && isWithinEditWindow(query.date, jakartaToday());

  // A selection belongs to the rows it was made on: another page or search starts empty.
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: pageKey, ids: [] });
  if (selection.key !== pageKey) setSelection({ key: pageKey, ids: [] });
  const selectedRows = useMemo(
    () => (editable && selection.key === pageKey ? rows.filter((row) => !row.approved && selection.ids.includes(row.id)) : []),
    [editable, selection, pageKey, rows],
  );
  // The same empty list while nothing is selected: a page change then leaves the table's props as they
  // were, and the rows kept on screen until the next page arrives are not drawn again.
  const selectedIds = useMemo(() => (selectedRows.length === 0 ? NOTHING_SELECTED : selectedRows.map((row) => row.id)), [selectedRows]);
  const select = useCallback((ids: number[]) => setSelection({ key: pageKey, ids }), [pageKey]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const [updateDeposit, depositUpdate] = useUpdateBoDepositMutation();
  const [updateWithdraw, withdrawUpdate] = useUpdateBoWithdrawMutation();
  const [deleteDeposit, depositDelete] = useDeleteBoDepositMutation();
  const [deleteWithdraw, withdrawDelete] = useDeleteBoWithdrawMutation();
  const [restoreRows, restoring] = useRestoreBoMutation();
  const busy = depositUpdate.isLoading || withdrawUpdate.isLoading || depositDelete.isLoading || withdrawDelete.isLoading;

  /** Runs a change; the lists reload through their tag, the dialog and the selection close. */
  const change = async (send: (editor: number) => Promise<BoEditAnswer>, failure: MessageKey) => {
    const editor = claims?.account_id;
    if (editor === undefined) {
      show('error', text('review.loginUnreadable'));
      return;
    }
    try {
      const answer = await send(editor);
      show('success', `✅ ${said.ofAnswer(answer) ?? ''}`);
    } catch (error) {
      show('error', `❌ ${said.ofFailure(error) ?? text(failure)}`);
    }
    setDialog(null);
    setSelection({ key: pageKey, ids: [] });
  };

  const approve = (targets: readonly BoRow[], ket: string, amount: string) => {
    if (!query) return;
    const date = formatMonDate(query.date, false);
    void change(
      (editor) =>
        query.side === 'withdraw'
          ? updateWithdraw({ wd_bank_date: date, arr: targets.map((row) => ({ wd_bo_id: row.id, wd_ket_app: ket, wd_amount: amount, depo_edited_by: editor })) }).unwrap()
          : updateDeposit({ bank_statement_date: date, arr: targets.map((row) => ({ bo_id: row.id, ket_app: ket, depo_amount: amount, depo_edited_by: editor })) }).unwrap(),
      'review.bo.updateFailed',
    );
  };

  const remove = (targets: readonly BoRow[], reason: string) => {
    if (!query) return;
    void change(
      (editor) =>
        query.side === 'withdraw'
          ? deleteWithdraw({ arr: targets.map((row) => ({ wd_bo_id: row.id, depo_edited_by: editor })), reason }).unwrap()
          : deleteDeposit({ arr: targets.map((row) => ({ bo_id: row.id, depo_edited_by: editor })), reason }).unwrap(),
      'review.bo.deleteFailed',
    );
  };

  /** ADMIN: asks first, then restores; the table and the list reload through their tags. */
  const restore = (row: DeletedBoRow) => {
    if (!query) return;
    const side = query.side;
    modal.confirm({
      title: text('review.bo.restoreTitle', { ticket: row.ticket }),
      content: text('review.bo.restoreContent', { ticket: row.ticket, user: row.user_name, amount: formatMoney(row.amount) }),
      okText: text('review.bo.restore'),
      cancelText: text('review.cancel'),
      onOk: async () => {
        try {
          const answer = await restoreRows({ side, ids: [row.id] }).unwrap();
          show('success', `✅ ${said.ofAnswer(answer) ?? ''}`);
        } catch (error) {
          show('error', `❌ ${said.ofFailure(error) ?? text('review.bo.restoreFailed')}`);
        }
        setDialog(null);
      },
    });
  };

  const openUpdate = useCallback(
    (row: BoRow) => {
      if (editable) setDialog({ kind: 'update', row });
      else modal.warning({ title: text('review.editWindow') });
    },
    [editable, modal, text],
  );
  const openDelete = useCallback((row: BoRow) => setDialog({ kind: 'delete', rows: [row] }), []);
  const openCandidates = useCallback((row: BoRow) => setDialog({ kind: 'candidates', row }), []);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <PageCard title={text('review.bo.title')} cardTitle={text('review.bo.cardTitle')}>
      <NoticeBanner notice={state.notice} />
      <ReviewFilterBar state={state} idPrefix="view-bo" sideLabels={sideLabels} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <ReviewSearchBoxes state={state} idPrefix="view-bo" />
        <Space wrap size={8}>
          {query && !editable ? <Typography.Text type="warning">{text('review.editWindow')}</Typography.Text> : null}
          <Button disabled={!query} onClick={() => setDialog({ kind: 'deleted' })}>
            {text('review.bo.deleted.title')}
          </Button>
          <Button type="primary" disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: 'submit', rows: selectedRows })}>
            {text('review.bo.submitN', { count: selectedRows.length })}
          </Button>
          <Button danger disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: 'delete', rows: selectedRows })}>
            {text('review.bo.deleteN', { count: selectedRows.length })}
          </Button>
        </Space>
      </Flex>
      <WideTable loading={list.isFetching}>
        <BoTable
          rows={rows}
          emptyText={emptyTextOf(state.search, text)}
          editable={editable}
          selectedIds={selectedIds}
          onSelect={select}
          onUpdate={openUpdate}
          onDelete={openDelete}
          onCandidates={openCandidates}
        />
      </WideTable>
      <TablePager page={state.page} pageSize={REVIEW_PAGE_SIZE} total={total} onPageChange={state.setPage} maxPageButtons={REVIEW_PAGE_BUTTONS} showPageOf />
      {dialog?.kind === 'update' ? <UpdateDialog row={dialog.row} busy={busy} onSubmit={(ket, amount) => approve([dialog.row], ket, amount)} onCancel={() => setDialog(null)} /> : null}
      {dialog?.kind === 'submit' ? <SubmitDialog rows={dialog.rows} side={side} busy={busy} onSubmit={(ket) => approve(dialog.rows, ket, '')} onCancel={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteDialog rows={dialog.rows} side={side} busy={busy} onConfirm={(reason) => remove(dialog.rows, reason)} onCancel={() => setDialog(null)} /> : null}
      {dialog?.kind === 'candidates' ? <BoCandidatesDialog side={side} row={dialog.row} editable={editable} page={state} onClose={closeDialog} /> : null}
      {dialog?.kind === 'deleted' && query ? (
        <DeletedRowsDialog
          scope={{ side, date: query.date, website: query.website.website_code }}
          onRestore={isAdmin ? restore : null}
          restoring={restoring.isLoading}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </PageCard>
  );
}
