import { UnreadBadge } from '@/components/unread/UnreadBadge';
import { useUnreadCounts } from '@/lib/messages/use-unread-counts';

/** The Messages entry's badge: the same total as the tab bar's, '99+' above 99. */
export function MessagesUnread({ className }: { className?: string }) {
  const { total } = useUnreadCounts();
  return <UnreadBadge count={total} className={className} />;
}
