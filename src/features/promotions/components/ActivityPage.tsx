import './promotions.css';

import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { PROMOTION_PARAM } from '@/lib/content/promotion-link';
import { isRealMember } from '@/lib/session/roles';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useGetPromotionsQuery } from '../api/promotions-api';
import { focusedPromotion } from '../model/promotion-focus';
import { awaitsReview, readPromotionState } from '../model/promotion-state';
import { PromotionCard } from './PromotionCard';
import { usePromotionActions } from './use-promotion-actions';

/** How often the list looks again while an application is with the reviewer. */
export const REVIEW_POLL_MS = 3000;

/**
 * /m/activity: every promotion with the viewer's state and the action it allows
 * (docs/product.md#promotions, #entities).
 */
export function ActivityPage() {
  const ready = useAppSelector(selectSessionReady);
  const [search] = useSearchParams();
  const session = useAppSelector(selectSession);
  const viewer = session && isRealMember(session.type) ? session.userName : '';
  const settings = useGetConsolidatedSettingsQuery();
  const promotions = useGetPromotionsQuery({ viewer }, { skip: !ready });
  const reviewing = awaitsReview((promotions.data?.list ?? []).map((promotion) => readPromotionState(promotion.state)));
  useGetPromotionsQuery({ viewer }, { skip: !ready || !reviewing, pollingInterval: REVIEW_POLL_MS });
  const { run, busyId } = usePromotionActions();
  const symbol = settings.data?.currency.symbol ?? '₱';

  if (!ready || promotions.isLoading) return <Loading />;
  if (!promotions.data) {
    return (
      <EmptyState
        message={<Trans>The promotions could not be loaded.</Trans>}
        action={
          <button type="button" className="button" onClick={() => void promotions.refetch()}>
            <Trans>Try again</Trans>
          </button>
        }
      />
    );
  }
  if (promotions.data.list.length === 0) return <EmptyState message={<Trans>No promotions at the moment</Trans>} />;
  const focused = focusedPromotion(promotions.data.list, search.get(PROMOTION_PARAM));
  if (focused) {
    return (
      <div className="promo-page">
        <PromotionCard
          promotion={focused}
          currencySymbol={symbol}
          busy={busyId === focused.id}
          onAction={(entry, action) => void run(entry, action)}
          termsInitiallyOpen
        />
        <AppLink className="button button--quiet" to={PATHS.activity} replace>
          <Trans>All promotions</Trans>
        </AppLink>
      </div>
    );
  }
  return (
    <div className="promo-page">
      {promotions.data.list.map((promotion) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          currencySymbol={symbol}
          busy={busyId === promotion.id}
          onAction={(entry, action) => void run(entry, action)}
        />
      ))}
    </div>
  );
}
