import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

import { type Toast, toast as appToasts, type ToastKind, type ToastStore } from './toast';

const ICON_PATHS: Record<Exclude<ToastKind, 'loading'>, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};

function ToastIcon({ kind }: { kind: ToastKind }) {
  if (kind === 'loading') return <span className="toast__spinner" aria-hidden="true" />;
  return (
    <svg className="toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICON_PATHS[kind]} />
    </svg>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  // Descriptors are translated here, at render time, so a language switch re-renders them.
  const { i18n } = useLingui();
  const text = typeof toast.message === 'string' ? toast.message : i18n._(toast.message);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <ToastIcon kind={toast.kind} />
      <span className="toast__text">{text}</span>
    </div>
  );
}

const NO_TOASTS: readonly Toast[] = [];

/** Browsers without the popover API (Safari before 17) keep the toaster in the page, by z-index. */
const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

/**
 * Where toasts appear: stacked at the top centre. Both live regions stay mounted even when empty,
 * because screen readers announce changes inside an existing region, not a region that appears.
 */
export function Toaster({ store = appToasts }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_TOASTS);
  const toasterRef = useRef<HTMLDivElement>(null);
  const shownCount = useRef(0);
  useLayoutEffect(() => {
    const toaster = toasterRef.current;
    const added = toasts.length > shownCount.current;
    shownCount.current = toasts.length;
    if (!toaster || !SUPPORTS_POPOVER) return;
    // A modal <dialog> sits in the browser's top layer, above any z-index, so the toaster lives
    // there too (a manual popover, open for good). The top layer stacks in opening order: a toast
    // raised while a dialog is open (the feedback popup's failure, a contract's refusal) re-enters
    // it so that it shows above that dialog.
    if (!toaster.matches(':popover-open')) toaster.showPopover();
    else if (added && toaster.ownerDocument.querySelector('dialog:modal')) {
      toaster.hidePopover();
      toaster.showPopover();
    }
  }, [toasts]);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const notices = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div ref={toasterRef} className="toaster" popover={SUPPORTS_POPOVER ? 'manual' : undefined}>
      <div className="toaster__region" role="alert" aria-live="assertive" aria-atomic="false">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className="toaster__region" role="status" aria-live="polite" aria-atomic="false">
        {notices.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
