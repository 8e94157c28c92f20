import { useState } from 'react';
import { Form, Input, Typography } from 'antd';
import type { ReviewSide } from '@checker/api';
import { DELETE_REASON_MAX_LENGTH, KET_MAX_LENGTH } from '@checker/domain';
import { ConfirmDialog, formatMoney, useText } from '@checker/ui';
import { digitsOnly } from '../../components/review/review-filters';
import { confirmationLines, rowLine, type BoRow } from './bo-rows';

function KetField({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: boolean }) {
  const text = useText();
  return (
    <Form.Item label={text('review.col.ket')} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ? text('review.ketRequired') : undefined} style={{ marginBottom: 12 }}>
      <Input.TextArea id={id} rows={3} maxLength={KET_MAX_LENGTH} value={value} onChange={(event) => onChange(event.target.value)} />
    </Form.Item>
  );
}

/** Update of one row (spec 02 §5): a description is required; the amount takes digits only and empty keeps it. */
export function UpdateDialog({ row, busy, onSubmit, onCancel }: { row: BoRow; busy: boolean; onSubmit: (ket: string, amount: string) => void; onCancel: () => void }) {
  const [ket, setKet] = useState(row.ket ?? '');
  const [amount, setAmount] = useState('');
  const [missingKet, setMissingKet] = useState(false);
  const text = useText();
  const submit = () => {
    if (ket.trim() === '') setMissingKet(true);
    else onSubmit(ket.trim(), amount);
  };
  return (
    <ConfirmDialog
      open
      title={text('review.bo.updateTitle', { ticket: row.ticket })}
      confirmLabel={text('review.bo.updateConfirm')}
      busyLabel={text('review.bo.updateBusy')}
      busy={busy}
      cancelLabel={text('review.cancel')}
      onConfirm={submit}
      onCancel={onCancel}
    >
      <Typography.Paragraph type="secondary">{text('review.bo.updateNote', { row: rowLine(row) })}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <KetField
          id="bo-update-ket"
          value={ket}
          error={missingKet}
          onChange={(value) => {
            setKet(value);
            setMissingKet(false);
          }}
        />
        <Form.Item label={text('review.col.amount')} htmlFor="bo-update-amount" extra={text('review.bo.amountKeep', { amount: formatMoney(row.amount) })} style={{ marginBottom: 0 }}>
          <Input id="bo-update-amount" inputMode="numeric" maxLength={15} placeholder={formatMoney(row.amount)} value={amount} onChange={(event) => setAmount(digitsOnly(event.target.value))} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

function RowList({ rows, side }: { rows: readonly BoRow[]; side: ReviewSide }) {
  const text = useText();
  const { lines, more } = confirmationLines(rows, side, text);
  return (
    <ul data-testid="confirm-rows" style={{ paddingInlineStart: 20, margin: '0 0 12px' }}>
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
      {more ? <li style={{ listStyle: 'none' }}>{more}</li> : null}
    </ul>
  );
}

/** 'Submit N data': approves the chosen rows with one description, their amounts kept. */
export function SubmitDialog({ rows, side, busy, onSubmit, onCancel }: { rows: readonly BoRow[]; side: ReviewSide; busy: boolean; onSubmit: (ket: string) => void; onCancel: () => void }) {
  const [ket, setKet] = useState('');
  const [missingKet, setMissingKet] = useState(false);
  const text = useText();
  return (
    <ConfirmDialog
      open
      title={text('review.bo.submitN', { count: rows.length })}
      confirmLabel={text('review.bo.submitConfirm')}
      busyLabel={text('review.bo.submitBusy')}
      busy={busy}
      cancelLabel={text('review.cancel')}
      onConfirm={() => (ket.trim() === '' ? setMissingKet(true) : onSubmit(ket.trim()))}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{text('review.bo.submitQuestion')}</Typography.Paragraph>
      <RowList rows={rows} side={side} />
      <Form layout="vertical" component="div">
        <KetField
          id="bo-submit-ket"
          value={ket}
          error={missingKet}
          onChange={(value) => {
            setKet(value);
            setMissingKet(false);
          }}
        />
      </Form>
    </ConfirmDialog>
  );
}

/**
 * 'Delete N data' (or one row's Delete): removes the rows after this confirmation, with an optional
 * reason the deleted-rows list shows. An ADMIN can restore them from that list.
 */
export function DeleteDialog({ rows, side, busy, onConfirm, onCancel }: { rows: readonly BoRow[]; side: ReviewSide; busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const text = useText();
  return (
    <ConfirmDialog
      open
      title={text('review.bo.deleteN', { count: rows.length })}
      confirmLabel={text('review.bo.deleteConfirm')}
      busyLabel={text('review.bo.deleteBusy')}
      busy={busy}
      cancelLabel={text('review.cancel')}
      danger
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{text('review.bo.deleteQuestion')}</Typography.Paragraph>
      <RowList rows={rows} side={side} />
      <Form layout="vertical" component="div">
        <Form.Item label={text('review.bo.deleteReason')} htmlFor="bo-delete-reason" style={{ marginBottom: 0 }}>
          <Input.TextArea id="bo-delete-reason" rows={2} maxLength={DELETE_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
