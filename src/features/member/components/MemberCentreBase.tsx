import { Trans, useLingui } from '@lingui/react/macro';

import { Chevron } from '@/components/icon/Chevron';

import { ENTRY_GROUP_LABELS, type EntryGroup } from '../model/member-entries';
import { AccountLine } from './AccountLine';
import { EntryIcon } from './EntryIcon';
import { KycEntryBadge } from './KycEntryBadge';
import { Balance, PendingContractLinks, RefreshBalanceButton, TrialPrompt, VipBadge } from './MemberCentreParts';
import { EntryControl, type EntryDialog } from './MemberEntries';
import { MessagesUnread } from './MessagesUnread';
import type { MemberCentre } from './use-member-centre';

const GROUPS: readonly EntryGroup[] = ['wallet', 'activities', 'account'];

/** The base design (mem_cen 0): a plain header and the entries as a grouped list. */
export function MemberCentreBase({
  centre,
  onOpenDialog,
  onLogout,
}: {
  centre: MemberCentre;
  onOpenDialog: (dialog: EntryDialog) => void;
  onLogout: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="mc mc--base" data-testid="member-centre" data-template="base">
      <header className="mc-plain">
        <h2 className="mc-plain__name" data-testid="member-centre-name">
          {centre.name}
        </h2>
        <p className="mc-plain__meta">
          <span data-testid="member-centre-username">
            <AccountLine account={centre.account} />
          </span>
          <VipBadge centre={centre} className="mc-plain__vip" />
        </p>
        <p className="mc-plain__balance">
          <span>
            <Trans>Balance</Trans>
          </span>{' '}
          <strong data-testid="member-centre-balance">
            <Balance centre={centre} />
          </strong>
          <RefreshBalanceButton centre={centre} className="mc-icon-button mc-icon-button--plain" />
        </p>
      </header>
      {!centre.realMember && <TrialPrompt />}
      <PendingContractLinks centre={centre} />
      {GROUPS.map((group) => {
        const entries = centre.entries.filter((entry) => entry.group === group);
        if (entries.length === 0) return null;
        return (
          <section key={group} className="mc-group" aria-labelledby={`mc-group-${group}`}>
            <h3 id={`mc-group-${group}`} className="mc-group__title">
              {i18n._(ENTRY_GROUP_LABELS[group])}
            </h3>
            <ul className="mc-list">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <EntryControl entry={entry} className="mc-row" onOpenDialog={onOpenDialog}>
                    <EntryIcon id={entry.id} />
                    <span className="mc-row__label">{i18n._(entry.label)}</span>
                    {entry.id === 'messages' && entry.access !== 'refused' && <MessagesUnread />}
                    {entry.id === 'verification' && entry.access !== 'refused' && <KycEntryBadge />}
                    <Chevron className="mc-row__chevron" />
                  </EntryControl>
                </li>
              ))}
              {group === 'account' && (
                <li>
                  <button type="button" className="mc-row mc-row--danger" onClick={onLogout}>
                    <span className="mc-row__label">
                      <Trans>Log out</Trans>
                    </span>
                  </button>
                </li>
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
