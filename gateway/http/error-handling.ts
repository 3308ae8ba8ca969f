import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { failure, type FailureEnvelope } from '../lib/envelope.ts';
import { ERROR_CATALOGUE, type ErrorCode, GatewayError } from '../lib/errors.ts';
import { redactUrl } from './log-redaction.ts';

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

/**
 * Client faults are logged without a stack: a stack is for a gateway bug. A request whose client
 * has already gone (reset, or a body Node refused) counts as a client fault whatever it failed
 * on: nobody reads its answer, and 1,000 aborted requests must not write 1,000 error reports.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = mapError(error);
  const clientGone = request.raw.socket?.destroyed === true;
  if (status >= 500 && !clientGone) request.log.error({ err: error }, 'unexpected error');
  else if (status >= 500)
    request.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'failed after the client had gone');
  else request.log.info({ code: body.code }, body.message);
  // Failures are never cacheable, whatever the route would have said.
  reply.header('cache-control', 'no-store');
  if (error instanceof GatewayError && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Every error (validation, parsing, limits, thrown by handlers) leaves as a failure envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

/**
 * Node's `clientError`: a connection whose request Node could not take (not HTTP, headers too
 * large, or not complete within the request timeout, see gateway/README.md "Limits and
 * timeouts"). Answered with the envelope when the socket can still be written, then closed;
 * logged at info, without a stack (the client's fault). Replaces Fastify's default, whose body
 * is not an envelope.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = CLIENT_ERRORS[error.code] ?? NOT_HTTP;
  this.log.info({ code, reason: error.code, address: socket.remoteAddress }, message);
  if (socket.writable) {
    const { status } = ERROR_CATALOGUE[code];
    const body = JSON.stringify(failure(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const CLIENT_ERRORS: Readonly<Record<string, { code: ErrorCode; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'request.timeout', message: ERROR_CATALOGUE['request.timeout'].message },
  HPE_HEADER_OVERFLOW: { code: 'request.too.large', message: 'The request headers are too large' },
};
const NOT_HTTP: { code: ErrorCode; message: string } = { code: 'request.malformed', message: 'The request is not valid HTTP' };

/** The message is logged and answered: a ticket in an unknown path stays out of both. */
export function notFound(method: string, pathname: string): GatewayError {
  return new GatewayError('route.not.found', { message: `No route for ${method} ${redactUrl(pathname).slice(0, 200)}` });
}
