/**
 * The one error shape every gateway call fails with. `code` is the gateway's own code when it
 * sent one (e.g. `login.not.session`), or one of CLIENT_ERROR_CODES when the call never got a
 * usable answer; the error catalogue maps codes to translated texts.
 */
export interface GatewayError {
  /** HTTP status, or 0 when no HTTP answer arrived. */
  status: number;
  code: string;
  message: string;
  /** The envelope's value on failure (e.g. `{captcha: true}` after a failed login). */
  value?: unknown;
}

export * as CLIENT_ERROR_CODES from './client-error-codes';

export const SESSION_EXPIRED_CODE = 'login.not.session';
/** The session must set a new password before anything else (gateway/README.md "Session"). */
export const PASSWORD_CHANGE_REQUIRED = 'password.change.required';

export function gatewayError(status: number, code: string, message: string, value?: unknown): GatewayError {
  return value === undefined ? { status, code, message } : { status, code, message, value };
}

export function isGatewayError(value: unknown): value is GatewayError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GatewayError).code === 'string' &&
    typeof (value as GatewayError).status === 'number'
  );
}

export function isSessionExpired(error: GatewayError): boolean {
  return error.status === 401 || error.code === SESSION_EXPIRED_CODE;
}
