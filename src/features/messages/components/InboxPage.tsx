import '../messages.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Dialog } from '@/components/dialog/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PullList } from '@/components/pull-list/PullList';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { type InboxMessage, useGetInboxInfiniteQuery, useMarkInboxReadMutation } from '@/lib/messages/messages-api';

import { formatMessageTime } from '../model/message-time';

function MessageDialog({ message, onClose }: { message: InboxMessage | null; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Dialog open={message !== null} onClose={onClose} title={message?.title ?? ''} className="message-dialog">
      {message && (
        <>
          <p className="message-body__date">{formatMessageTime(message.createdAt, intlLocale(i18n))}</p>
          <p className="message-body message-body--text" data-testid="message-content">
            {message.content}
          </p>
        </>
      )}
    </Dialog>
  );
}

function InboxList() {
  const { t, i18n } = useLingui();
  const inbox = useGetInboxInfiniteQuery({ language: useLanguageCode() });
  const [markRead] = useMarkInboxReadMutation();
  const [shown, setShown] = useState<InboxMessage | null>(null);
  const messages = inbox.data?.pages.flatMap((page) => page.list) ?? [];

  function open(message: InboxMessage) {
    setShown(message);
    // Marks it read in the cached inbox at once; the list and the unread count then reload.
    if (!message.read) void markRead({ id: message.id });
  }

  if (inbox.isLoading) return <Loading />;
  if (inbox.isError && !inbox.data) {
    return (
      <EmptyState
        message={<Trans>Your messages could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void inbox.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  if (messages.length === 0) return <EmptyState message={<Trans>No messages yet</Trans>} />;
  return (
    <>
      <PullList
        hasMore={inbox.hasNextPage}
        loadingMore={inbox.isFetchingNextPage}
        onLoadMore={() => void inbox.fetchNextPage()}
        onRefresh={() => inbox.refetch()}
      >
        <ul className="message-list" data-testid="inbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className="message-list__entry"
                data-read={String(message.read)}
                data-testid="inbox-item"
                onClick={() => open(message)}
              >
                <span className="message-list__dot" aria-hidden="true" />
                <span className="message-list__text">
                  <span className="message-list__title">{message.title}</span>
                  <span className="message-list__meta">{formatMessageTime(message.createdAt, intlLocale(i18n))}</span>
                </span>
                <span className="message-list__state">{message.read ? t`Read` : t`Unread`}</span>
              </button>
            </li>
          ))}
        </ul>
      </PullList>
      <MessageDialog message={shown} onClose={() => setShown(null)} />
    </>
  );
}

/**
 * /m/webEmail (docs/product.md#message-centre, the inbox): the member's messages, newest first,
 * paged; opening one shows it and marks it read. Members with real accounts only: the route
 * table's access column keeps visitors and trial accounts out.
 */
export function InboxPage() {
  const { t } = useLingui();
  return (
    <section className="inbox-page" aria-label={t`Inbox`}>
      <InboxList />
    </section>
  );
}
