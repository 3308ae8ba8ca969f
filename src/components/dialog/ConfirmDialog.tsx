import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Defaults to 'Confirm'. */
  confirmLabel?: ReactNode;
  /** Defaults to 'Cancel'. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Also called for Escape, the backdrop and the close button. */
  onCancel: () => void;
  /** While the confirmed action runs: both buttons disabled and the dialog cannot be dismissed. */
  busy?: boolean;
}

/** A question with two answers, on top of Dialog. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      dismissible={!busy}
      className="confirm-dialog"
      actions={
        <>
          <button type="button" className="button button--quiet" disabled={busy} onClick={onCancel}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </button>
          <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
            {busy && <span className="button__spinner" aria-hidden="true" />}
            {confirmLabel ?? <Trans>Confirm</Trans>}
          </button>
        </>
      }
    >
      <p className="confirm-dialog__message">{message}</p>
    </Dialog>
  );
}
