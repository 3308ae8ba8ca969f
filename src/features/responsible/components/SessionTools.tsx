import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

import { ChoiceChip } from '@/components/chip/ChoiceChip';
import type { RealityCheckMinutes, ResponsibleGamingState } from '@/contract/responsible-gaming';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { formatDateTime } from '@/lib/i18n/intl-locale';

import { useChangeRealityCheckMutation, useChangeSessionTimeMutation } from '../api/responsible-api';
import { changeOutcome, checkSessionMinutes } from '../model/limits';
import { ToolField } from './ToolField';

function gatewayText(caught: unknown) {
  return errorMessage(isGatewayError(caught) ? caught : undefined);
}

/** The longest a session may last (docs/product.md#responsible-gaming); raising or removing it waits out the cooling-off. */
export function SessionTimeSection({ state, locale }: { state: ResponsibleGamingState; locale: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeSessionTimeMutation();
  const { minutes, pending } = state.sessionTime;

  async function save(next: number | null) {
    setProblem(null);
    setResult(null);
    try {
      const answer = await change({ minutes: next }).unwrap();
      const outcome = changeOutcome(answer.sessionTime);
      setText('');
      if (outcome.applied === 'now') setResult(i18n._(next === null ? msg`The limit is removed.` : msg`Your new limit applies now.`));
      else {
        const when = formatDateTime(outcome.effectiveAt, locale);
        setResult(
          i18n._(
            next === null
              ? msg`The limit will be removed on ${when}, after the cooling-off.`
              : msg`Your new limit will apply on ${when}, after the cooling-off.`,
          ),
        );
      }
    } catch (caught) {
      setProblem(i18n._(gatewayText(caught)));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSessionMinutes(text);
    if (checked === null) {
      setResult(null);
      setProblem(i18n._(msg`Enter whole minutes, from 15 to 1440`));
      return;
    }
    void save(checked);
  }

  return (
    <section className="rg-section card" aria-labelledby={`${id}-title`} data-testid="session-time">
      <h2 className="card__title" id={`${id}-title`}>
        <Trans>Session time limit</Trans>
      </h2>
      <p className="rg-limit__amount">{minutes === null ? <Trans>No limit</Trans> : <Trans>Limit: {minutes} minutes per session</Trans>}</p>
      {pending && (
        <p className="rg-limit__pending">
          {pending.minutes === null ? (
            <Trans>Removal pending until {formatDateTime(pending.effectiveAt, locale)}</Trans>
          ) : (
            <Trans>
              {pending.minutes} minutes pending until {formatDateTime(pending.effectiveAt, locale)}
            </Trans>
          )}
        </p>
      )}
      <form className="rg-limit__form" noValidate onSubmit={submit}>
        <ToolField
          id={`${id}-minutes`}
          label={<Trans>Minutes per session</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={setText}
          problem={problem}
        />
        <div className="rg-limit__actions">
          <button type="submit" className="button button--small" disabled={isLoading}>
            <Trans>Save</Trans>
          </button>
          {minutes !== null && (
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
    </section>
  );
}

const CHOICES: readonly RealityCheckMinutes[] = [15, 30, 60];

/** How often the reality check shows: 15, 30 or 60 minutes, or the operator's default. */
export function RealityCheckSection({ state }: { state: ResponsibleGamingState }) {
  const { i18n } = useLingui();
  const id = useId();
  const [change, { isLoading }] = useChangeRealityCheckMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = state.realityCheck.chosenMinutes;
  const defaultMinutes = Math.round(state.realityCheck.intervalSeconds / 60);

  async function choose(next: RealityCheckMinutes | null) {
    setProblem(null);
    try {
      await change({ chosenMinutes: next }).unwrap();
    } catch (caught) {
      setProblem(i18n._(gatewayText(caught)));
    }
  }

  return (
    <section className="rg-section card" aria-labelledby={`${id}-title`} data-testid="reality-check-setting">
      <h2 className="card__title" id={`${id}-title`}>
        <Trans>Reality check</Trans>
      </h2>
      <p className="card__meta">
        <Trans>While you are logged in, a reminder shows how long you have played and your result since you logged in.</Trans>
      </p>
      <div className="rg-chips" role="group" aria-labelledby={`${id}-title`}>
        {CHOICES.map((minutes) => (
          <ChoiceChip key={minutes} compact pressed={chosen === minutes} disabled={isLoading} onClick={() => void choose(minutes)}>
            <Trans>Every {minutes} minutes</Trans>
          </ChoiceChip>
        ))}
        <ChoiceChip compact pressed={chosen === null} disabled={isLoading} onClick={() => void choose(null)}>
          {chosen === null ? <Trans>Default (every {defaultMinutes} minutes)</Trans> : <Trans>Default</Trans>}
        </ChoiceChip>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
