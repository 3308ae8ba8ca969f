import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { ChoiceChip } from '@/components/chip/ChoiceChip';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { Dialog } from '@/components/dialog/Dialog';
import { PATHS } from '@/config/paths';
import type { ExclusionKind, ExclusionPeriod } from '@/contract/responsible-gaming';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { logout } from '@/lib/session/session-actions';
import { useAppDispatch } from '@/lib/store/hooks';

import { useExcludeMutation } from '../api/responsible-api';
import { EXCLUSION_STATE_KEY } from '../model/exclusion';
import { ToolField } from './ToolField';

const PERIODS: Record<ExclusionKind, readonly { period: ExclusionPeriod; label: MessageDescriptor }[]> = {
  TIMEOUT: [
    { period: 'DAY', label: msg`24 hours` },
    { period: 'WEEK', label: msg`7 days` },
    { period: 'MONTH', label: msg`30 days` },
  ],
  SELF_EXCLUSION: [
    { period: 'SIX_MONTHS', label: msg`6 months` },
    { period: 'ONE_YEAR', label: msg`1 year` },
    { period: 'FIVE_YEARS', label: msg`5 years` },
  ],
};

type Step = 'choose' | 'explain' | 'password';

/**
 * A time-out or a self-exclusion (docs/product.md#responsible-gaming): the player picks a period,
 * reads what it does, confirms with the password; the session ends at once and the app shows the
 * logged-out page with the end date.
 */
export function ExclusionSection({ kind }: { kind: ExclusionKind }) {
  const { i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [period, setPeriod] = useState<ExclusionPeriod | null>(null);
  const [step, setStep] = useState<Step>('choose');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [exclude, { isLoading }] = useExcludeMutation();
  const choices = PERIODS[kind];
  const chosenLabel = choices.find((choice) => choice.period === period)?.label;
  const testId = kind === 'TIMEOUT' ? 'timeout' : 'self-exclusion';

  function close() {
    setStep('choose');
    setPassword('');
    setProblem(null);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (period === null) return;
    if (password === '') {
      setProblem(i18n._(msg`Enter your password`));
      return;
    }
    setProblem(null);
    try {
      const detail = await exclude({ kind, period, password }).unwrap();
      // The gateway has ended the session: only this device's part of the logout is left.
      await dispatch(logout({ tellGateway: false }));
      void navigate(PATHS.responsibleGaming, { replace: true, state: { [EXCLUSION_STATE_KEY]: detail } });
    } catch (caught) {
      setProblem(i18n._(errorMessage(isGatewayError(caught) ? caught : undefined)));
    }
  }

  return (
    <section className="rg-section card" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 className="card__title" id={`${id}-title`}>
        {kind === 'TIMEOUT' ? <Trans>Take a break</Trans> : <Trans>Self-exclusion</Trans>}
      </h2>
      <p className="card__meta">
        {kind === 'TIMEOUT' ? (
          <Trans>You cannot log in, deposit or play until the break ends. It cannot be cancelled once started.</Trans>
        ) : (
          <Trans>
            You cannot log in, deposit or play until it ends, and you receive no marketing. The first 6 months cannot be undone.
          </Trans>
        )}
      </p>
      <div className="rg-chips" role="group" aria-labelledby={`${id}-title`}>
        {choices.map((choice) => (
          <ChoiceChip key={choice.period} compact pressed={period === choice.period} onClick={() => setPeriod(choice.period)}>
            {i18n._(choice.label)}
          </ChoiceChip>
        ))}
      </div>
      <button type="button" className="button button--block" disabled={period === null} onClick={() => setStep('explain')}>
        {kind === 'TIMEOUT' ? <Trans>Start the break</Trans> : <Trans>Exclude myself</Trans>}
      </button>
      <ConfirmDialog
        open={step === 'explain'}
        title={kind === 'TIMEOUT' ? <Trans>Take a break?</Trans> : <Trans>Exclude yourself?</Trans>}
        message={
          kind === 'TIMEOUT' ? (
            <Trans>
              For {chosenLabel ? i18n._(chosenLabel) : ''} you will be logged out and cannot log in, deposit or play. It cannot be
              cancelled.
            </Trans>
          ) : (
            <Trans>
              For {chosenLabel ? i18n._(chosenLabel) : ''} you will be logged out and cannot log in, deposit or play. The first 6 months
              cannot be undone. To withdraw your balance meanwhile, contact customer support.
            </Trans>
          )
        }
        confirmLabel={<Trans>Continue</Trans>}
        onCancel={close}
        onConfirm={() => setStep('password')}
      />
      <Dialog
        open={step === 'password'}
        onClose={close}
        dismissible={!isLoading}
        title={<Trans>Confirm with your password</Trans>}
        actions={
          <>
            <button type="button" className="button button--quiet" disabled={isLoading} onClick={close}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" form={`${id}-password-form`} className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
              {kind === 'TIMEOUT' ? <Trans>Start the break</Trans> : <Trans>Exclude myself</Trans>}
            </button>
          </>
        }
      >
        <form id={`${id}-password-form`} className="form" noValidate onSubmit={(event) => void confirm(event)}>
          <ToolField
            id={`${id}-password`}
            label={<Trans>Password</Trans>}
            type="password"
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={setPassword}
            problem={problem}
          />
        </form>
      </Dialog>
    </section>
  );
}
