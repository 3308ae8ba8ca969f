import { type GatewayRequest, gatewayUrl, requestHeaders } from './request';

interface EarlyAnswer {
  language: string;
  answer: Promise<Response>;
}

/** Calls sent before the app's code had arrived, by address; each is taken once. */
const early = new Map<string, EarlyAnswer>();

/**
 * An answer start-up has not taken by then is dropped: the page went elsewhere, or its first
 * render asked for something else.
 */
const UNTAKEN_ANSWER_LIFETIME_MS = 10_000;

/**
 * Sends a public GET call at once, from the small script that runs while the app's code is still
 * downloading (src/early-data.ts). On a first visit the page's first data then comes down beside
 * its code instead of one round trip after it; the base query takes the answer when the app asks
 * for the same call (docs/architecture.md#start-up).
 */
export function sendEarly(request: GatewayRequest, language: string): void {
  const url = gatewayUrl(request.url, request.params);
  const answer = fetch(url, { headers: requestHeaders(language, null), credentials: 'include' });
  // An answer nobody takes is not an error anyone should hear about.
  answer.catch(() => undefined);
  early.set(url, { language, answer });
  setTimeout(() => early.delete(url), UNTAKEN_ANSWER_LIFETIME_MS);
}

/** The early answer to this call, if one was sent with the same headers; taken once. */
export function takeEarlyAnswer(url: string, language: string): Promise<Response> | undefined {
  const sent = early.get(url);
  if (!sent) return undefined;
  early.delete(url);
  return sent.language === language ? sent.answer : undefined;
}
