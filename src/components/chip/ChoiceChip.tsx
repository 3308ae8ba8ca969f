import './choice-chip.css';

import type { ReactNode } from 'react';

/** One choice of a row of chips: a button that is pressed while it is the one chosen. */
export function ChoiceChip({
  pressed,
  onClick,
  children,
  compact = false,
  disabled = false,
  className,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  /** Narrower, for a row of several choices that wraps. */
  compact?: boolean;
  disabled?: boolean;
  /** The row's own layout of its chips (how they grow). */
  className?: string;
}) {
  const classes = ['choice-chip', compact ? 'choice-chip--compact' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-pressed={pressed} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
