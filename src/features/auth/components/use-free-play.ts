import { useNavigate } from 'react-router';

import { toast } from '@/components/toast/toast';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { startSession } from '@/lib/session/session-actions';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { useAppDispatch } from '@/lib/store/hooks';

import { type SessionAnswer, useFreePlayMutation, useTrialUserMutation } from '../api/auth-api';

/**
 * Free play (docs/product.md#free-trial): 'please wait', open a trial (type 4) session, keep the
 * trial account's name in session storage (docs/product.md#entities), and go home once the gateway
 * has given a token. `start` opens a new trial (`/wps/session/login/freeplay`); `resume` is the
 * trial that already has a token: it asks for the trial user (`/wps/member/trialuser`), which
 * gives the same account back while its session lives, so the name is kept again (a new tab
 * starts with empty session storage) and no second trial is opened. A refusal (free play switched
 * off meanwhile, too many tries) is said in a toast.
 */
export function useFreePlay(): { start: () => Promise<void>; resume: () => Promise<void>; starting: boolean } {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [freePlay, freePlayState] = useFreePlayMutation();
  const [trialUser, trialUserState] = useTrialUserMutation();

  async function open(ask: () => Promise<SessionAnswer>) {
    const waiting = toast.loading(ERROR_TEXTS.in_please_wait);
    try {
      const answer = await ask();
      await dispatch(startSession(answer));
      try {
        sessionStorage.setItem(STORAGE_KEYS.trialUser, answer.userName);
      } catch {
        // Storage refused: the session is open all the same, only the name is not kept aside.
      }
      if (answer.token) void navigate(PATHS.home, { replace: true });
    } catch (caught) {
      toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
    } finally {
      toast.dismiss(waiting);
    }
  }

  return {
    start: () => open(() => freePlay().unwrap()),
    resume: () => open(() => trialUser().unwrap()),
    starting: freePlayState.isLoading || trialUserState.isLoading,
  };
}
