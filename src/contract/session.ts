/** The session a login, a registration or free play opens (docs/product.md#login-payload; the wire contract, page.ts). */

/**
 * `POST /wps/session/login`, `PUT /wps/member/register`, `PUT /wps/member/register/mobile` and
 * `POST /wps/session/login/freeplay`. Free play answers no `firstTimeLogin` or `passwordExpired`.
 */
export interface SessionAnswer {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  /** Epoch ms. */
  expiresAt?: number;
}

/**
 * `POST /wps/session/renew` (docs/gateway-protocol.md#session-renewal): the session's new expiry,
 * a full session lifetime from the call. An ended or unknown token is `login.not.session`.
 */
export interface SessionRenewal {
  /** Epoch ms. */
  expiresAt: number;
}
