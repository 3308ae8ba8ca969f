import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import { type GatewayConfig, loadConfig } from '../config.ts';
import { createKeyring, type Keyring } from '../lib/encryption.ts';
import type { FirebaseTokenVerifier } from '../lib/firebase-identity.ts';
import { buildServer } from '../server.ts';
import { openStore, type Store } from '../store/store.ts';

/** The merchant code every test request carries unless it is testing the header itself. */
export const MERCHANT = 'nasa11f2';
/** At least 32 characters: gateway/config.ts refuses a shorter ADMIN_TOKEN. */
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
/** scrypt cost for tests: fast, and hashes carry their own cost so nothing else changes. */
export const TEST_SCRYPT_COST = 1024;

let keyring: Keyring | undefined;
/** One keyring per test file: generating RSA keys is the slowest part of starting a gateway. */
export function testKeyring(): Keyring {
  keyring ??= createKeyring();
  return keyring;
}

export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'gateway-test-'));
}

function testConfig(dataDir: string, env: Record<string, string> = {}): GatewayConfig {
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'off', ADMIN_TOKEN, ...env }),
    scryptCost: TEST_SCRYPT_COST,
  };
}

export interface TestGateway {
  app: FastifyInstance;
  store: Store;
  config: GatewayConfig;
  dataDir: string;
  /** Every demo SMS line "sent" so far (SMS_MODE=demo), oldest first; stdout stays quiet. */
  smsLines: string[];
  /** `http://127.0.0.1:<port>` when started with `listen: true` (tests of real sockets), else null. */
  url: string | null;
  /** inject() with the Merchant header added (pass `merchant: null` to leave it out). */
  request(options: InjectOptions & { merchant?: string | null }): Promise<LightMyRequestResponse>;
  /** Closes the server and the database; `keepData` leaves the folder for a restart test. */
  close(keepData?: boolean): Promise<void>;
}

export async function startTestGateway(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    /** Listens on an ephemeral port of 127.0.0.1 as well (inject() still works). */
    listen?: boolean;
    /** Receives the log lines (set LOG_LEVEL in `env`, the harness default is silent). */
    logStream?: { write(line: string): void };
    /** Stands in for firebase-admin's token check (modules/firebase-login.test.ts). */
    firebaseVerifier?: FirebaseTokenVerifier;
    /** A keyring of its own instead of the file's shared one (e.g. with small stores of used bodies). */
    keyring?: Keyring;
  } = {},
): Promise<TestGateway> {
  const dataDir = options.dataDir ?? makeDataDir();
  const config = testConfig(dataDir, options.env);
  const store = await openStore({ databaseFile: config.databaseFile, scryptCost: config.scryptCost, benchTeam: config.seedBenchTeam });
  const smsLines: string[] = [];
  const app = await buildServer(config, store, {
    keyring: options.keyring ?? testKeyring(),
    smsOutbox: (line) => smsLines.push(line),
    logStream: options.logStream,
    firebaseVerifier: options.firebaseVerifier,
  });
  await app.ready();
  let url: string | null = null;
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }
  return {
    app,
    store,
    config,
    dataDir,
    smsLines,
    url,
    request({ merchant = MERCHANT, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...(merchant === null ? {} : { merchant }), ...(headers as Record<string, string> | undefined) },
      });
    },
    async close(keepData = false) {
      await app.close();
      store.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed envelope of a response. */
export function envelope(response: LightMyRequestResponse): {
  success: boolean;
  value: unknown;
  code?: string;
  message?: string;
} {
  return response.json();
}
