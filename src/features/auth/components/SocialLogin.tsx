import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState } from 'react';

import { LoadingOverlay } from '@/components/LoadingOverlay';
import { runtimeConfig } from '@/config/runtime-config';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import type { SocialProvider } from '@/lib/firebase/firebase-sign-in';
import { isGatewayError } from '@/lib/gateway/gateway-error';

import { type SessionAnswer, useLoginMutation } from '../api/auth-api';
import { loginDeviceId } from '../model/login-session';
import { SOCIAL_REDIRECT_KEY, socialFailure, socialProvidersShown } from '../model/social-login';
import { FormAlert } from './fields';

/**
 * The Firebase SDK, in a chunk of its own that only a press (or a redirect's return) loads, and
 * only where the operator's configuration has a Firebase project. The worker does not precache it
 * (vite.config.ts): signing in needs the network anyway.
 */
const loadFirebaseSignIn = () =>
  runtimeConfig().firebase ? import('@/lib/firebase/firebase-sign-in') : Promise.reject(new Error('No Firebase configuration'));

function readRedirectProvider(): SocialProvider | null {
  try {
    const stored = sessionStorage.getItem(SOCIAL_REDIRECT_KEY);
    return stored === 'google' || stored === 'facebook' ? stored : null;
  } catch {
    return null;
  }
}

function rememberRedirect(provider: SocialProvider | null): void {
  try {
    if (provider) sessionStorage.setItem(SOCIAL_REDIRECT_KEY, provider);
    else sessionStorage.removeItem(SOCIAL_REDIRECT_KEY);
  } catch {
    // Without session storage a redirect sign-in cannot be picked up again; the popup still works.
  }
}

interface SocialLoginProps {
  switches: Readonly<Partial<Record<string, boolean>>>;
  /** The buttons belong to password mode; a redirect sign-in coming back finishes in either mode. */
  showButtons: boolean;
  /** Called with the gateway's session once the Firebase user is logged in as a member. */
  onLoggedIn: (answer: SessionAnswer) => Promise<void> | void;
}

/**
 * Facebook and Google login (docs/product.md#login): the provider's popup, or its page when no
 * popup can open, then the Firebase ID token goes to the gateway as a `firebase` login. The
 * loading view covers the page from the press until the gateway answers; any failure hides it
 * and says why (docs/product.md#errors).
 */
export function SocialLogin({ switches, showButtons, onLoggedIn }: SocialLoginProps) {
  const { t, i18n } = useLingui();
  // A redirect sign-in that has come back: the loading view stays until it is finished.
  const [returningFrom] = useState(readRedirectProvider);
  const [busy, setBusy] = useState(returningFrom !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useLoginMutation();
  const firebaseWebConfig = runtimeConfig().firebase;
  const providers = showButtons ? socialProvidersShown(firebaseWebConfig !== null, switches) : [];

  function press(provider: SocialProvider) {
    setFailure(null);
    setBusy(true);
    void finish(provider, (sdk) => sdk.signInWithPopupFor(firebaseWebConfig!, provider));
  }

  async function finish(provider: SocialProvider, signIn: (sdk: Awaited<ReturnType<typeof loadFirebaseSignIn>>) => Promise<string | null>) {
    try {
      if (!firebaseWebConfig) return;
      const sdk = await loadFirebaseSignIn();
      let idToken: string | null;
      try {
        idToken = await signIn(sdk);
      } catch (caught) {
        const outcome = socialFailure(caught);
        if (outcome.kind === 'redirect') {
          rememberRedirect(provider);
          await sdk.signInWithRedirectFor(firebaseWebConfig, provider);
          return;
        }
        if (outcome.kind === 'text') setFailure(i18n._(ERROR_TEXTS[outcome.key]));
        return;
      }
      if (idToken === null) return;
      const answer = await login({
        type: 'firebase',
        firebaseChannel: provider,
        firebaseIdToken: idToken,
        loginDeviceId: loginDeviceId(),
      }).unwrap();
      await onLoggedIn(answer);
    } catch (caught) {
      // The gateway's refusal, or the SDK's chunk that could not load.
      setFailure(i18n._(isGatewayError(caught) ? errorMessage(caught) : ERROR_TEXTS.socialNetwork));
    } finally {
      setBusy(false);
    }
  }

  // A redirect sign-in comes back to this page: finish it (the SDK loads only then).
  const resumeRedirect = useEffectEvent(() => {
    if (!returningFrom) return;
    rememberRedirect(null);
    void finish(returningFrom, (sdk) => sdk.redirectSignInResult(firebaseWebConfig!));
  });
  useEffect(() => resumeRedirect(), []);

  // A returning redirect may finish before the operator's switches have loaded, or in SMS mode.
  if (providers.length === 0) return <LoadingOverlay active={busy} />;
  return (
    <section className="social-login" aria-label={t`Log in with`}>
      <p className="social-login__title">
        <Trans>Or log in with</Trans>
      </p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`button social-login__button social-login__button--${provider}`}
            disabled={busy}
            onClick={() => press(provider)}
          >
            {provider === 'google' ? <Trans>Google</Trans> : <Trans>Facebook</Trans>}
          </button>
        ))}
      </div>
      <FormAlert>{failure}</FormAlert>
      <LoadingOverlay active={busy} />
    </section>
  );
}
