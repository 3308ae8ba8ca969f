import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';

import { TIMING } from '@/config/constants';

type DialogVariant = 'centred' | 'sheet';

export interface DialogProps {
  open: boolean;
  /** Called when the player asks to close (Escape, Android back, backdrop, close button). */
  onClose: () => void;
  title: ReactNode;
  /** Mark one element `data-autofocus` to focus it on open (else the browser picks the first). */
  children?: ReactNode;
  /** Buttons under the content, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** When false, only the actions can close it: no backdrop, Escape or close button. */
  dismissible?: boolean;
  /** 'sheet' slides up from the bottom edge, for pickers and long lists. */
  variant?: DialogVariant;
  className?: string;
}

function showModally(dialog: HTMLDialogElement) {
  // Safari before 15.4 has no showModal: the dialog still shows (styled by [open]), without the
  // top layer and focus trap.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  // React handles autoFocus itself on mount, before the dialog is shown, so it would not stick.
  dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
}

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A modal dialog on the native <dialog> element: the browser provides the top layer, the focus
 * trap, Escape (and Android back) as a `cancel` event, and focus return on close.
 */
export function Dialog({ open, onClose, title, children, actions, dismissible = true, variant = 'centred', className }: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const pressStartedInside = useRef(false);
  // The latest props, for native event handlers that outlive a render.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = Date.now();
      showModally(dialog);
    } else if (!open && dialog.open) {
      closeDialog(dialog);
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser may close the dialog by itself (a second Escape cannot be cancelled in Chrome);
    // tell the owner so its state agrees with the screen.
    const onNativeClose = () => {
      if (latest.current.open) latest.current.onClose();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, []);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Closing is the owner's decision (it owns `open`), so the browser must not close it first.
    event.preventDefault();
    if (dismissible) onClose();
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    const startedInside = pressStartedInside.current;
    pressStartedInside.current = false;
    // The content fills the dialog box, so only the backdrop targets the <dialog> itself; a drag
    // that began inside (selecting text) and ended outside is not a backdrop tap.
    if (event.target !== event.currentTarget || startedInside || !dismissible) return;
    // docs/product.md#constants: the tap that opened the dialog can land on the backdrop as it appears.
    if (Date.now() - openedAt.current < TIMING.dialogBackdropGuard) return;
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={['dialog', `dialog--${variant}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onPointerDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={handleBackdropClick}
    >
      {open && (
        <div className="dialog__panel">
          {/* Not a <header>: a dialog opened from the page's header (the service menu, the language
              sheet) would put a second banner landmark inside the first. */}
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {dismissible && (
              <button type="button" className="dialog__close" aria-label={t`Close`} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
                </svg>
              </button>
            )}
          </div>
          {children !== undefined && <div className="dialog__body">{children}</div>}
          {actions !== undefined && <div className="dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
