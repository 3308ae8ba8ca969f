/**
 * The login page's ways in (docs/product.md#login): the password tab by username, or, while the
 * operator lets mobile sign-ups choose a password (MOBILENUMREG3 with MOBILENUMPASSREG3), by mobile
 * number and that password; the SMS tab while MOBILEVERCODELOGIN3 is on.
 */
export type LoginMode = 'username' | 'mobile' | 'sms';

/** The tab a mode belongs to: username and mobile are both "With password". */
export type LoginTab = 'password' | 'sms';

type Switches = Readonly<Record<string, boolean | undefined>>;

export function tabOf(mode: LoginMode): LoginTab {
  return mode === 'sms' ? 'sms' : 'password';
}

/** Whether a mobile number with its password may log in: a mobile sign-up could choose one. */
export function mobilePasswordLogin(switches: Switches): boolean {
  return switches.MOBILENUMREG3 === true && switches.MOBILENUMPASSREG3 === true;
}

/** The mode the page shows: a chosen mode the operator switched off falls back to the username. */
export function effectiveLoginMode(chosen: LoginMode, switches: Switches): LoginMode {
  if (chosen === 'sms') return switches.MOBILEVERCODELOGIN3 === true ? 'sms' : 'username';
  if (chosen === 'mobile') return mobilePasswordLogin(switches) ? 'mobile' : 'username';
  return 'username';
}

/** The failure and captcha a login attempt left on the page. */
export interface AttemptState {
  failure: string | null;
  captchaShown: boolean;
}

export const CLEAN_ATTEMPT: AttemptState = { failure: null, captchaShown: false };

/**
 * A failure and its captcha belong to the way in that failed: moving to another mode starts clean
 * (a wrong password says nothing about an SMS code), and coming back starts clean too. Staying in
 * the same mode keeps them.
 */
export function attemptAfterModeChange(current: AttemptState, from: LoginMode, to: LoginMode): AttemptState {
  return from === to ? current : CLEAN_ATTEMPT;
}
