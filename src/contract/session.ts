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
