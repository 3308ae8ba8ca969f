import { createHash } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { ok } from '../lib/envelope.ts';

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** What a route's success envelope carries, read from the reply type its response schema gives. */
type SuccessValueOf<Reply> = Reply extends { send(payload: infer Payload): unknown }
  ? Extract<Payload, { success: true }> extends { value: infer Value }
    ? Value
    : unknown
  : unknown;

export interface RevalidatableOptions {
  /** The body depends on the caller (a session): shared caches must not keep it. */
  private?: boolean;
  /** Request headers the body depends on, e.g. `Authorization, Language`. */
  vary?: string;
}

/**
 * Answers a public GET with an ETag (hash of the exact body) and, when known, Last-Modified, and
 * `Cache-Control: no-cache` so caches (the service worker included) revalidate every time and get
 * a cheap 304 when nothing changed.
 */
export function sendRevalidatable<Reply extends FastifyReply>(
  request: FastifyRequest,
  reply: Reply,
  value: SuccessValueOf<Reply>,
  lastModifiedMs?: number,
  options: RevalidatableOptions = {},
): FastifyReply {
  const json = JSON.stringify(ok(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', options.private ? 'private, no-cache' : 'no-cache');
  if (options.vary) reply.header('vary', options.vary);
  reply.header('etag', etag);
  const lastModified = lastModifiedMs ? new Date(Math.floor(lastModifiedMs / 1000) * 1000) : undefined;
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const notModified =
    typeof ifNoneMatch === 'string'
      ? etagMatches(ifNoneMatch, etag)
      : lastModified !== undefined &&
        typeof ifModifiedSince === 'string' &&
        !Number.isNaN(Date.parse(ifModifiedSince)) &&
        lastModified.getTime() <= Date.parse(ifModifiedSince);
  if (notModified) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
