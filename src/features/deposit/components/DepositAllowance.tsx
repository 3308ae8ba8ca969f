import { Trans, useLingui } from '@lingui/react/macro';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import type { DepositLimitDetail } from '@/contract/responsible-gaming';
import { allowanceMessage } from '@/lib/responsible/deposit-limit';

/** Under the amount: what the player's own limit still allows, and one tap to the limits (docs/product.md#responsible-gaming). */
export function DepositAllowance({ allowance, money }: { allowance: DepositLimitDetail | null; money: (amount: number) => string }) {
  const { i18n } = useLingui();
  return (
    <p className="card__meta" data-testid="deposit-allowance">
      {allowance && <span>{i18n._(allowanceMessage(allowance, money))}. </span>}
      <AppLink to={PATHS.responsibleGaming}>
        <Trans>Responsible gaming</Trans>
      </AppLink>
    </p>
  );
}
