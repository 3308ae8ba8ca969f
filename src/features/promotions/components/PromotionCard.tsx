import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';

import { OperatorHtml } from '@/components/content/OperatorHtml';
import { CdnImage } from '@/components/image/CdnImage';
import { sanitizeHtml } from '@/lib/content/sanitize-html';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/intl-locale';

import type { Promotion } from '../api/promotions-api';
import { actionLabel, allowedAction, readPromotionState, stateLabel, stateTone } from '../model/promotion-state';

export interface PromotionCardProps {
  promotion: Promotion;
  currencySymbol: string;
  busy: boolean;
  onAction: (promotion: Promotion, action: 'apply' | 'claim') => void;
  /** Opened on its own (a popup's link): the terms show at once. */
  termsInitiallyOpen?: boolean;
}

function formatDate(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(time));
}

/** One promotion: artwork, bonus, period, its state label, the action that state allows, and the terms. */
export function PromotionCard({ promotion, currencySymbol, busy, onAction, termsInitiallyOpen = false }: PromotionCardProps) {
  const { i18n } = useLingui();
  const [termsOpen, setTermsOpen] = useState(termsInitiallyOpen);
  const termsId = useId();
  const titleId = useId();
  const state = readPromotionState(promotion.state);
  const action = allowedAction(state);
  const locale = intlLocale(i18n);
  // Sanitised only once opened: most players never read most terms.
  const terms = useMemo(() => (termsOpen ? sanitizeHtml(promotion.content) : ''), [termsOpen, promotion.content]);

  return (
    <article className="promo-card" aria-labelledby={titleId} data-testid="promotion-card" data-code={promotion.code} data-state={state}>
      <CdnImage className="promo-card__image" src={promotion.imageUrl} alt="" width={750} height={300} />
      <div className="promo-card__body">
        <div className="promo-card__head">
          <h2 id={titleId} className="promo-card__title">
            {promotion.title}
          </h2>
          <span className={`promo-state promo-state--${stateTone(state)}`} data-testid="promotion-state">
            {i18n._(stateLabel(state))}
          </span>
        </div>
        <p className="promo-card__subtitle">{promotion.subtitle}</p>
        <dl className="promo-card__facts">
          <div>
            <dt>
              <Trans>Bonus</Trans>
            </dt>
            <dd className="promo-card__bonus">{formatMoney(promotion.bonus, currencySymbol, locale)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd>
              {formatDate(promotion.startTime, locale)} – {formatDate(promotion.endTime, locale)}
            </dd>
          </div>
        </dl>
        <div className="promo-card__actions">
          <button
            type="button"
            className="button button--quiet promo-card__terms-toggle"
            aria-expanded={termsOpen}
            aria-controls={termsId}
            onClick={() => setTermsOpen((open) => !open)}
          >
            {termsOpen ? <Trans>Hide terms</Trans> : <Trans>Terms</Trans>}
          </button>
          {action && (
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => onAction(promotion, action)}>
              {i18n._(actionLabel(action, promotion.kind))}
            </button>
          )}
        </div>
        <OperatorHtml id={termsId} className="promo-card__terms" hidden={!termsOpen} html={terms} />
      </div>
    </article>
  );
}
