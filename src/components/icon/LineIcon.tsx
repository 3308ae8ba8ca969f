import type { ReactNode } from 'react';

/**
 * A line icon on a 24 × 24 view box, drawn in the text colour with round ends and hidden from
 * screen readers: a label always sits beside it. The shell, the centres' rows, the home header's
 * controls and the lottery screens draw theirs with it, so they share one stroke.
 */
export function LineIcon({
  children,
  size = 24,
  strokeWidth = 1.8,
  className,
}: {
  children: ReactNode;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
