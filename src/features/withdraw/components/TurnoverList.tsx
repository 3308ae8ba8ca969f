import { Trans } from '@lingui/react/macro';

import type { TurnoverRequirement } from '../api/withdraw-api';
import { turnoverPercent } from '../model/withdraw-rules';

/** Bonuses still under turnover: how much is left to bet before each can be withdrawn. */
export function TurnoverList({ turnover, money }: { turnover: TurnoverRequirement[]; money: (amount: number) => string }) {
  if (turnover.length === 0) return null;
  return (
    <section className="card withdraw-turnover" aria-labelledby="withdraw-turnover-title" data-testid="turnover">
      <h2 id="withdraw-turnover-title" className="card__title">
        <Trans>Turnover to complete</Trans>
      </h2>
      <ul className="withdraw-turnover__list">
        {turnover.map((requirement) => {
          const bonus = money(requirement.bonus);
          const done = money(requirement.done);
          const required = money(requirement.required);
          const percent = turnoverPercent(requirement.done, requirement.required);
          return (
            <li key={requirement.promotionId} className="withdraw-turnover__item">
              <span className="withdraw-turnover__name">{requirement.title}</span>
              <span className="card__meta">
                <Trans>
                  Bonus {bonus} is locked until you bet {required} (bet so far {done})
                </Trans>
              </span>
              <progress className="withdraw-turnover__bar" max={100} value={percent} aria-label={requirement.title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
