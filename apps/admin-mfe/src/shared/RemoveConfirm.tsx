import type { ReactNode } from 'react';
import { ConfirmDialog } from '@checker/ui';

/** 'Are you sure?' before a remove: 'Yes, Remove' ('Removing...' while busy), in red; `children` names what goes. */
export function RemoveConfirm({ open, busy, onConfirm, onCancel, children }: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void; children: ReactNode }) {
  return (
    <ConfirmDialog open={open} title="Are you sure?" confirmLabel="Yes, Remove" busyLabel="Removing..." busy={busy} danger onConfirm={onConfirm} onCancel={onCancel}>
      {children}
    </ConfirmDialog>
  );
}
