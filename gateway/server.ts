import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { fastify, type FastifyInstance } from 'fastify';

import type { GatewayConfig } from './config.ts';
import { decorateMember } from './http/auth.ts';
import { installAnswerCompression } from './http/compress-answers.ts';
import { type GatewayContext, isGatewayPath, pathnameOf } from './http/context.ts';
import { installCors } from './http/cors.ts';
import { answerClientError, installErrorHandler, notFound, sendError } from './http/error-handling.ts';
import { installFirstPicturePreload, readGameCentreCode } from './http/first-picture-preload.ts';
import { BODY_LIMIT_BYTES, installJsonBodyParser } from './http/json-body.ts';
import { LOG_REDACT_PATHS, REDACTED, serializeRequest } from './http/log-redaction.ts';
import { requireMerchant } from './http/merchant.ts';
import { capConnectionsPerAddress, installRateLimits, serverTimeouts } from './http/rate-limits.ts';
import { applySecurityHeaders, installSecurityHeaders } from './http/security-headers.ts';
import { appIsServable, installStaticApp } from './http/static-app.ts';
import { createKeyring, type Keyring } from './lib/encryption.ts';
import { createFirebaseTokenVerifier, type FirebaseTokenVerifier } from './lib/firebase-identity.ts';
import { adminModule } from './modules/admin.ts';
import { agentModule } from './modules/agent/routes.ts';
import { captchaModule } from './modules/captcha.ts';
import { cdnModule } from './modules/cdn.ts';
import { chatModule, chatPagesModule } from './modules/chat.ts';
import { contentModule } from './modules/content.ts';
import { depositPagesModule } from './modules/deposit/pay-routes.ts';
import { depositModule } from './modules/deposit/routes.ts';
import { feedbackModule } from './modules/feedback.ts';
import { gamesModule } from './modules/games/routes.ts';
import { geetestModule } from './modules/geetest.ts';
import { kycModule } from './modules/kyc/routes.ts';
import { launchModule } from './modules/launch.ts';
import { lotteryModule } from './modules/lottery.ts';
import { lottoPagesModule } from './modules/lotto-pages/routes.ts';
import { memberModule } from './modules/member.ts';
import { memberGamesModule } from './modules/member-games.ts';
import { memberPnlModule } from './modules/member-pnl.ts';
import { memberRecordsModule } from './modules/member-records.ts';
import { messagesModule } from './modules/messages.ts';
import { passwordModule } from './modules/password.ts';
import { passwordEmailModule } from './modules/password-email.ts';
import { personalInfoModule } from './modules/personal-info.ts';
import { playPagesModule } from './modules/play-pages.ts';
import { promotionsModule } from './modules/promotions.ts';
import { registerModule } from './modules/register.ts';
import { responsibleModule } from './modules/responsible/routes.ts';
import { sessionModule } from './modules/session.ts';
import { smsModule } from './modules/sms.ts';
import { systemModule } from './modules/system.ts';
import { walletTransferModule } from './modules/wallet-transfer.ts';
import { withdrawModule } from './modules/withdraw/routes.ts';
import type { Store } from './store/store.ts';

/** A path whose last segment has an extension names a file, never a page of the app. */
const NAMES_A_FILE = /\/[^/]*\.[A-Za-z0-9]+$/;
export interface BuildOptions {
  /** Tests share one keyring across servers: RSA key generation is the slowest part of a start. */
  keyring?: Keyring;
  /** Receives each demo SMS line instead of stdout (tests). */
  smsOutbox?: (line: string) => void;
  /** Receives the log lines instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Replaces the firebase-admin token check (tests); defaults to it when FIREBASE_PROJECT_ID is set. */
  firebaseVerifier?: FirebaseTokenVerifier;
}

/**
 * Builds the gateway: plumbing first (security headers, body parsing, errors, rate limits), then
 * the merchant-scoped API modules, the game and lottery pages, the CDN, the admin API and finally
 * the static app, whose
 * not-found fallback answers the app shell for deep links.
 */
export async function buildServer(config: GatewayConfig, store: Store, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Request and reply types come from the routes' JSON schemas, here and in every module (GatewayModule).
  const app = fastify({
    // Tickets, keys and tokens never reach the log: the request's address is redacted and its
    // headers left out (gateway/README.md "Security").
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            redact: { paths: [...LOG_REDACT_PATHS], censor: REDACTED },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-Proto and -For are believed from the configured proxies only (TRUST_PROXY).
    trustProxy: config.trustProxy ? [...config.trustProxy] : false,
    // Slow clients: requests must arrive whole within REQUEST_TIMEOUT_SECONDS, idle sockets close
    // (gateway/README.md "Limits and timeouts").
    ...serverTimeouts(config),
    clientErrorHandler: answerClientError,
    // Strict validation: a wrong type or an unknown property is request.invalid, never silently
    // coerced or dropped (Fastify's defaults do both).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // Malformed URLs never reach hooks or the error handler; answer them in the same envelope.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      sendError(request, reply, error);
    },
  }).withTypeProvider<JsonSchemaToTsProvider>();
  capConnectionsPerAddress(app.server, config.maxConnectionsPerIp, app.log);
  const context: GatewayContext = {
    config,
    store,
    keyring: options.keyring ?? createKeyring(),
    smsOutbox: options.smsOutbox ?? ((line) => console.log(line)),
    firebaseVerifier:
      options.firebaseVerifier ??
      (config.firebase.projectId
        ? createFirebaseTokenVerifier({ projectId: config.firebase.projectId, authEmulatorHost: config.firebase.authEmulatorHost })
        : null),
  };
  const servingApp = appIsServable(config);
  if (config.serveApp && !servingApp) {
    app.log.warn(`SERVE_APP is on but ${config.distDir} has no index.html; serving the API only`);
  }

  installSecurityHeaders(app, store.settings, config.firebase);
  // Before any parsing or route: a refused origin gets nothing done.
  installCors(app, config);
  installJsonBodyParser(app);
  installErrorHandler(app);
  installAnswerCompression(app);
  await installRateLimits(app, config);
  // Null on every request; the session scopes' routes (http/auth.ts) set it before their handlers.
  decorateMember(app);

  await app.register(async (api) => {
    api.addHook('onRequest', requireMerchant(config.merchantCodes));
    await api.register(systemModule, context);
    await api.register(captchaModule, context);
    await api.register(sessionModule, context);
    await api.register(geetestModule, context);
    await api.register(smsModule, context);
    await api.register(registerModule, context);
    await api.register(passwordModule, context);
    await api.register(passwordEmailModule, context);
    await api.register(memberModule, context);
    await api.register(personalInfoModule, context);
    await api.register(memberRecordsModule, context);
    await api.register(memberPnlModule, context);
    await api.register(walletTransferModule, context);
    await api.register(agentModule, context);
    await api.register(gamesModule, context);
    await api.register(memberGamesModule, context);
    await api.register(launchModule, context);
    await api.register(lotteryModule, context);
    await api.register(contentModule, context);
    await api.register(messagesModule, context);
    await api.register(chatModule, context);
    await api.register(feedbackModule, context);
    await api.register(promotionsModule, context);
    await api.register(depositModule, context);
    await api.register(withdrawModule, context);
    await api.register(kycModule, context);
    await api.register(responsibleModule, context);
  });
  // Pages opened by navigation (the game) or in the app's iframe (the lottery): browsers send no
  // Merchant header there, the ticket or frame key in the URL says who and which merchant.
  await app.register(playPagesModule, context);
  await app.register(lottoPagesModule, context);
  await app.register(chatPagesModule, context);
  await app.register(depositPagesModule, context);
  await app.register(cdnModule, context);
  await app.register(adminModule, context);
  if (servingApp) {
    installFirstPicturePreload(app, store, config.distDir, readGameCentreCode(config.distDir));
    // Files, not JSON: no response schemas.
    await installStaticApp(app, config);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathnameOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Deep links (/m/login, and /m/register.html, an address of the platform's) get the app
    // shell; hashed assets that are gone and any other missing file (a name with an extension
    // outside /m: /config.json, /robots.txt) stay 404s, or a page would receive HTML where it
    // expects JavaScript or JSON.
    const appAddress = pathname === '/m' || pathname.startsWith('/m/') || !NAMES_A_FILE.test(pathname);
    if (servingApp && isRead && !isGatewayPath(pathname) && !pathname.startsWith('/assets/') && appAddress) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(request.method, pathname);
  });

  return app;
}
