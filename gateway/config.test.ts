import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ADMIN_TOKEN_MIN_LENGTH, DEFAULT_MAX_CONNECTIONS_PER_IP, ENV_VARS, loadConfig } from './config.ts';

describe('config', () => {
  it(`refuses an ADMIN_TOKEN shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, naming the variable`, () => {
    for (const token of [
      'secret',
      'e2e-admin-token',
      'x'.repeat(ADMIN_TOKEN_MIN_LENGTH - 1),
      ` ${'x'.repeat(ADMIN_TOKEN_MIN_LENGTH - 1)} `,
    ]) {
      expect(() => loadConfig({ ADMIN_TOKEN: token }), token).toThrow(/^ADMIN_TOKEN must be at least 32 characters/);
    }
    expect(loadConfig({ ADMIN_TOKEN: 'x'.repeat(ADMIN_TOKEN_MIN_LENGTH) }).adminToken).toBe('x'.repeat(ADMIN_TOKEN_MIN_LENGTH));
    // Unset (or blank) still means no admin API at all.
    expect(loadConfig({}).adminToken).toBeNull();
    expect(loadConfig({ ADMIN_TOKEN: '  ' }).adminToken).toBeNull();
  });

  it('reads the request timeout and the connection cap, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 20_000, maxConnectionsPerIp: DEFAULT_MAX_CONNECTIONS_PER_IP });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS_PER_IP: '32' })).toMatchObject({
      requestTimeoutMs: 5_000,
      maxConnectionsPerIp: 32,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/^REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '301' })).toThrow(/^REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: 'many' })).toThrow(/^MAX_CONNECTIONS_PER_IP/);
    expect(ENV_VARS.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['REQUEST_TIMEOUT_SECONDS', 'MAX_CONNECTIONS_PER_IP']),
    );
  });

  it('reads the Firebase project and emulator, off by default, refusing malformed values', () => {
    expect(loadConfig({}).firebase).toMatchObject({ projectId: null, authEmulatorHost: null });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-lobby', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }).firebase).toEqual({
      projectId: 'demo-lobby',
      authDomain: 'demo-lobby.firebaseapp.com',
      authEmulatorHost: '127.0.0.1:9199',
    });
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-lobby', FIREBASE_AUTH_DOMAIN: 'login.example.com' }).firebase.authDomain).toBe(
      'login.example.com',
    );
    expect(() => loadConfig({ FIREBASE_AUTH_DOMAIN: 'https://login.example.com' })).toThrow(/^FIREBASE_AUTH_DOMAIN/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'Not A Project' })).toThrow(/^FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9199' })).toThrow(/^FIREBASE_AUTH_EMULATOR_HOST/);
    expect(ENV_VARS.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['FIREBASE_PROJECT_ID', 'FIREBASE_AUTH_EMULATOR_HOST']),
    );
  });

  it('trusts no proxy by default, and takes addresses, CIDR ranges and range names in TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'OFF' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.7,loopback , ::1, fd00::/8, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
    for (const bad of ['on', 'true', '*', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', 'proxy.example', '10.0.0', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY/);
    }
    expect(ENV_VARS.map((variable) => variable.name)).toContain('TRUST_PROXY');
  });

  it('serves the app on its own origin only by default, and takes exact http(s) origins in APP_ORIGINS', () => {
    expect(loadConfig({}).appOrigins).toEqual([]);
    expect(loadConfig({ APP_ORIGINS: ' ' }).appOrigins).toEqual([]);
    expect(loadConfig({ APP_ORIGINS: 'http://127.0.0.1:8300, https://Play.Brand.com,https://play.brand.com' }).appOrigins).toEqual([
      'http://127.0.0.1:8300',
      'https://play.brand.com',
    ]);
    for (const bad of [
      'play.brand.com',
      'https://play.brand.com/',
      'https://play.brand.com/m/home',
      'https://play.brand.com:443',
      'ftp://play.brand.com',
      'https://*.brand.com',
      'https://user@play.brand.com',
      'null',
      '*',
    ]) {
      expect(() => loadConfig({ APP_ORIGINS: `https://ok.example, ${bad}` }), bad).toThrow(
        `APP_ORIGINS must be a comma-separated list of origins`,
      );
      expect(() => loadConfig({ APP_ORIGINS: bad }), bad).toThrow(`got "${bad}"`);
    }
    expect(ENV_VARS.map((variable) => variable.name)).toContain('APP_ORIGINS');
  });

  it("has a row for every variable in the README's table", () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const { name } of ENV_VARS) expect(readme, name).toContain(`| \`${name}\` |`);
  });
});
