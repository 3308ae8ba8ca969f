import '../messages.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';

import { OperatorHtml } from '@/components/content/OperatorHtml';
import { Dialog } from '@/components/dialog/Dialog';
import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { type AnnouncementItem, useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } from '@/lib/content/announcements-api';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { noticeArgs } from '@/lib/messages/use-unread-counts';
import { loginPath } from '@/lib/session/login-redirect';
import { selectIsLoggedIn, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { formatMessageTime } from '../model/message-time';
import { shouldMarkRead, withLocalReads } from '../model/read-state';

function NoticeDialog({ notice, onClose }: { notice: AnnouncementItem | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const html = useMemo(() => sanitizeHtml(notice?.content), [notice?.content]);
  return (
    <Dialog open={notice !== null} onClose={onClose} title={notice?.title ?? ''} className="message-dialog">
      {notice && (
        <>
          {notice.createdAt !== undefined && <p className="message-body__date">{formatMessageTime(notice.createdAt, intlLocale(i18n))}</p>}
          {/* Operator HTML, sanitised (scripts, handlers and foreign URLs removed). */}
          <OperatorHtml className="message-body" data-testid="notice-content" html={html} />
        </>
      )}
    </Dialog>
  );
}

/**
 * /m/notice (docs/product.md#message-centre, announcements): the player notices. For a member each
 * one is read or unread; opening an unread one shows it read at once, tells the gateway (throttled)
 * and reloads the list (docs/product.md#announcement-read). Visitors have no read state on the
 * gateway, so they see the notices without marks.
 */
export function NoticePage() {
  const { t, i18n } = useLingui();
  const ready = useAppSelector(selectSessionReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const language = useLanguageCode();
  const notices = useGetAnnouncementsQuery(noticeArgs(language, loggedIn), { skip: !ready });
  const [markRead] = useMarkAnnouncementReadMutation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [shown, setShown] = useState<AnnouncementItem | null>(null);

  const items = withLocalReads(notices.data?.player ?? [], opened);

  function open(item: AnnouncementItem) {
    setShown(item);
    if (!shouldMarkRead(item, loggedIn)) return;
    setOpened((previous) => new Set(previous).add(item.id));
    // The list reloads when this lands (it invalidates the announcements); a failure only leaves
    // the notice unread on the gateway, to be marked again next time.
    void markRead({ announcementId: item.id });
  }

  let body;
  if (!ready || (notices.isLoading && !notices.data)) body = <Loading />;
  else if (notices.isError && !notices.data)
    body = (
      <EmptyState
        message={<Trans>The announcements could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void notices.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  else if (items.length === 0) body = <EmptyState message={<Trans>No announcements</Trans>} />;
  else
    body = (
      <ul className="message-list" data-testid="notice-list">
        {items.map((item) => {
          const state = loggedIn ? (item.read ? 'true' : 'false') : undefined;
          return (
            <li key={item.id}>
              <button type="button" className="message-list__entry" data-read={state} data-testid="notice-item" onClick={() => open(item)}>
                {loggedIn && <span className="message-list__dot" aria-hidden="true" />}
                <span className="message-list__text">
                  <span className="message-list__title">{item.title}</span>
                  {item.createdAt !== undefined && (
                    <span className="message-list__meta">{formatMessageTime(item.createdAt, intlLocale(i18n))}</span>
                  )}
                </span>
                {loggedIn && <span className="message-list__state">{item.read ? t`Read` : t`Unread`}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="notice-page" aria-label={t`Announcements`}>
      {ready && !loggedIn && (
        <p className="notice-page__hint">
          <Trans>
            <AppLink to={loginPath(PATHS.notice)}>Log in</AppLink> to keep track of the announcements you have read.
          </Trans>
        </p>
      )}
      {body}
      <NoticeDialog notice={shown} onClose={() => setShown(null)} />
    </section>
  );
}
