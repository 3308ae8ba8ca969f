import { Navigate, useLocation } from 'react-router';

import { loginPath } from '../lib/session/login-redirect';

/**
 * What a page that needs a session renders for a visitor: the login page, which says why and
 * brings the player back here once logged in. Replaces this page, so back does not return to it.
 */
export function LoginRedirect() {
  const location = useLocation();
  return <Navigate to={loginPath(location)} replace />;
}
