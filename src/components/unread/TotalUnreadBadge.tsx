import { useUnreadCounts } from '../../lib/messages/use-unread-counts';
import { UnreadBadge } from './UnreadBadge';

/** The sum of the unread counters, on an icon's corner (tab bar). */
export function TotalUnreadBadge() {
  const { total } = useUnreadCounts();
  return <UnreadBadge count={total} className="unread-badge--corner" />;
}
