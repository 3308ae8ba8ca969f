import { useLingui } from '@lingui/react/macro';

import { AppNavLink } from '../../components/link/AppLink';
import { DeferredUnreadBadge } from '../../components/unread/DeferredUnreadBadge';
import { selectIsLoggedIn, selectSessionReady } from '../../lib/session/session-slice';
import { useAppSelector } from '../../lib/store/hooks';
import { TabBarView, type TabLink } from './TabBarView';

const AppTabLink: TabLink = ({ to, className, children }) => (
  <AppNavLink to={to} className={className}>
    {children}
  </AppNavLink>
);

/** The tab bar in the app: its labels in the player's language, Log in for a visitor, and the member centre's unread badge. */
export function TabBar() {
  const { t } = useLingui();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionKnown = useAppSelector(selectSessionReady);
  // Until the stored session is read back, the deposit tab keeps its logged-in form rather than
  // flashing 'Log in' at a member.
  const showLogin = sessionKnown && !loggedIn;
  return (
    <TabBarView
      Link={AppTabLink}
      showLogin={showLogin}
      memberBadge={loggedIn && <DeferredUnreadBadge />}
      // Labels of their own ('tab bar'): a fifth of a 360 px row, where a language may need a shorter word than in titles.
      labels={{
        menu: t`Main menu`,
        invite: t({ message: 'Invite friends', context: 'tab bar' }),
        promotions: t({ message: 'Promotions', context: 'tab bar' }),
        deposit: t`Deposit`,
        logIn: t`Log in`,
        rewards: t({ message: 'Rewards', context: 'tab bar' }),
        member: t({ message: 'Member centre', context: 'tab bar' }),
      }}
    />
  );
}
