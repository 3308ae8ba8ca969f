import './unread.css';

import { useLingui } from '@lingui/react/macro';

import { badgeText } from '../../lib/messages/unread';

/**
 * Unread badge (docs/product.md#screens-and-routes): the count, '99+' above 99, nothing at 0.
 * Screen readers hear "N unread" with the exact count, as part of the link or row it sits in.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useLingui();
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className={['unread-badge', className].filter(Boolean).join(' ')} data-testid="unread-badge" data-count={count}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t`${count} unread`}</span>
    </span>
  );
}
