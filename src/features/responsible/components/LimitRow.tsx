import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import type { LimitKind, LimitPeriod, MoneyLimit } from '@/contract/responsible-gaming';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime } from '@/lib/i18n/intl-locale';
import { amountFormatMessage } from '@/lib/money/amount-rules';

import { useChangeMoneyLimitMutation } from '../api/responsible-api';
import { changeOutcome, checkLimitAmount, limitOf } from '../model/limits';
import { ToolField } from './ToolField';

const TITLES: Record<LimitKind, Record<LimitPeriod, MessageDescriptor>> = {
  DEPOSIT: { DAY: msg`Deposit limit per 24 hours`, WEEK: msg`Deposit limit per 7 days`, MONTH: msg`Deposit limit per 30 days` },
  LOSS: { DAY: msg`Loss limit per 24 hours`, WEEK: msg`Loss limit per 7 days`, MONTH: msg`Loss limit per 30 days` },
};

/**
 * One limit (docs/product.md#responsible-gaming): the amount in force, what is used and remains,
 * a pending raise or removal with the time it applies, and the form to change or remove it. What
 * the gateway answers is said under it; what was typed stays on any refusal.
 */
export function LimitRow({ limit, money, locale }: { limit: MoneyLimit; money: (amount: number) => string; locale: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeMoneyLimitMutation();
  const testId = `limit-${limit.kind.toLowerCase()}-${limit.period.toLowerCase()}`;

  async function save(amount: number | null) {
    setProblem(null);
    setResult(null);
    try {
      const state = await change({ kind: limit.kind, period: limit.period, amount }).unwrap();
      const outcome = changeOutcome(limitOf(state, limit.kind, limit.period));
      if (outcome.applied === 'now') {
        setResult(i18n._(amount === null ? msg`The limit is removed.` : msg`Your new limit applies now.`));
        setText('');
      } else {
        const when = formatDateTime(outcome.effectiveAt, locale);
        setResult(
          i18n._(
            amount === null
              ? msg`The limit will be removed on ${when}, after the cooling-off.`
              : msg`Your new limit will apply on ${when}, after the cooling-off.`,
          ),
        );
        setText('');
      }
    } catch (caught) {
      setProblem(i18n._(errorMessage(isGatewayError(caught) ? caught : undefined)));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkLimitAmount(text);
    if (!checked.ok) {
      setResult(null);
      setProblem(
        i18n._(
          checked.problem === 'belowMin' || checked.problem === 'aboveMax'
            ? msg`Enter an amount above zero`
            : amountFormatMessage(checked.problem),
        ),
      );
      return;
    }
    void save(checked.amount);
  }

  const pending = limit.pending;
  return (
    <li className="rg-limit card" data-testid={testId}>
      <h3 className="card__title" id={`${id}-title`}>
        {i18n._(TITLES[limit.kind][limit.period])}
      </h3>
      <p className="rg-limit__amount">{limit.amount === null ? <Trans>No limit</Trans> : <Trans>Limit: {money(limit.amount)}</Trans>}</p>
      {limit.amount !== null && limit.remaining !== null && (
        <p className="card__meta">
          <Trans>
            Used {money(limit.used)} · Remaining {money(limit.remaining)}
          </Trans>
        </p>
      )}
      {pending && (
        <p className="rg-limit__pending" data-testid={`${testId}-pending`}>
          {pending.amount === null ? (
            <Trans>Removal pending until {formatDateTime(pending.effectiveAt, locale)}</Trans>
          ) : (
            <Trans>
              {money(pending.amount)} pending until {formatDateTime(pending.effectiveAt, locale)}
            </Trans>
          )}
        </p>
      )}
      <form className="rg-limit__form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
        <ToolField
          id={`${id}-amount`}
          label={<Trans>New limit</Trans>}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={setText}
          problem={problem}
        />
        <div className="rg-limit__actions">
          <button type="submit" className="button button--small" disabled={isLoading}>
            <Trans>Save</Trans>
          </button>
          {limit.amount !== null && (pending === null || pending.amount !== null) && (
            <button type="button" className="button button--small button--quiet" disabled={isLoading} onClick={() => void save(null)}>
              <Trans>Remove limit</Trans>
            </button>
          )}
        </div>
      </form>
      {result && (
        <p className="rg-limit__result" role="status">
          {result}
        </p>
      )}
    </li>
  );
}
