import type { FastifyInstance } from 'fastify';

import { GatewayError } from '../lib/errors.ts';
import { escapeHtml, htmlDocument, sendHtml } from '../lib/html.ts';
import { mapError } from './error-handling.ts';

/** Forms post a few short fields; anything bigger is not one of ours. */
const FORM_BODY_LIMIT_BYTES = 4 * 1024;

/**
 * For the server-rendered pages only (call inside their plugin, so the rest of the gateway keeps
 * accepting JSON alone): HTML forms post `application/x-www-form-urlencoded`, parsed into an
 * object of strings for the route's JSON schema. Nothing else is accepted here, JSON included.
 * A repeated field is refused rather than guessed at.
 */
export function installFormBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      const fields: Record<string, string> = {};
      for (const [name, value] of params) {
        // Object.hasOwn, and defineProperty below: a field named __proto__ stays a plain field.
        if (Object.hasOwn(fields, name)) {
          done(new GatewayError('request.invalid', { message: `Field ${name.slice(0, 40)} is repeated` }), undefined);
          return;
        }
        Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
      }
      done(null, fields);
    },
  );
}

export interface HtmlErrorOptions {
  /** A link under the message (the game page's way back to the app); none in the lottery frame. */
  homeLink?: string;
}

/**
 * The pages' failures are pages too, with the status the JSON API would give: a browser shows
 * them as they are. The 401 text asks to log in again, the 404 one says the link ended.
 */
export function installHtmlErrorHandler(app: FastifyInstance, options: HtmlErrorOptions = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = mapError(error);
    if (status >= 500) request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: body.code }, body.message);
    const title =
      status === 401
        ? 'Please log in again'
        : status === 404
          ? 'Not found'
          : status >= 500
            ? 'Something went wrong'
            : 'Request not accepted';
    const link = options.homeLink ? `<p><a href="${escapeHtml(options.homeLink)}">Back to the home page</a></p>` : '';
    // They stand in for a game or lottery page inside the app's flow: the app's dark theme.
    const html = htmlDocument({
      title,
      bodyClass: 'theme-app',
      body: `<h1>${escapeHtml(title)}</h1>\n<div class="card error"><p>${escapeHtml(body.message)}</p></div>\n${link}`,
    });
    return sendHtml(reply, status, html);
  });
}
