import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { useOverlayClaim } from '@/lib/overlay/overlay-turns';

import type { WithdrawInfo } from '../api/withdraw-api';
import { useWithdrawSubmit } from './use-withdraw-submit';
import { PinField, WithdrawField } from './WithdrawField';

/** The withdraw form: card and amount with the live fee, then the confirmation with the payment password. */
export function WithdrawForm({ info, online, money }: { info: WithdrawInfo; online: boolean; money: (amount: number) => string }) {
  const { i18n } = useLingui();
  const { card, limits, live, draft, chooseCard, setAmount, amountError, quote, back, pin, setPin, pinError, placing, review, confirm } =
    useWithdrawSubmit(info, money);
  // The confirmation is a payment step: the reality check waits until it is gone (docs/product.md#responsible-gaming).
  useOverlayClaim('payment', quote !== null);

  if (!card) return null;
  if (quote) {
    const chosenCard = info.cards.find((candidate) => candidate.id === quote.cardId) ?? card;
    return (
      <form
        className="form card withdraw-form"
        noValidate
        onSubmit={(event) => void confirm(event, quote)}
        aria-label={i18n._(msg`Confirm withdrawal`)}
        data-testid="withdraw-confirm"
      >
        <h2 className="card__title">
          <Trans>Confirm withdrawal</Trans>
        </h2>
        <dl className="withdraw-summary">
          <dt>
            <Trans>To</Trans>
          </dt>
          <dd>
            {chosenCard.methodName} {chosenCard.maskedNo}
          </dd>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>{money(quote.amount)}</dd>
          <dt>
            <Trans>Fee</Trans>
          </dt>
          <dd data-testid="withdraw-fee">{money(quote.fee)}</dd>
          <dt>
            <Trans>You receive</Trans>
          </dt>
          <dd data-testid="withdraw-payout">{money(quote.payout)}</dd>
        </dl>
        <PinField label={<Trans>Payment password</Trans>} value={pin} onValue={setPin} error={pinError} disabled={!online} autoFocus />
        <div className="withdraw-actions">
          <button type="button" className="button button--quiet" onClick={back}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className="button" disabled={!online || placing} aria-busy={placing}>
            <Trans>Confirm withdrawal</Trans>
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form card withdraw-form" noValidate onSubmit={review} aria-label={i18n._(msg`Withdraw`)}>
      <fieldset className="withdraw-methods" disabled={!online}>
        <legend className="field__label">
          <Trans>Withdraw to</Trans>
        </legend>
        <div className="withdraw-methods__grid" role="radiogroup">
          {info.cards.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="radio"
              aria-checked={candidate.id === card.id}
              className="withdraw-method"
              onClick={() => chooseCard(candidate.id)}
            >
              <span className="withdraw-method__name">{candidate.methodName}</span>
              <span className="card__meta">{candidate.maskedNo}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <WithdrawField
        label={<Trans>Amount</Trans>}
        prefix={info.currencySymbol}
        value={draft.amount}
        onValue={setAmount}
        error={amountError}
        inputMode="decimal"
        autoComplete="off"
        disabled={!online}
        hint={
          <Trans>
            Minimum {limits.min}, maximum {limits.max}. Fee {info.feePercent}% (at least {money(info.feeMin)}).
          </Trans>
        }
      />
      {live.ok && (
        <p className="withdraw-quote" data-testid="withdraw-quote">
          <Trans>
            Fee {money(live.fee)} · you receive {money(live.payout)}
          </Trans>
        </p>
      )}
      <button type="submit" className="button button--block" disabled={!online}>
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}
