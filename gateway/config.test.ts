import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_MIN_LENGTH, DEFAULT_MAX_CONNECTIONS_PER_IP, ENV_VARS, loadConfig } from './config.ts';

describe('config', () => {
  it(`refuses an ADMIN_TOKEN shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, naming the variable`, () => {
    for (const token of ['secret', 'e2e-admin-token', 'x'.repeat(ADMIN_TOKEN_MIN_LENGTH - 1), ` ${'x'.repeat(ADMIN_TOKEN_MIN_LENGTH - 1)} `]) {
      expect(() => loadConfig({ ADMIN_TOKEN: token }), token).toThrow(/^ADMIN_TOKEN must be at least 32 characters/);
    }
    expect(loadConfig({ ADMIN_TOKEN: 'x'.repeat(ADMIN_TOKEN_MIN_LENGTH) }).adminToken).toBe('x'.repeat(ADMIN_TOKEN_MIN_LENGTH));
    // Unset (or blank) still means no admin API at all.
    expect(loadConfig({}).adminToken).toBeNull();
    expect(loadConfig({ ADMIN_TOKEN: '  ' }).adminToken).toBeNull();
  });

  it('reads the request timeout and the connection cap, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 20_000, maxConnectionsPerIp: DEFAULT_MAX_CONNECTIONS_PER_IP });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS_PER_IP: '32' })).toMatchObject({ requestTimeoutMs: 5_000, maxConnectionsPerIp: 32 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/^REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '301' })).toThrow(/^REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/^MAX_CONNECTIONS_PER_IP/);
    expect(ENV_VARS.map((variable) => variable.name)).toEqual(expect.arrayContaining(['REQUEST_TIMEOUT_SECONDS', 'MAX_CONNECTIONS_PER_IP']));
  });

  it('reads the Firebase project and emulator, off by default, refusing malformed values', () => {
    expect(loadConfig({}).firebase).toMatchObject({ projectId: null, authEmulatorHost: null });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-lobby', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).firebase).toEqual({
      projectId: 'demo-lobby',
      authDomain: 'demo-lobby.firebaseapp.com',
      authEmulatorHost: '127.0.0.1:9199',
    });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-lobby', FIREBASE_AUTH_DOMAIN: 'login.example.com' }).firebase.authDomain).toBe('login.example.com');
    expect(() => loadConfig({ FIREBASE_AUTH_DOMAIN: 'https://login.example.com' })).toThrow(/^FIREBASE_AUTH_DOMAIN/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'Not A Project' })).toThrow(/^FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9199' })).toThrow(/^FIREBASE_AUTH_EMULATOR_HOST/);
    expect(ENV_VARS.map((variable) => variable.name)).toEqual(expect.arrayContaining(['FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST']));
  });
});
