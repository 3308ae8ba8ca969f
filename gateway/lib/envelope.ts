import type { ErrorCode } from './errors.ts';

/** Every answer under /wps, /lgw and /admin has one of these two shapes (docs/gateway-protocol.md#envelope-and-headers). */
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  value: unknown;
  code: ErrorCode;
  message: string;
}

export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}

export function failure(code: ErrorCode, message: string, value: unknown = null): FailureEnvelope {
  return { success: false, value, code, message };
}
