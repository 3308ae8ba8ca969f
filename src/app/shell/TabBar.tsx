import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppNavLink } from '../../components/link/AppLink';
import { DeferredUnreadBadge } from '../../components/unread/DeferredUnreadBadge';
import { PATHS } from '../../config/paths';
import { selectIsLoggedIn, selectSessionReady } from '../../lib/session/session-slice';
import { DepositIcon, InviteIcon, MemberIcon, PromotionIcon, RewardIcon } from './icons';
import { useAppSelector } from '../../lib/store/hooks';

function Tab({ to, label, icon, children }: { to: string; label: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <AppNavLink to={to} className="tab-bar__tab">
      {icon}
      {children}
      <span className="tab-bar__label">{label}</span>
    </AppNavLink>
  );
}

/**
 * docs/product.md#shell: invite friends, promotions, deposit (login when logged out), rewards, member centre;
 * the member centre carries the total unread badge.
 */
export function TabBar() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectSessionReady);
  // Until the stored session is read back, the deposit tab keeps its logged-in form rather than
  // flashing 'Log in' at a member.
  const showLogin = sessionKnown && !loggedIn;
  return (
    <nav className="tab-bar" aria-label={t`Main menu`}>
      {/* Labels of their own ('tab bar'): a fifth of a 360 px row, where a language may need a shorter word than in titles. */}
      <Tab to={PATHS.inviteFriends} label={t({ message: 'Invite friends', context: 'tab bar' })} icon={<InviteIcon />} />
      <Tab to={PATHS.activity} label={t({ message: 'Promotions', context: 'tab bar' })} icon={<PromotionIcon />} />
      {showLogin ? (
        <Tab to={PATHS.login} label={t`Log in`} icon={<DepositIcon />} />
      ) : (
        <Tab to={PATHS.voucherCenter} label={t`Deposit`} icon={<DepositIcon />} />
      )}
      <Tab to={PATHS.rewardCenter} label={t({ message: 'Rewards', context: 'tab bar' })} icon={<RewardIcon />} />
      <Tab to={PATHS.memberHome} label={t({ message: 'Member centre', context: 'tab bar' })} icon={<MemberIcon />}>
        {loggedIn && <DeferredUnreadBadge />}
      </Tab>
    </nav>
  );
}
