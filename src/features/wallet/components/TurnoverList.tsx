import { Trans } from '@lingui/react/macro';

import type { TurnoverRequirement } from '../api/wallet-api';
import { turnoverPercent } from '../model/withdraw-rules';

/** Bonuses still under turnover: how much is left to bet before each can be withdrawn. */
export function TurnoverList({ turnover, money }: { turnover: TurnoverRequirement[]; money: (amount: number) => string }) {
  if (turnover.length === 0) return null;
  return (
    <section className="card wallet-turnover" aria-labelledby="wallet-turnover-title" data-testid="turnover">
      <h2 id="wallet-turnover-title" className="card__title">
        <Trans>Turnover to complete</Trans>
      </h2>
      <ul className="wallet-turnover__list">
        {turnover.map((requirement) => {
          const bonus = money(requirement.bonus);
          const done = money(requirement.done);
          const required = money(requirement.required);
          const percent = turnoverPercent(requirement.done, requirement.required);
          return (
            <li key={requirement.promotionId} className="wallet-turnover__item">
              <span className="wallet-turnover__name">{requirement.title}</span>
              <span className="card__meta">
                <Trans>
                  Bonus {bonus} is locked until you bet {required} (bet so far {done})
                </Trans>
              </span>
              <progress className="wallet-turnover__bar" max={100} value={percent} aria-label={requirement.title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
