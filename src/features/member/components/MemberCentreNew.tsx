import { Trans, useLingui } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';

import { AccountLine } from './AccountLine';
import { EntryIcon } from './EntryIcon';
import { KycEntryBadge } from './KycEntryBadge';
import { Balance, PendingContractLinks, RefreshBalanceButton, TrialPrompt, VipBadge } from './MemberCentreParts';
import { EntryControl, type EntryDialog } from './MemberEntries';
import { MessagesUnread } from './MessagesUnread';
import type { MemberCentre } from './use-member-centre';

/** The new design (mem_cen 1): a profile card, a balance card with actions, a grid of tiles. */
export function MemberCentreNew({
  centre,
  onOpenDialog,
  onLogout,
}: {
  centre: MemberCentre;
  onOpenDialog: (dialog: EntryDialog) => void;
  onLogout: () => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <div className="mc mc--new" data-testid="member-centre" data-template="new">
      <section className="mc-profile" aria-labelledby="member-name">
        <span className="mc-avatar" aria-hidden="true">
          {centre.initial}
        </span>
        <div className="mc-profile__who">
          <h2 id="member-name" className="mc-profile__name" data-testid="member-centre-name">
            {centre.name}
          </h2>
          <p className="mc-profile__account" data-testid="member-centre-username">
            <AccountLine account={centre.account} />
          </p>
          <VipBadge centre={centre} className="mc-vip" />
        </div>
      </section>
      <section className="mc-wallet" aria-label={t`Wallet`}>
        <div className="mc-wallet__figure">
          <span className="mc-wallet__label">
            <Trans>Balance</Trans>
          </span>
          <span className="mc-wallet__amount" data-testid="member-centre-balance">
            <Balance centre={centre} />
          </span>
        </div>
        <div className="mc-wallet__actions">
          <RefreshBalanceButton centre={centre} className="mc-icon-button" />
          {centre.realMember && (
            <AppLink className="button button--small" to={PATHS.voucherCenter}>
              <Trans>Deposit</Trans>
            </AppLink>
          )}
        </div>
      </section>
      {!centre.realMember && <TrialPrompt />}
      <PendingContractLinks centre={centre} />
      <nav aria-label={t`Member centre`}>
        <ul className="mc-grid">
          {centre.entries.map((entry) => (
            <li key={entry.id}>
              <EntryControl entry={entry} className="mc-tile" onOpenDialog={onOpenDialog}>
                <EntryIcon id={entry.id} />
                <span className="mc-tile__label">{i18n._(entry.label)}</span>
                {entry.id === 'messages' && entry.access !== 'refused' && <MessagesUnread className="unread-badge--corner" />}
                {entry.id === 'verification' && entry.access !== 'refused' && <KycEntryBadge />}
              </EntryControl>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button--quiet button--block" onClick={onLogout}>
        <Trans>Log out</Trans>
      </button>
    </div>
  );
}
