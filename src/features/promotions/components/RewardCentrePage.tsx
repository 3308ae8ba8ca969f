import './promotions.css';

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { SignedOutCard } from '@/components/SignedOutCard';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { formatMoney } from '@/lib/format/money';
import { formatDateTime, intlLocale } from '@/lib/i18n/intl-locale';
import { isRealMember } from '@/lib/session/roles';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { type Promotion, useGetMyPromotionsQuery } from '../api/promotions-api';
import {
  actionLabel,
  allowedAction,
  awaitsReview,
  groupRewards,
  readPromotionState,
  stateLabel,
  stateTone,
} from '../model/promotion-state';
import { REVIEW_POLL_MS } from './ActivityPage';
import { usePromotionActions } from './use-promotion-actions';

function Refusal({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <section className="card promo-refusal" role="status">
      <p>{children}</p>
      {action}
    </section>
  );
}

/** /m/rewardCenter: the member's own promotions, claimable first, then in progress, then history. */
export function RewardCentrePage() {
  const { i18n } = useLingui();
  const ready = useAppSelector(selectSessionReady);
  const session = useAppSelector(selectSession);
  const member = session !== null && isRealMember(session.type);
  const settings = useGetConsolidatedSettingsQuery();
  const mine = useGetMyPromotionsQuery(undefined, { skip: !member });
  const entries = (mine.data?.list ?? []).map((promotion) => ({ ...promotion, state: readPromotionState(promotion.state) }));
  const reviewing = awaitsReview(entries.map((entry) => entry.state));
  useGetMyPromotionsQuery(undefined, { skip: !member || !reviewing, pollingInterval: REVIEW_POLL_MS });
  const { run, busyId } = usePromotionActions();
  const symbol = settings.data?.currency.symbol ?? '₱';
  const locale = intlLocale(i18n);

  if (!ready) return <Loading />;
  if (!session) return <SignedOutCard returnTo={PATHS.rewardCenter} />;
  if (!member) {
    return (
      <Refusal
        action={
          <AppLink className="button" to={PATHS.register}>
            <Trans>Register</Trans>
          </AppLink>
        }
      >
        {i18n._(ERROR_TEXTS.free_reject)}
      </Refusal>
    );
  }
  if (mine.isLoading) return <Loading />;
  if (!mine.data) {
    return (
      <EmptyState
        message={<Trans>Your rewards could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void mine.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  const groups = groupRewards(entries);
  if (entries.length === 0) {
    return (
      <EmptyState
        message={<Trans>You have not joined any promotion yet.</Trans>}
        action={
          <AppLink className="button" to={PATHS.activity}>
            <Trans>See promotions</Trans>
          </AppLink>
        }
      />
    );
  }

  const dateOf = (time: number | null) => (time === null ? '' : formatDateTime(time, locale));

  const section = (id: string, title: ReactNode, list: (Promotion & { state: ReturnType<typeof readPromotionState> })[]) =>
    list.length > 0 && (
      <section className="reward-section" aria-labelledby={id}>
        <h2 id={id} className="reward-section__title">
          {title}
        </h2>
        <ul className="reward-list">
          {list.map((entry) => {
            const action = allowedAction(entry.state);
            return (
              <li key={entry.id} className="reward-item" data-testid="reward-item" data-code={entry.code} data-state={entry.state}>
                <div className="reward-item__main">
                  <span className="reward-item__title">{entry.title}</span>
                  <span className="reward-item__date">{dateOf(entry.creditedAt ?? entry.updatedAt)}</span>
                </div>
                <div className="reward-item__side">
                  <span className="reward-item__amount">{formatMoney(entry.bonus, symbol, locale)}</span>
                  <span className={`promo-state promo-state--${stateTone(entry.state)}`}>{i18n._(stateLabel(entry.state))}</span>
                </div>
                {action && (
                  <button
                    type="button"
                    className="button reward-item__action"
                    disabled={busyId === entry.id}
                    aria-busy={busyId === entry.id}
                    onClick={() => void run(entry, action)}
                  >
                    {i18n._(actionLabel(action, entry.kind))}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );

  return (
    <div className="promo-page">
      {section('rewards-claimable', <Trans>Ready to claim</Trans>, groups.claimable)}
      {section('rewards-progress', <Trans>In progress</Trans>, groups.inProgress)}
      {section('rewards-history', <Trans>History</Trans>, groups.history)}
      <AppLink className="button button--quiet" to={PATHS.activity}>
        <Trans>See all promotions</Trans>
      </AppLink>
    </div>
  );
}
