import type { ReactNode } from 'react';

// With their extensions: the build's config imports this file too (build/first-paint-tab-bar.ts).
import { PATHS } from '../../config/paths.ts';
import { DepositIcon, InviteIcon, MemberIcon, PromotionIcon, RewardIcon } from './icons.tsx';

/** The tab bar's texts, in the player's language. */
export interface TabBarLabels {
  /** The bar's accessible name. */
  readonly menu: string;
  readonly invite: string;
  readonly promotions: string;
  readonly deposit: string;
  readonly logIn: string;
  readonly rewards: string;
  readonly member: string;
}

/** How a tab links to its page: the app's own link in the app, a plain `<a>` in the page's first paint. */
export type TabLink = (props: { to: string; className: string; children: ReactNode }) => ReactNode;

function Tab({ to, label, icon, children, Link }: { to: string; label: string; icon: ReactNode; children?: ReactNode; Link: TabLink }) {
  return (
    <Link to={to} className="tab-bar__tab">
      {icon}
      {children}
      <span className="tab-bar__label">{label}</span>
    </Link>
  );
}

/**
 * docs/product.md#shell: invite friends, promotions, deposit (login when logged out), rewards,
 * member centre. Drawn from its props alone: the app draws it (TabBar), and so does the build,
 * once per language, for the first paint of home's answer (build/first-paint-tab-bar.ts), so the
 * two cannot differ.
 */
export function TabBarView({
  labels,
  showLogin,
  memberBadge,
  Link,
}: {
  labels: TabBarLabels;
  showLogin: boolean;
  memberBadge?: ReactNode;
  Link: TabLink;
}) {
  return (
    <nav className="tab-bar" aria-label={labels.menu}>
      <Tab Link={Link} to={PATHS.inviteFriends} label={labels.invite} icon={<InviteIcon />} />
      <Tab Link={Link} to={PATHS.activity} label={labels.promotions} icon={<PromotionIcon />} />
      {showLogin ? (
        <Tab Link={Link} to={PATHS.login} label={labels.logIn} icon={<DepositIcon />} />
      ) : (
        <Tab Link={Link} to={PATHS.voucherCenter} label={labels.deposit} icon={<DepositIcon />} />
      )}
      <Tab Link={Link} to={PATHS.rewardCenter} label={labels.rewards} icon={<RewardIcon />} />
      <Tab Link={Link} to={PATHS.memberHome} label={labels.member} icon={<MemberIcon />}>
        {memberBadge}
      </Tab>
    </nav>
  );
}
