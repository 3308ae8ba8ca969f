import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DeferredUnreadBadge } from '../../components/unread/DeferredUnreadBadge';
import { PATHS } from '../../config/paths';
import { selectIsLoggedIn, selectSessionReady } from '../../lib/session/session-slice';
import { useAppSelector } from '../hooks';
import { DepositIcon, InviteIcon, MemberIcon, PromotionIcon, RewardIcon } from './icons';

function Tab({ to, label, icon, children }: { to: string; label: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <NavLink to={to} className="tab-bar__tab">
      {icon}
      {children}
      <span className="tab-bar__label">{label}</span>
    </NavLink>
  );
}

/**
 * SPEC §2: invite friends, promotions, deposit (login when logged out), rewards, member centre;
 * the member centre carries the total unread badge.
 */
export function TabBar() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectSessionReady);
  // Until the stored session is read back, the deposit tab keeps its logged-in form rather than
  // flashing 'Login' at a member.
  const showLogin = sessionKnown && !loggedIn;
  return (
    <nav className="tab-bar" aria-label={t`Main menu`}>
      <Tab to={PATHS.inviteFriends} label={t`Invite friends`} icon={<InviteIcon />} />
      <Tab to={PATHS.activity} label={t`Promotions`} icon={<PromotionIcon />} />
      {showLogin ? (
        <Tab to={PATHS.login} label={t`Login`} icon={<DepositIcon />} />
      ) : (
        <Tab to={PATHS.voucherCenter} label={t`Deposit`} icon={<DepositIcon />} />
      )}
      <Tab to={PATHS.rewardCenter} label={t`Rewards`} icon={<RewardIcon />} />
      <Tab to={PATHS.memberHome} label={t`Member centre`} icon={<MemberIcon />}>
        {loggedIn && <DeferredUnreadBadge />}
      </Tab>
    </nav>
  );
}
