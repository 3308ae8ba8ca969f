import '../messages.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';

import { FeedbackDialog } from '@/components/feedback/FeedbackDialog';
import { Chevron } from '@/components/icon/Chevron';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { UnreadBadge } from '@/components/unread/UnreadBadge';
import { TIMING } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { gatewayPageUrl } from '@/lib/gateway/request';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useLaunchChatMutation } from '@/lib/messages/messages-api';
import { useUnreadCounts } from '@/lib/messages/use-unread-counts';
import { loginPath } from '@/lib/session/login-redirect';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { type CentreRow, type CentreRowId, centreRows } from '../model/centre-rows';
import { RowIcon } from './icons';
import { useMemberOnly } from './use-member-only';

const LABELS: Record<CentreRowId, MessageDescriptor> = {
  TELEGRAM: msg`Telegram`,
  FACEBOOK: msg`Facebook`,
  YOUTUBE: msg`Youtube`,
  notice: msg`Announcements`,
  inbox: msg`Inbox`,
  chat: msg`Live chat`,
  affiliate: msg`Affiliate service`,
  feedback: msg`Complaints and comments`,
};

/** The chat page's header bar: the app's own navy, so the hand-over does not flash. */
const CHAT_HEADER_COLOR = '#0b1d3a';

function RowContent({ row, label, badge }: { row: CentreRow; label: string; badge?: number }) {
  return (
    <>
      <RowIcon id={row.id} />
      <span className="centre-list__label">{label}</span>
      {badge !== undefined && <UnreadBadge count={badge} />}
      {row.kind === 'external' && (
        <span className="visually-hidden">
          <Trans>(opens in a new tab)</Trans>
        </span>
      )}
      <Chevron className="centre-list__chevron" />
    </>
  );
}

/**
 * /m/message (docs/product.md#message-centre): the operator's social links, announcements, the
 * inbox, live chat, affiliate service and, for members, complaints and comments, with unread
 * badges.
 */
export function MessageCentrePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const settings = useGetConsolidatedSettingsQuery();
  const counts = useUnreadCounts();
  const memberOnly = useMemberOnly();
  const language = useLanguageCode();
  const [launchChat, chatLaunch] = useLaunchChatMutation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  if (settings.isLoading) return <Loading />;

  const rows = centreRows({ links: settings.data?.links, chatOn: settings.data?.switches.CBS3 === true, loggedIn: session !== null });
  const badges: Partial<Record<CentreRowId, number>> = { notice: counts.announcements, inbox: counts.inbox, chat: counts.chat };

  async function openChat() {
    const loading = toast.loading(ERROR_TEXTS.in_please_wait, { maxDuration: TIMING.toastShort });
    try {
      const { chatUrl } = await launchChat({
        language,
        backUrl: PATHS.message,
        headerColor: CHAT_HEADER_COLOR,
        title: t`Live chat`,
      }).unwrap();
      // The gateway's page of its own (no app shell), on the gateway's origin: a full navigation,
      // back link returns here.
      window.location.assign(gatewayPageUrl(chatUrl));
    } catch (error) {
      toast.dismiss(loading);
      toast.error(isGatewayError(error) ? errorMessage(error) : ERROR_TEXTS.unknown);
    }
  }

  const actions: Partial<Record<CentreRowId, () => void>> = {
    inbox: () => memberOnly(() => void navigate(PATHS.webEmail)),
    chat: () => memberOnly(() => void openChat()),
    feedback: () => memberOnly(() => setFeedbackOpen(true)),
  };

  function entry(row: CentreRow): ReactNode {
    const label = i18n._(LABELS[row.id]);
    const content = <RowContent row={row} label={label} badge={badges[row.id]} />;
    if (row.kind === 'external') {
      return (
        <a className="centre-list__entry" href={row.url} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      );
    }
    if (row.id === 'notice') {
      return (
        <AppLink className="centre-list__entry" to={PATHS.notice}>
          {content}
        </AppLink>
      );
    }
    const busy = row.id === 'chat' && chatLaunch.isLoading;
    return (
      <button type="button" className="centre-list__entry" disabled={busy} aria-busy={busy || undefined} onClick={actions[row.id]}>
        {content}
      </button>
    );
  }

  return (
    <section className="message-centre" aria-label={t`Message centre`}>
      <ul className="centre-list" data-testid="message-centre">
        {rows.map((row) => (
          <li key={row.id} data-row={row.id}>
            {entry(row)}
          </li>
        ))}
      </ul>
      {session === null && (
        <p className="message-centre__note">
          <Trans>
            <AppLink to={loginPath(PATHS.message)}>Log in</AppLink> to read your inbox, chat with the service desk and send us your
            comments.
          </Trans>
        </p>
      )}
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </section>
  );
}
