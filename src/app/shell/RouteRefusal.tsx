import { LoginRedirect } from '@/components/LoginRedirect';
import { TrialRefusal } from '@/components/TrialRefusal';

/** What the guard shows instead of a page: the login (which brings the player back), or the trial refusal. */
export function RouteRefusal({ reason }: { reason: 'login' | 'trial' }) {
  return reason === 'login' ? <LoginRedirect /> : <TrialRefusal />;
}
