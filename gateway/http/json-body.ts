import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * JSON is the only accepted body type. Fastify's default JSON parser is kept (it refuses
 * prototype-poisoning keys) but an empty body is accepted as "no body", because clients send
 * `Content-Type: application/json` on bodiless DELETEs. The text/plain parser is removed so such
 * bodies get 415 instead of reaching handlers as strings.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
