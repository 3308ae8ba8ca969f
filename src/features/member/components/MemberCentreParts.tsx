import { Trans, useLingui } from '@lingui/react/macro';

import { BalanceAge } from '@/components/balance/BalanceAge';
import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { gatewayApi } from '@/lib/gateway/api';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useAppDispatch } from '@/lib/store/hooks';

import { vipLevelName } from '../model/vip-names';
import { EntryIcon } from './EntryIcon';
import type { MemberCentre } from './use-member-centre';

/**
 * The exact balance (docs/product.md#member-centre): symbol, thousands separators and two decimals,
 * the centavos the home header rounds away. Offline it is the last balance known (the worker's
 * member cache), with its age. Or a placeholder while it loads, or a dash when it cannot be had.
 */
export function Balance({ centre }: { centre: Pick<MemberCentre, 'wallet'> }) {
  const { i18n } = useLingui();
  const { wallet } = centre;
  if (wallet.data) {
    const { sumBalance, currencySymbol, asOf } = wallet.data;
    return (
      <>
        <span>{formatMoney(sumBalance, currencySymbol, intlLocale(i18n))}</span>
        <BalanceAge asOf={asOf} />
      </>
    );
  }
  return <span aria-busy={wallet.isLoading || undefined}>{wallet.isError ? '—' : '…'}</span>;
}

/** Asks the gateway again: every view of the wallet (header, records) follows the 'Wallet' tag. */
export function RefreshBalanceButton({ centre, className }: { centre: MemberCentre; className: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const busy = centre.wallet.isFetching;
  return (
    <button
      type="button"
      className={className}
      aria-label={t`Refresh balance`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => dispatch(gatewayApi.util.invalidateTags(['Wallet']))}
    >
      <svg
        className={busy ? 'mc-refresh-icon is-spinning' : 'mc-refresh-icon'}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
      </svg>
    </button>
  );
}

export function VipBadge({ centre, className }: { centre: MemberCentre; className: string }) {
  const { i18n } = useLingui();
  if (!centre.vip) return null;
  const level = centre.vip.level;
  const name = vipLevelName(i18n, centre.vip.name);
  return (
    <span className={className} data-testid="member-vip">
      <Trans>
        VIP {level} · {name}
      </Trans>
    </span>
  );
}

/** docs/product.md#roles: a trial account's member centre offers registration. */
export function TrialPrompt() {
  const { i18n } = useLingui();
  return (
    <section className="mc-trial" aria-labelledby="mc-trial-title" data-testid="member-trial-prompt">
      <h3 id="mc-trial-title" className="mc-trial__title">
        <Trans>You are on a free trial</Trans>
      </h3>
      <p className="mc-trial__text">{i18n._(ERROR_TEXTS.free_reject)}</p>
      <AppLink className="button" to={PATHS.register}>
        <Trans>Register</Trans>
      </AppLink>
    </section>
  );
}

/** Agents with a contract waiting: one link per pending contract. */
export function PendingContractLinks({ centre }: { centre: MemberCentre }) {
  const { i18n, t } = useLingui();
  if (centre.pendingContracts.length === 0) return null;
  return (
    <ul className="mc-contracts" aria-label={t`Contracts`}>
      {centre.pendingContracts.map((contract) => (
        <li key={contract.path}>
          <AppLink className="mc-contracts__link" to={contract.path} data-testid="member-contract-link">
            <EntryIcon id="contracts" />
            <span>{i18n._(contract.title)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
