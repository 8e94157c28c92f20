import { memo, useMemo, type CSSProperties, type Key } from 'react';
import { Tag, Tooltip, type TableColumnsType } from 'antd';
import { EMPTY_CELL, formatMoney, formatJakartaShort } from '@checker/ui';
import { Table } from '@checker/ui/pages';
import { CellTag } from '../../components/review/CellTag';
import { RowButton } from '../../components/review/RowButton';
import { MatchRuleTag } from '../../components/review/MatchRuleTag';
import { ONE_LINE, SECONDARY_TEXT, Stacked } from '../../components/review/Stacked';
import { ONE_LINE_TABLE, WideTable } from '../../components/review/WideTable';
import type { BoRow } from './bo-rows';

/** Opens a pending row's candidate statement rows. */
export const CANDIDATES_BUTTON = 'Kandidat';

/**
 * How the row was decided, on one line: the rule, who submitted it by hand, the proof (rule,
 * statement row) or why nothing matched, and which statement row it claimed (its id, as View Mutasi
 * and the server's messages name it) with that row's description. Cut to the column's width; the
 * whole line shows on hover.
 */
function MatchCell({ row }: { row: BoRow }) {
  const reason = row.reason ?? (row.approved ? null : 'not checked yet');
  const secondary = { ...GAP, color: SECONDARY_TEXT };
  const small = { ...secondary, fontSize: 12 };
  const claimed = row.matchedMutasiId !== null;
  const parts: Array<{ text: string; style: CSSProperties } | null> = [
    row.rule === 'MANUAL' ? { text: `Submitted by ${row.approvedByName ?? EMPTY_CELL}`, style: GAP } : null,
    reason ? { text: reason, style: row.approved ? GAP : secondary } : null,
    claimed ? { text: `Mutasi #${row.matchedMutasiId}`, style: small } : null,
    claimed && row.matchedDescription ? { text: row.matchedDescription, style: small } : null,
  ];
  const shown = parts.filter((part) => part !== null);
  return (
    <span title={shown.map((part) => part.text).join(' · ')} style={{ ...ONE_LINE, maxWidth: MATCH_WIDTH }}>
      <MatchRuleTag rule={row.rule} />
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
export function amountText(row: Pick<BoRow, 'amount' | 'originalAmount'>): string {
  const amount = formatMoney(row.amount);
  return row.originalAmount === null ? amount : `${amount} (semula ${formatMoney(row.originalAmount)})`;
}

/** Approve / pending; an approval no statement row backs is marked, the person's reason on hover (DESIGN §6). */
function StatusCell({ row }: { row: BoRow }) {
  if (!row.approved) return <CellTag tone="warning">pending</CellTag>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <CellTag tone="success">approve</CellTag>
      {row.unbackedReason !== null ? (
        <Tooltip title={`Disetujui tanpa baris mutasi. Alasan: ${row.unbackedReason}`}>
          <Tag color="gold" data-testid="unbacked">
            Tanpa mutasi
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}

export interface BoTableProps {
  rows: readonly BoRow[];
  loading: boolean;
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
 * selection or the window change, not on every key in a search box or dialog.
 */
export const BoTable = memo(function BoTable({ rows, loading, emptyText, editable, selectedIds, onSelect, onUpdate, onDelete, onCandidates }: BoTableProps) {
  // The actions first, in the flow (a fixed column hid the end of Keterangan); then what decides a row
  // (who, how much, status, match); the long bank texts trail. Every row is one line tall.
  const columns = useMemo<TableColumnsType<BoRow>>(
    () => [
      {
        title: 'Action',
        key: 'action',
        render: (_, row) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            <RowButton disabled={row.approved} aria-label={`Update ${row.ticket}`} onClick={() => onUpdate(row)}>
              Update
            </RowButton>
            <RowButton danger disabled={row.approved || !editable} aria-label={`Delete ${row.ticket}`} onClick={() => onDelete(row)}>
              Delete
            </RowButton>
            <RowButton disabled={row.approved} aria-label={`${CANDIDATES_BUTTON} ${row.ticket}`} onClick={() => onCandidates(row)}>
              {CANDIDATES_BUTTON}
            </RowButton>
          </span>
        ),
      },
      { title: 'Ticket No', key: 'ticket', render: (_, row) => <Stacked main={row.ticket} sub={formatJakartaShort(row.at)} /> },
      { title: 'Username / Full Name', key: 'player', render: (_, row) => <Stacked main={row.username} sub={row.fullName ?? EMPTY_CELL} /> },
      { title: 'Nominal', key: 'amount', align: 'right', render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{amountText(row)}</span> },
      { title: 'Status', key: 'status', render: (_, row) => <StatusCell row={row} /> },
      { title: 'Match', key: 'match', render: (_, row) => <MatchCell row={row} /> },
      {
        title: 'Keterangan',
        key: 'ket',
        render: (_, row) => (
          <span title={row.ket ?? undefined} style={{ ...ONE_LINE, maxWidth: KET_WIDTH }}>
            {row.ket ?? EMPTY_CELL}
          </span>
        ),
      },
      { title: 'Corporate Bank', key: 'corporate', render: (_, row) => row.corporateBank ?? EMPTY_CELL },
      { title: 'Player Bank', key: 'playerBank', render: (_, row) => <span style={ONE_LINE}>{row.playerBank ?? EMPTY_CELL}</span> },
    ],
    [editable, onUpdate, onDelete, onCandidates],
  );
  const rowSelection = useMemo(
    () => ({
      selectedRowKeys: [...selectedIds],
      onChange: (keys: Key[]) => onSelect(keys.map(Number)),
      getCheckboxProps: (row: BoRow) => ({ disabled: !editable || row.approved, 'aria-label': `Select ${row.ticket}` }),
    }),
    [selectedIds, onSelect, editable],
  );
  return (
    <WideTable>
      <Table<BoRow> rowKey="id" size="small" components={ONE_LINE_TABLE} columns={columns} dataSource={rows} loading={loading} pagination={false} locale={{ emptyText }} rowSelection={rowSelection} />
    </WideTable>
  );
});
