import './auth.css';

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { isRealMember } from '@/lib/session/roles';
import { selectSession, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { useFreePlay } from './use-free-play';

function Mark({ allowed }: { allowed: boolean }) {
  return (
    <svg className="trial__mark" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {allowed ? (
        <path
          d="M4.5 10.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M5.5 5.5l9 9M14.5 5.5l-9 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function Perk({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return (
    <li className={allowed ? 'trial__perk' : 'trial__perk trial__perk--no'}>
      <Mark allowed={allowed} />
      <span>{children}</span>
    </li>
  );
}

function TrialIcon() {
  return (
    <svg className="trial__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <rect x="6" y="12" width="36" height="26" rx="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="17" cy="25" r="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M27 21h9M27 29h6M17 12V8M31 12V8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What a trial account may do (docs/product.md#roles): play money on every lane but the RNG one
 * (slots, bingo, BGS), where only a game's own Free trial button plays; nothing of a real account's
 * money or mail.
 */
function TrialTerms() {
  return (
    <section className="card" aria-labelledby="trial-terms-title">
      <h2 id="trial-terms-title" className="card__title">
        <Trans>What a trial account gets</Trans>
      </h2>
      <ul className="trial__perks" data-testid="trial-terms">
        <Perk allowed>
          <Trans>Play money to bet with: no deposit, nothing to lose</Trans>
        </Perk>
        <Perk allowed>
          <Trans>Live casino, sports, fishing, card games and lottery draws</Trans>
        </Perk>
        <Perk allowed>
          <Trans>Slots that show a Free trial button</Trans>
        </Perk>
        <Perk allowed={false}>
          <Trans>Other slots, bingo and BGS games: they need a real account</Trans>
        </Perk>
        <Perk allowed={false}>
          <Trans>Deposits, promotions, rewards and the inbox</Trans>
        </Perk>
      </ul>
      <p className="card__meta">
        <Trans>Play money has no cash value, and the trial account ends when you log out.</Trans>
      </p>
    </section>
  );
}

function RegisterLink({ quiet = false }: { quiet?: boolean }) {
  return (
    <AppLink
      className={quiet ? 'button button--block button--quiet' : 'button button--block'}
      to={PATHS.register}
      data-testid="trial-register"
    >
      <Trans>Register a real account</Trans>
    </AppLink>
  );
}

/**
 * /m/trail (docs/product.md#route-table): explains what a trial account gets and starts one (free
 * play, docs/product.md#states-and-transitions) while the operator allows it (FREEPLAY3), with
 * registration as the other way in. A player already on an account is not offered a second one.
 */
export function TrialPage() {
  const { i18n, t } = useLingui();
  const ready = useAppSelector(selectSessionReady);
  const session = useAppSelector(selectSession);
  const settings = useGetConsolidatedSettingsQuery();
  const { start, resume, starting } = useFreePlay();

  if (!ready || (settings.isLoading && !settings.data)) return <Loading />;

  if (session !== null) {
    const trial = !isRealMember(session.type);
    const name = session.userName;
    return (
      <div className="trial">
        <section className="card trial__hero" data-testid="trial-signed-in">
          <TrialIcon />
          <h2 className="trial__title">{trial ? <Trans>You are on a trial account</Trans> : <Trans>You are logged in</Trans>}</h2>
          <p className="trial__lead">
            {trial ? (
              <Trans>Playing as {name}. Register to play every game with real money.</Trans>
            ) : (
              <Trans>Your account plays every game: there is no need for a trial.</Trans>
            )}
          </p>
        </section>
        {trial && <TrialTerms />}
        <div className="trial__actions">
          {trial ? (
            // The trial has a token: carry on with the same trial user and go home (docs/product.md#free-trial).
            <button
              type="button"
              className="button button--block button--quiet"
              disabled={starting}
              aria-busy={starting || undefined}
              onClick={() => void resume()}
              data-testid="trial-resume"
            >
              <Trans>Play now</Trans>
            </button>
          ) : (
            <AppLink className="button button--block" to={PATHS.gameCenter}>
              <Trans>Play now</Trans>
            </AppLink>
          )}
          {trial && <RegisterLink />}
        </div>
      </div>
    );
  }

  if (settings.isError && !settings.data) {
    return (
      <div className="trial" role="alert">
        <EmptyState
          message={i18n._(errorMessage(isGatewayError(settings.error) ? settings.error : undefined))}
          action={
            <div className="trial__actions">
              <button type="button" className="button button--block" onClick={() => void settings.refetch()}>
                {t`Retry`}
              </button>
              <RegisterLink quiet />
            </div>
          }
        />
      </div>
    );
  }

  if (settings.data?.switches.FREEPLAY3 !== true) {
    return (
      <div className="trial">
        <section className="card trial__hero" data-testid="trial-off">
          <TrialIcon />
          <h2 className="trial__title">
            <Trans>Free trial is not available right now</Trans>
          </h2>
          <p className="trial__lead">
            <Trans>Register an account to play: it takes a minute.</Trans>
          </p>
        </section>
        <div className="trial__actions">
          <RegisterLink />
          <AppLink className="button button--block button--quiet" to={PATHS.login}>
            <Trans>Log in</Trans>
          </AppLink>
        </div>
      </div>
    );
  }

  return (
    <div className="trial">
      <section className="card trial__hero">
        <TrialIcon />
        <h2 className="trial__title">
          <Trans>Try the games for free</Trans>
        </h2>
        <p className="trial__lead">
          <Trans>One tap opens a trial account with play money: no sign-up, no deposit.</Trans>
        </p>
      </section>
      <TrialTerms />
      <div className="trial__actions">
        <button
          type="button"
          className="button button--block"
          disabled={starting}
          aria-busy={starting || undefined}
          onClick={() => void start()}
          data-testid="trial-start"
        >
          {starting ? <Trans>Starting…</Trans> : <Trans>Start free trial</Trans>}
        </button>
        <RegisterLink quiet />
      </div>
    </div>
  );
}
