import type { BaseQueryFn } from '@reduxjs/toolkit/query';

import { TIMING } from '../../config/constants';
import { currentLanguageCode } from '../i18n/i18n';
import { connectivity } from '../network/connectivity';
import { passwordChangeDemanded, sessionExpired, type SessionState } from '../session/session-slice';
import { takeEarlyAnswer } from './early-answers';
import { unwrapEnvelope, type Unwrapped } from './envelope';
import { CLIENT_ERROR_CODES, type GatewayError, gatewayError, isSessionExpired, PASSWORD_CHANGE_REQUIRED } from './gateway-error';
import { type GatewayRequest, gatewayUrl, requestHeaders } from './request';
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
  if (request.encrypted) {
    // The codecs load with the first encrypted call, not the first page.
    const { sealRequest } = await import('./codecs/seal-request');
    const sealed = await sealRequest(request.body ?? {}, signal, (url) => fetchKey(url, signal));
    if (!sealed.ok) return sealed;
    extraHeaders.Encryption = sealed.header;
    body = sealed.body;
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
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

/** A key the gateway answers in an envelope, asked for by an encrypted call about to be sealed. */
async function fetchKey(url: string, signal: AbortSignal): Promise<unknown> {
  const result = await exchange({ url, params: { t: Date.now() } }, { token: null, signal });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
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
