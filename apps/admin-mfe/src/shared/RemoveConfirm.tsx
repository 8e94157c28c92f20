import type { ReactNode } from 'react';
import { ConfirmDialog, useText } from '@checker/ui';

/** 'Are you sure?' before a remove: 'Yes, Remove' ('Removing...' while busy), in red; `children` names what goes. */
export function RemoveConfirm({ open, busy, onConfirm, onCancel, children }: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void; children: ReactNode }) {
  const text = useText();
  return (
    <ConfirmDialog open={open} title={text('admin.confirm.title')} confirmLabel={text('admin.confirm.yesRemove')} busyLabel={text('admin.confirm.removing')} busy={busy} danger onConfirm={onConfirm} onCancel={onCancel}>
      {children}
    </ConfirmDialog>
  );
}
