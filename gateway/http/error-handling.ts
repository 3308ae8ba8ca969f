import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, type FailureEnvelope } from '../lib/envelope.ts';
import { ERROR_CATALOGUE, GatewayError, type ErrorCode } from '../lib/errors.ts';

/** Fastify's own error codes for body parsing, mapped onto the gateway's stable codes. */
const FRAMEWORK_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too.large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported.media',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_BAD_URL: 'request.malformed',
};

export interface MappedFailure {
  status: number;
  body: FailureEnvelope;
}

/** Any thrown value → status and failure envelope. Unknown errors become a 500 without details. */
export function mapError(error: unknown): MappedFailure {
  if (error instanceof GatewayError) {
    return { status: error.statusCode, body: failure(error.code, error.message, error.value) };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    return { status: 400, body: failure('request.invalid', fastifyError.message ?? ERROR_CATALOGUE['request.invalid'].message) };
  }
  const known = fastifyError?.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  const code: ErrorCode | undefined =
    known ??
    (fastifyError?.statusCode === 429
      ? 'rate.limited'
      : fastifyError?.statusCode === 404
        ? 'route.not.found'
        : fastifyError?.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500
          ? 'request.invalid'
          : undefined);
  if (code) {
    return { status: ERROR_CATALOGUE[code].status, body: failure(code, ERROR_CATALOGUE[code].message) };
  }
  return { status: 500, body: failure('internal.error', ERROR_CATALOGUE['internal.error'].message) };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = mapError(error);
  if (status >= 500) request.log.error({ err: error }, 'unexpected error');
  else request.log.info({ code: body.code }, body.message);
  // Failures are never cacheable, whatever the route would have said.
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every error (validation, parsing, limits, thrown by handlers) leaves as a failure envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

export function notFound(method: string, pathname: string): GatewayError {
  return new GatewayError('route.not.found', { message: `No route for ${method} ${pathname.slice(0, 200)}` });
}
