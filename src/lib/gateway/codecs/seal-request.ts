import { gatewayConfig } from '../../../config/gateway';
import { currentLanguageCode } from '../../i18n/i18n';
import { connectivity } from '../../network/connectivity';
import { CLIENT_ERROR_CODES, type GatewayError, gatewayError } from '../gateway-error';
import { gatewayOrigin, gatewayUrl, requestHeaders } from '../request';
import { chooseCodec, type KeySources } from './choose-codec';
import { modernSchemeMemory } from './modern-scheme-memory';

/** A request body sealed for the gateway: the `Encryption` header and the JSON to send. */
export type SealedRequest = { ok: true; header: string; body: string } | { ok: false; error: GatewayError };

/** Asks the gateway for a key through the base query's exchange (an envelope's value, or a thrown code). */
export type FetchKey = (url: string) => Promise<unknown>;

/**
 * Seals an encrypted call's body with the scheme the configuration and the gateway's keys choose
 * (docs/gateway-protocol.md#choosing-a-scheme). The codecs (DES tables, RSA, WebCrypto glue) and
 * this module load with the first encrypted call, not with the first page (src/lib/gateway/base-query.ts).
 * Never throws: a failure is the error the call answers.
 */
export async function sealRequest(body: object, signal: AbortSignal, fetchKey: FetchKey): Promise<SealedRequest> {
  let modernScheme = false;
  try {
    const codec = await chooseCodec(gatewayConfig.encryption, keySources(signal, fetchKey), modernSchemeMemory(gatewayOrigin()));
    modernScheme = codec.scheme === 'oaep';
    const sealed = await codec.encrypt(body);
    return { ok: true, header: sealed.header, body: JSON.stringify(sealed.body) };
  } catch (error) {
    // Offline, the key fetch is what failed: say so, not "no key".
    if (navigator.onLine === false) return { ok: false, error: gatewayError(0, CLIENT_ERROR_CODES.offline, 'No internet connection') };
    // The modern scheme was required, or chosen and failed: never "retry" it under v2.
    if (modernScheme || (error instanceof Error && error.name === 'ModernSchemeUnavailable')) {
      return { ok: false, error: gatewayError(0, CLIENT_ERROR_CODES.noOaepKey, error instanceof Error ? error.message : 'NO OAEP KEY') };
    }
    return { ok: false, error: gatewayError(0, CLIENT_ERROR_CODES.noRsaKey, 'NO RSA KEY') };
  }
}

function keySources(signal: AbortSignal, fetchKey: FetchKey): KeySources {
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
