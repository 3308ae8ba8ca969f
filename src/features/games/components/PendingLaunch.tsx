import { useEffect } from 'react';
import { takeLaunchIntent } from '../../../lib/session/launch-intent';
import { useGameLauncher } from './use-game-launcher';

/**
 * "Log in to play" (docs/product.md#game-launch): mounted by the shell once a session exists and
 * a tapped game waits; launches it once, as the tap would have, from the page the login returned
 * to. Its dialog (a trial's "needs a real account") renders here.
 */
export function PendingLaunch() {
  const { launch, prompt } = useGameLauncher();
  useEffect(() => {
    const intent = takeLaunchIntent();
    if (intent) void launch(intent.game);
    // Once, on mount: the intent is taken, so a second run finds nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return prompt;
}
