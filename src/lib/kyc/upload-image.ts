import type { KycImage, KycImageUpload } from '@/contract/kyc';

import { TIMING } from '../../config/constants';
import { unwrapEnvelope } from '../gateway/envelope';
import { CLIENT_ERROR_CODES, type GatewayError, gatewayError } from '../gateway/gateway-error';
import { gatewayUrl, requestHeaders } from '../gateway/request';
import { currentLanguageCode } from '../i18n/i18n';

export type UploadResult = { ok: true; image: KycImage } | { ok: false; error: GatewayError };

/**
 * Sends one ID picture (docs/product.md#identity-verification) with the headers every call carries
 * (request.ts); through XMLHttpRequest rather than the base query because only it reports the
 * upload's progress, which a phone on a slow network needs to see.
 */
export function uploadKycImage(upload: KycImageUpload, token: string, onProgress: (fraction: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', gatewayUrl('/wps/relay/MCSFE_uploadIdImg'));
    xhr.withCredentials = true;
    xhr.timeout = TIMING.requestTimeout * 4;
    requestHeaders(currentLanguageCode(), token, { 'Content-Type': 'application/json' }).forEach((value, name) =>
      xhr.setRequestHeader(name, value),
    );
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const failed = (code: string, message: string) => resolve({ ok: false, error: gatewayError(0, code, message) });
    xhr.onerror = () =>
      navigator.onLine === false
        ? failed(CLIENT_ERROR_CODES.offline, 'No internet connection')
        : failed(CLIENT_ERROR_CODES.network, 'Network error');
    xhr.ontimeout = () => failed(CLIENT_ERROR_CODES.timeout, 'The gateway did not answer in time');
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      const answer = unwrapEnvelope(xhr.status, body);
      if (answer.ok) {
        onProgress(1);
        resolve({ ok: true, image: answer.value as KycImage });
      } else {
        resolve({ ok: false, error: answer.error });
      }
    };
    xhr.send(JSON.stringify(upload));
  });
}
