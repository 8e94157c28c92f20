import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useText } from '../i18n/LanguageProvider';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `busy`, e.g. 'Updating...'. */
  busyLabel?: string;
  busy?: boolean;
  /**
   * The cancel button's text. Without it: the specs' 'Cancel' of the admin, data bank and Delete
   * dialogs; a dialog the spec does not word passes its own (e.g. text('common.cancel'), 'Batal').
   */
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, a click on the backdrop and the close button all end here. */
  onCancel: () => void;
}

/** A question with Cancel and one confirm button; the confirm button is disabled while busy. */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy = false, cancelLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const text = useText();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {cancelLabel ?? text('common.confirm.cancel')}
        </Button>,
        <Button key="confirm" type="primary" danger={danger} disabled={busy} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
