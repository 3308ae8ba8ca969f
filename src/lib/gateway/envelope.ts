import { CLIENT_ERROR_CODES, type GatewayError, gatewayError } from './gateway-error';

/** The gateway's answer: `{success, value, code, message}` (docs/gateway-protocol.md#envelope-and-headers). */
interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

export type Unwrapped = { ok: true; value: unknown } | { ok: false; error: GatewayError };

/** Reads an HTTP answer's parsed body as an envelope, whatever the status says. */
export function unwrapEnvelope(status: number, body: unknown): Unwrapped {
  if (!isEnvelope(body)) {
    return {
      ok: false,
      error: gatewayError(status, CLIENT_ERROR_CODES.badResponse, 'The gateway answered without an envelope'),
    };
  }
  if (body.success && status < 400) return { ok: true, value: body.value };
  return {
    ok: false,
    error: gatewayError(status, body.code ?? `http.${status}`, body.message ?? '', body.value === null ? undefined : body.value),
  };
}
