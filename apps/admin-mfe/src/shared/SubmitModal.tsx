import type { ReactNode } from 'react';
import { Button, Form, Modal } from 'antd';
import { NoticeBanner, useText, type Notice } from '@checker/ui';

export interface SubmitModalProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** Why the last submit failed, shown above the fields. */
  notice: Notice | null;
  onClose: () => void;
  onSubmit: () => void;
  /** The form's items. */
  children: ReactNode;
}

/** An admin 'Add …' dialog: Cancel and Submit ('Submitting...' while busy), the failure notice, then the fields. */
export function SubmitModal({ open, title, busy, notice, onClose, onSubmit, children }: SubmitModalProps) {
  const text = useText();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {text('common.confirm.cancel')}
        </Button>,
        <Button key="submit" type="primary" disabled={busy} onClick={onSubmit}>
          {text(busy ? 'admin.dialog.submitting' : 'admin.dialog.submit')}
        </Button>,
      ]}
    >
      <NoticeBanner notice={notice} placement="inline" />
      <Form layout="vertical" component="div">
        {children}
      </Form>
    </Modal>
  );
}
