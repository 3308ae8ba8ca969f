import { useLocation, useNavigate } from 'react-router';

import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { loginPath } from '@/lib/session/login-redirect';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { memberAccess } from '../model/centre-rows';

/**
 * Runs a member-only action (inbox, live chat, feedback): a visitor is told to log in and sent to
 * /m/login (docs/product.md#errors: in_logged_login, info 2 s), which brings them back here; a trial
 * account is told free_reject and stays.
 */
export function useMemberOnly(): (action: () => void) => void {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const location = useLocation();
  return (action) => {
    switch (memberAccess(session)) {
      case 'login':
        toast.info(ERROR_TEXTS.in_logged_login, { duration: TIMING.loginInfoToast });
        void navigate(loginPath(location));
        return;
      case 'trial':
        toast.error(ERROR_TEXTS.free_reject, { duration: TIMING.freeRejectToast });
        return;
      default:
        action();
    }
  };
}
