import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Defaults to 'No data' (docs/product.md#errors: an empty list says so). */
  message?: ReactNode;
  /** E.g. a button to reload or to browse elsewhere. */
  action?: ReactNode;
  /** Replaces the default empty-tray picture; decorative, so keep it aria-hidden. */
  icon?: ReactNode;
}

function EmptyTrayIcon() {
  return (
    <svg className="empty-state__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <path
        d="M8 28l5-14a3 3 0 0 1 2.8-2h16.4a3 3 0 0 1 2.8 2l5 14v8a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3v-8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M8 28h10l2 4h8l2-4h10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ?? <EmptyTrayIcon />}
      <p className="empty-state__message">{message ?? <Trans>No data</Trans>}</p>
      {action !== undefined && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
