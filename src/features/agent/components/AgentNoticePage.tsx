import './agent-links.css';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';

import { OperatorHtml } from '@/components/content/OperatorHtml';
import { EmptyState } from '@/components/EmptyState';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import type { AgentAnnouncement } from '@/contract/agent-links';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { useLanguageCode } from '@/lib/i18n/use-language';

import { useGetAgentAnnouncementsQuery, useMarkAgentAnnouncementReadMutation } from '../api/links-api';

/**
 * /m/agent/notice, the operator's announcements for agents (docs/product.md#agent-centre), newest
 * first, unread ones marked; opening one reads it and marks it read.
 */
export function AgentNoticePage() {
  const language = useLanguageCode();
  const notices = useGetAgentAnnouncementsQuery(language);
  if (notices.isLoading) return <Loading />;
  if (!notices.data) return <LoadFailure message={msg`The announcements could not be loaded.`} onRetry={() => void notices.refetch()} />;
  if (notices.data.agent.length === 0) return <EmptyState message={<Trans>No announcements for agents yet.</Trans>} />;
  return (
    <ul className="agent-links agent-links__list">
      {notices.data.agent.map((notice) => (
        <li key={notice.id}>
          <AgentNoticeItem notice={notice} />
        </li>
      ))}
    </ul>
  );
}

function AgentNoticeItem({ notice }: { notice: AgentAnnouncement }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [markRead] = useMarkAgentAnnouncementReadMutation();
  const html = useMemo(() => (open ? sanitizeHtml(notice.content) : ''), [open, notice.content]);

  function toggle() {
    setOpen(!open);
    if (!open && !notice.read) void markRead(notice.id);
  }

  return (
    <article className="card agent-notice" data-testid="agent-notice" data-read={notice.read}>
      <button type="button" className="agent-notice__head" aria-expanded={open} onClick={toggle}>
        {!notice.read && (
          <span className="agent-notice__dot" aria-label={i18n._(msg`Unread`)}>
            ●
          </span>
        )}
        <span className="agent-notice__title">{notice.title}</span>
        <span className="agent-notice__date">{formatDateTime(notice.createdAt, intlLocale(i18n))}</span>
      </button>
      {open && <OperatorHtml className="message-body agent-notice__body" data-testid="agent-notice-content" html={html} />}
    </article>
  );
}
