import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this, a compressed answer saves less than its headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Answers worth compressing: the API's JSON and text, and the HTML pages the gateway writes. */
const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

/**
 * Brotli at quality 4: within a few per cent of its best ratio on JSON for a small part of the
 * processor time (quality 11, zlib's default, takes tens of milliseconds on a 30 KB answer).
 */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: brotli before gzip when both are
 * accepted, none when neither is (or each is refused with q=0).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A `Vary` value (as the reply holds it) with `header` added, unless it names it or `*` already. */
export function withVary(vary: unknown, header: string): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return current;
  return [...names, header].join(', ');
}

/** An answer whose representation may depend on Accept-Encoding: text of the gateway's own, not a file. */
function negotiable(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (request.method === 'HEAD') return false;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false; // files stream, precompressed
  if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/**
 * Compresses the gateway's own answers (JSON envelopes, encrypted bodies, the pages it writes) by
 * Accept-Encoding, as an operator's gateway behind a CDN does: on a slow mobile network the
 * game lists, hot games and system status are tens of kilobytes of repetitive JSON on the first
 * screen's path (gateway/README.md "Compression"). Files are sent from their build-time copies
 * (static-app.ts) and pass through untouched. A strong ETag becomes weak: the compressed bytes
 * differ from the ones it was computed on, and revalidation compares it weakly anyway
 * (http-cache.ts).
 */
export function installAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!negotiable(request, reply, payload)) return payload;
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI_OPTIONS) : gzipSync(payload);
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
