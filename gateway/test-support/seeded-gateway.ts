import { afterAll, beforeAll } from 'vitest';

import type { FirebaseTokenVerifier } from '../lib/firebase-identity.ts';
import { seededTokens } from './flows.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/** Sessions of the three seeded account kinds: a member, an agent, a trial account. */
export interface SeededTokens {
  demo: string;
  agent: string;
  trial: string;
}

export interface SeededGatewayOptions {
  env?: Record<string, string>;
  /** Log the three seeded accounts in before the tests (default); off for suites that count sessions or logins. */
  sessions?: boolean;
  firebaseVerifier?: FirebaseTokenVerifier;
}

/**
 * The gateway a test file shares: started on a fresh seeded database (a temporary DATA_DIR) before
 * the file's tests, with the seeded sessions in `tokens`, and closed after them. Call it at the top
 * of the file; `gateway` and `tokens` are ready inside tests and later hooks.
 */
export function useSeededGateway(options: SeededGatewayOptions = {}): { gateway: TestGateway; tokens: SeededTokens } {
  let started: TestGateway | undefined;
  const current = (): TestGateway => {
    if (!started) throw new Error('The seeded gateway is used before its beforeAll hook started it');
    return started;
  };
  const tokens: SeededTokens = { demo: '', agent: '', trial: '' };
  beforeAll(async () => {
    started = await startTestGateway({ env: options.env, firebaseVerifier: options.firebaseVerifier });
    if (options.sessions !== false) Object.assign(tokens, await seededTokens(started));
  });
  afterAll(() => started?.close());
  const gateway: TestGateway = {
    get app() {
      return current().app;
    },
    get store() {
      return current().store;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    get smsLines() {
      return current().smsLines;
    },
    get url() {
      return current().url;
    },
    request: (requestOptions) => current().request(requestOptions),
    close: (keepData) => current().close(keepData),
  };
  return { gateway, tokens };
}
