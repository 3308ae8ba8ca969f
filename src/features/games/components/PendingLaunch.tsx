import { useEffect, useState } from 'react';

import { dropLaunchIntent, hasLaunchIntent, takeLaunchIntent } from '@/lib/session/launch-intent';
import { selectIsLoggedIn, selectPasswordChangeRequired, selectSessionReady } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { useGameLauncher } from './use-game-launcher';

/**
 * "Log in to play" (docs/product.md#game-launch): mounted by the shell once a session exists and
 * a tapped game waits; launches it once, as the tap would have, from the page the login returned
 * to. Its dialog (a trial's "needs a real account") renders here.
 */
function PendingLaunch() {
  const { launch, prompt } = useGameLauncher();
  useEffect(() => {
    const intent = takeLaunchIntent();
    if (intent) void launch(intent.game);
    // Once, on mount: the intent is taken, so a second run finds nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return prompt;
}

/**
 * The shell's watch for a tapped game (mounted after the first paint): once a session exists and
 * no password change stands in the way, outside the login pages (`inLoginFlow`), PendingLaunch
 * launches it; a visitor who leaves the login pages without logging in drops it, so a later login
 * launches nothing.
 */
export function LaunchWhenReady({ inLoginFlow, pathname }: { inLoginFlow: boolean; pathname: string }) {
  const ready = useAppSelector(selectSessionReady);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const passwordChangeRequired = useAppSelector(selectPasswordChangeRequired);
  const [launching, setLaunching] = useState(false);
  // Latched while rendering (not in an effect): once mounted, PendingLaunch stays until the session
  // ends, so the launch it started can finish and its dialog stay up.
  const wanted = ready && loggedIn && !passwordChangeRequired && !inLoginFlow && hasLaunchIntent();
  if (wanted && !launching) setLaunching(true);
  if (ready && !loggedIn && launching) setLaunching(false);
  useEffect(() => {
    if (ready && !loggedIn && !inLoginFlow) dropLaunchIntent();
  }, [ready, loggedIn, inLoginFlow, pathname]);
  return launching && loggedIn && !inLoginFlow ? <PendingLaunch /> : null;
}
