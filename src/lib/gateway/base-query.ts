import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { TIMING } from '../../config/constants';
import { gatewayConfig } from '../../config/gateway';
import { currentLanguageCode } from '../i18n/i18n';
import { connectivity } from '../network/connectivity';
import { passwordChangeDemanded, sessionExpired, type SessionState } from '../session/session-slice';
import type { KeySources } from './codecs/choose-codec';
import { takeEarlyAnswer } from './early-answers';
import { unwrapEnvelope, type Unwrapped } from './envelope';
import { CLIENT_ERROR_CODES, type GatewayError, gatewayError, isSessionExpired, PASSWORD_CHANGE_REQUIRED } from './gateway-error';
import { gatewayOrigin, type GatewayRequest, gatewayUrl, requestHeaders } from './request';
import { noteUncontrolledAnswer, uncontrolledNow } from './uncontrolled-answers';

interface CallContext {
  token: string | null;
  signal?: AbortSignal;
}

function failureWithoutAnswer(error: unknown, timedOut: boolean): GatewayError {
  if (timedOut) return gatewayError(0, CLIENT_ERROR_CODES.timeout, 'The gateway did not answer in time');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return gatewayError(0, CLIENT_ERROR_CODES.offline, 'No internet connection');
  }
  return gatewayError(0, CLIENT_ERROR_CODES.network, error instanceof Error ? error.message : 'Network error');
}

/** What a successful call knows besides its value: when the gateway (or the worker's cache) answered it. */
export interface GatewayMeta {
  /** The answer's `Date` header (ms); offline it is the time the cached copy was fetched. */
  answerDate: number | null;
}

/** One HTTP exchange with the gateway, answered as an unwrapped envelope with its date; never throws. */
async function exchange(request: GatewayRequest, context: CallContext): Promise<Unwrapped & Partial<GatewayMeta>> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? TIMING.requestTimeout);
  const signal = context.signal ? AbortSignal.any([context.signal, timeout]) : timeout;
  const token = request.authenticated ? context.token : null;
  let body: string | undefined;
  const extraHeaders: Record<string, string> = {};
  let modernScheme = false;
  try {
    if (request.encrypted) {
      // The codecs (DES tables, RSA, WebCrypto glue) load with the first encrypted call, not the first page.
      const [{ chooseCodec }, { modernSchemeMemory }] = await Promise.all([
        import('./codecs/choose-codec'),
        import('./codecs/modern-scheme-memory'),
      ]);
      const codec = await chooseCodec(gatewayConfig.encryption, keySources(signal), modernSchemeMemory(gatewayOrigin()));
      modernScheme = codec.scheme === 'oaep';
      const sealed = await codec.encrypt(request.body ?? {});
      extraHeaders.Encryption = sealed.header;
      body = JSON.stringify(sealed.body);
    } else if (request.body !== undefined) {
      body = JSON.stringify(request.body);
    }
  } catch (error) {
    // Offline, the key fetch is what failed: say so, not "no key".
    if (navigator.onLine === false) return { ok: false, error: failureWithoutAnswer(error, false) };
    // The modern scheme was required, or chosen and failed: never "retry" it under v2.
    if (modernScheme || (error instanceof Error && error.name === 'ModernSchemeUnavailable')) {
      return { ok: false, error: gatewayError(0, CLIENT_ERROR_CODES.noOaepKey, error instanceof Error ? error.message : 'NO OAEP KEY') };
    }
    return { ok: false, error: gatewayError(0, CLIENT_ERROR_CODES.noRsaKey, 'NO RSA KEY') };
  }
  if (body !== undefined) extraHeaders['Content-Type'] = 'application/json';

  const url = gatewayUrl(request.url, request.params);
  const send = () =>
    fetch(url, {
      method: request.method ?? 'GET',
      headers: requestHeaders(currentLanguageCode(), token, extraHeaders),
      body,
      signal,
      // The captcha is bound to a cookie; a real operator gateway may sit on another origin.
      credentials: 'include',
    });
  // The same call start-up sent before this code arrived (early-answers.ts); if it failed, the
  // call is sent again now.
  const early =
    !token && body === undefined && (request.method ?? 'GET') === 'GET' ? takeEarlyAnswer(url, currentLanguageCode()) : undefined;
  // Sent past the worker (a first visit, before it took control): handed to it later.
  const uncontrolled = (request.method ?? 'GET') === 'GET' && body === undefined && uncontrolledNow();
  let response: Response;
  try {
    response = await (early ? whileNotAborted(early, signal).catch(() => send()) : send());
  } catch (error) {
    return { ok: false, error: failureWithoutAnswer(error, timeout.aborted) };
  }
  const date = response.headers.get('date');
  connectivity.noteAnswerDate(date);
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (uncontrolled && response.status === 200) noteUncontrolledAnswer({ url, language: currentLanguageCode(), token });
  const answerDate = date ? Date.parse(date) : NaN;
  return { ...unwrapEnvelope(response.status, parsed), answerDate: Number.isNaN(answerDate) ? null : answerDate };
}

/** An answer already on its way, given up when the call is aborted or times out, as its own fetch would be. */
function whileNotAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

function keySources(signal: AbortSignal): KeySources {
  async function fetchKey(url: string): Promise<unknown> {
    const result = await exchange({ url, params: { t: Date.now() } }, { token: null, signal });
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  }
  return {
    // Not an envelope on the platform's gateways: the body is the bare hex modulus, so it is
    // handed to the codec as text (docs/gateway-protocol.md#the-platforms-v2-scheme).
    rsaKeyAnswer: async () => {
      const response = await fetch(gatewayUrl('/wps/session/key/rsa', { t: Date.now() }), {
        headers: requestHeaders(currentLanguageCode(), null, { Accept: 'text/plain, application/json' }),
        signal,
        credentials: 'include',
      });
      connectivity.noteAnswerDate(response.headers.get('date'));
      if (!response.ok) throw new Error(`http.${response.status}`);
      return response.text();
    },
    oaepKey: () => fetchKey('/wps/session/key/oaep'),
  };
}

type StateWithSession = { session: SessionState };

/**
 * The single base query: headers, encryption, envelope, timeouts and one error shape. A refused
 * session clears the stored session here, once, instead of in every screen.
 */
export const gatewayBaseQuery: BaseQueryFn<GatewayRequest, unknown, GatewayError, object, GatewayMeta> = async (request, api) => {
  const token = (api.getState() as StateWithSession).session.info?.token ?? null;
  const settled = connectivity.trackRequest();
  const result = await exchange(request, { token, signal: api.signal }).finally(settled);
  if (result.ok) return { data: result.value, meta: { answerDate: result.answerDate ?? null } };
  if (token && request.authenticated && isSessionExpired(result.error)) {
    api.dispatch(sessionExpired({ token, code: result.error.code }));
  } else if (token && result.error.code === PASSWORD_CHANGE_REQUIRED) {
    // The shell's guard then keeps the player on the password change.
    api.dispatch(passwordChangeDemanded({ token }));
  }
  return { error: result.error };
};
