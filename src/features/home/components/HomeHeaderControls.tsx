import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { UnreadBadge } from '@/components/unread/UnreadBadge';
import { PATHS } from '@/config/paths';
import { formatWholeBalance } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { lazyWithMessages } from '@/lib/i18n/lazy-with-messages';
import { displayName, useGetMemberInfoQuery, useGetWalletQuery } from '@/lib/member/member-api';
import { useUnreadCounts } from '@/lib/messages/use-unread-counts';
import { isAgentOnly, roleOf } from '@/lib/session/roles';
import { selectIsLoggedIn, selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { DownloadButton } from './DownloadButton';
import { PathIcon } from './PathIcon';

const loadPanel = () => import('./ServicePanel');
// Only a member's header shows a balance, and its age only offline or when stale: a visitor's
// first load does without the code.
const BalanceAge = lazy(async () => ({ default: (await import('@/components/balance/BalanceAge')).BalanceAge }));
const ServicePanel = lazyWithMessages(async () => (await loadPanel()).ServicePanel);
const preloadPanel = () => void loadPanel();

/**
 * Home header (docs/product.md#home): download button (when offered), then for members the
 * member-centre link (user icon, display name, whole balance) and deposit (a trial account's
 * balance is marked "Play money" and it has no deposit); for visitors login
 * and register; for both the menu toggling the service panel.
 */
export function HomeHeaderControls() {
  const { t, i18n } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const session = useAppSelector(selectSession);
  // A trial account plays with play money (docs/product.md#home): labelled so, and no deposit.
  const trial = roleOf(session) === 'trial';
  // The member side is closed to an agent-only account: its way in is the agent centre (docs/product.md#agent-login).
  const agentOnly = isAgentOnly(session?.type);
  const member = useGetMemberInfoQuery(undefined, { skip: !loggedIn || agentOnly });
  const wallet = useGetWalletQuery(undefined, { skip: !loggedIn || agentOnly });
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const unread = useUnreadCounts();
  const info = member.data;
  // Offline the member info (never cached) cannot come: the session's account name stands in.
  const name = info ? displayName(info) : session?.userName;
  return (
    <span className="home-account">
      <DownloadButton />
      {agentOnly ? (
        <AppLink className="button button--small" to={PATHS.agentCentre}>
          <Trans>Agent centre</Trans>
        </AppLink>
      ) : loggedIn ? (
        <>
          {/* One target for icon, name and balance, named by its content: 'Member centre' (for screen
              readers), then the name and balance it shows, so what is seen is part of its name. */}
          <AppLink className="home-header__member" to={PATHS.memberHome}>
            <PathIcon d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" />
            <span className="visually-hidden">
              <Trans>Member centre</Trans>
            </span>
            <span className="home-header__figures">
              <span className="home-account__name" data-testid="member-name" title={name}>
                {name ?? '…'}
              </span>
              {wallet.data && (
                <span className="home-account__balance" data-testid="member-balance">
                  {formatWholeBalance(wallet.data.sumBalance, wallet.data.currencySymbol, intlLocale(i18n))}
                  <Suspense fallback={null}>
                    <BalanceAge asOf={wallet.data.asOf} narrow />
                  </Suspense>
                </span>
              )}
              {trial && (
                <span className="home-account__play-money" data-testid="header-play-money">
                  <Trans>Play money</Trans>
                </span>
              )}
            </span>
          </AppLink>
          {!trial && (
            <AppLink
              className="icon-button home-header__deposit"
              to={PATHS.voucherCenter}
              aria-label={t`Deposit`}
              data-testid="header-deposit"
            >
              <PathIcon d="M12 7v10M7 12h10M12 21a9 9 0 100-18 9 9 0 000 18z" />
            </AppLink>
          )}
          {/* Members only: the message centre with their unread total (visitors keep the room for login and register).
              Named by its content, so the unread figure it shows is part of its name ('Messages 3 unread'). */}
          <AppLink className="icon-button home-header__messages" to={PATHS.message} data-testid="header-messages">
            <PathIcon d="M3 6h18v12H3zM3 7l9 7 9-7" />
            <span className="visually-hidden">
              <Trans>Messages</Trans>
            </span>
            <UnreadBadge count={unread.total} className="unread-badge--corner" />
          </AppLink>
        </>
      ) : (
        <>
          <AppLink className="button button--small button--quiet" to={PATHS.login}>
            <Trans>Log in</Trans>
          </AppLink>
          <AppLink className="button button--small" to={PATHS.register}>
            <Trans>Register</Trans>
          </AppLink>
        </>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        data-testid="home-menu"
        onPointerDown={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setPanelWanted(true);
          setMenuOpen(!menuOpen);
        }}
      >
        <PathIcon d="M4 7h16M4 12h16M4 17h16" />
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          <ServicePanel open={menuOpen} loggedIn={loggedIn} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
