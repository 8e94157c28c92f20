import { memo, useMemo, type CSSProperties, type Key } from 'react';
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { matchReasonText } from '@checker/domain';
import { EMPTY_CELL, formatMoney, formatJakartaShort, useText, type Text } from '@checker/ui';
import { Table } from '@checker/ui/pages';
import { CellTag } from '../../components/review/CellTag';
import { RowButton } from '../../components/review/RowButton';
import { MatchRuleTag } from '../../components/review/MatchRuleTag';
import { ONE_LINE, SECONDARY_TEXT, Stacked } from '../../components/review/Stacked';
import { ONE_LINE_TABLE } from '../../components/review/WideTable';
import type { BoRow } from './bo-rows';

/**
 * How the row was decided, on one line: the rule, who submitted it by hand, the proof (rule,
 * statement row) or why nothing matched, and which statement row it claimed (its id, as View Mutasi
 * and the server's messages name it) with that row's description. Cut to the column's width; the
 * whole line shows on hover.
 */
function MatchCell({ row, text }: { row: BoRow; text: Text }) {
  const reason = row.reason === null ? (row.approved ? null : text('review.bo.notChecked')) : matchReasonText(text, row.reason);
  const secondary = { ...GAP, color: SECONDARY_TEXT };
  const small = { ...secondary, fontSize: 12 };
  const claimed = row.matchedMutasiId !== null;
  const parts: Array<{ text: string; style: CSSProperties } | null> = [
    row.rule === 'MANUAL' ? { text: text('review.bo.submittedBy', { name: row.approvedByName ?? EMPTY_CELL }), style: GAP } : null,
    reason ? { text: reason, style: row.approved ? GAP : secondary } : null,
    claimed ? { text: text('review.bo.claimedMutasi', { id: row.matchedMutasiId ?? EMPTY_CELL }), style: small } : null,
    claimed && row.matchedDescription ? { text: row.matchedDescription, style: small } : null,
  ];
  const shown = parts.filter((part) => part !== null);
  return (
    <span title={shown.map((part) => part.text).join(' · ')} style={{ ...ONE_LINE, maxWidth: MATCH_WIDTH }}>
      <MatchRuleTag rule={row.rule} text={text} />
      {shown.map((part, index) => (
        <span key={index} style={part.style}>
          {part.text}
        </span>
      ))}
    </span>
  );
}

const MATCH_WIDTH = 420;
const KET_WIDTH = 240;
/** Space between the parts of a one-line cell: a margin, so the cell's text stays the parts' text. */
const GAP = { marginInlineEnd: 6 } as const;

/** The amount; a corrected one keeps the uploaded amount beside it, so the change stays visible. */
export function amountText(row: Pick<BoRow, 'amount' | 'originalAmount'>, text: Text): string {
  const amount = formatMoney(row.amount);
  return row.originalAmount === null ? amount : text('review.bo.amountCorrected', { amount, original: formatMoney(row.originalAmount) });
}

/** Approve / pending; an approval no statement row backs is marked, the person's reason on hover (DESIGN §6). */
function StatusCell({ row, text }: { row: BoRow; text: Text }) {
  if (!row.approved) return <CellTag tone="warning">{text('review.status.pending')}</CellTag>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <CellTag tone="success">{text('review.status.approve')}</CellTag>
      {row.unbackedReason !== null ? (
        <Tooltip title={text('review.bo.unbackedWhy', { reason: row.unbackedReason })}>
          <Tag color="gold" data-testid="unbacked">
            {text('review.bo.unbacked')}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

export interface BoTableProps {
  rows: readonly BoRow[];
  emptyText: string;
  /** The searched date is within the edit window. */
  editable: boolean;
  selectedIds: readonly number[];
  onSelect: (ids: number[]) => void;
  onUpdate: (row: BoRow) => void;
  onDelete: (row: BoRow) => void;
  /** A pending row's 'Kandidat': the statement rows that could prove it (issue 16). */
  onCandidates: (row: BoRow) => void;
}

/**
 * The View BO table. Memoised with stable props: up to 100 rows re-render only when the rows, the
 * selection or the window change, not on every key in a search box or dialog, nor when loading starts
 * or ends (the page shows that around it, WideTable).
 */
export const BoTable = memo(function BoTable({ rows, emptyText, editable, selectedIds, onSelect, onUpdate, onDelete, onCandidates }: BoTableProps) {
  const text = useText();
  // The actions first, in the flow (a fixed column hid the end of Keterangan); then what decides a row
  // (who, how much, status, match); the long bank texts trail. Every row is one line tall.
  const columns = useMemo<TableColumnsType<BoRow>>(
    () => [
      {
        title: text('review.col.action'),
        key: 'action',
        render: (_, row) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            <RowButton disabled={row.approved} aria-label={text('review.bo.updateRow', { ticket: row.ticket })} onClick={() => onUpdate(row)}>
              {text('review.bo.update')}
            </RowButton>
            <RowButton danger disabled={row.approved || !editable} aria-label={text('review.bo.deleteRow', { ticket: row.ticket })} onClick={() => onDelete(row)}>
              {text('review.bo.delete')}
            </RowButton>
            <RowButton disabled={row.approved} aria-label={text('review.bo.candidatesRow', { ticket: row.ticket })} onClick={() => onCandidates(row)}>
              {text('review.bo.candidates')}
            </RowButton>
          </span>
        ),
      },
      { title: text('review.col.ticket'), key: 'ticket', render: (_, row) => <Stacked main={row.ticket} sub={formatJakartaShort(row.at)} /> },
      { title: text('review.col.player'), key: 'player', render: (_, row) => <Stacked main={row.username} sub={row.fullName ?? EMPTY_CELL} /> },
      { title: text('review.col.amount'), key: 'amount', align: 'right', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(row, text)}</span> },
      { title: text('review.col.status'), key: 'status', render: (_, row) => <StatusCell row={row} text={text} /> },
      { title: text('review.col.match'), key: 'match', render: (_, row) => <MatchCell row={row} text={text} /> },
      {
        title: text('review.col.ket'),
        key: 'ket',
        render: (_, row) => (
          <span title={row.ket ?? undefined} style={{ ...ONE_LINE, maxWidth: KET_WIDTH }}>
            {row.ket ?? EMPTY_CELL}
          </span>
        ),
      },
      { title: text('review.col.corporateBank'), key: 'corporate', render: (_, row) => row.corporateBank ?? EMPTY_CELL },
      { title: text('review.col.playerBank'), key: 'playerBank', render: (_, row) => <span style={ONE_LINE}>{row.playerBank ?? EMPTY_CELL}</span> },
    ],
    [editable, onUpdate, onDelete, onCandidates, text],
  );
  const rowSelection = useMemo(
    () => ({
      selectedRowKeys: [...selectedIds],
      onChange: (keys: Key[]) => onSelect(keys.map(Number)),
      getCheckboxProps: (row: BoRow) => ({ disabled: !editable || row.approved, 'aria-label': text('review.bo.selectRow', { ticket: row.ticket }) }),
    }),
    [selectedIds, onSelect, editable, text],
  );
  return (
    <Table<BoRow> rowKey="id" size="small" components={ONE_LINE_TABLE} columns={columns} dataSource={rows} pagination={false} locale={{ emptyText }} rowSelection={rowSelection} />
  );
});
