import { describe, expect, it } from 'vitest';

import { brandManifest, buildTimeConfig, ConfigProblem, DEFAULT_BRAND, parseRuntimeConfig, type RuntimeConfig } from './operator-config';

const defaults: RuntimeConfig = buildTimeConfig({}, null);

function problemOf(json: unknown): string {
  try {
    parseRuntimeConfig(json, defaults);
  } catch (error) {
    if (error instanceof ConfigProblem) return error.message;
    throw error;
  }
  throw new Error('no problem found');
}

describe('buildTimeConfig', () => {
  it("takes the build's variables, and the app's own origin and the platform's merchant without them", () => {
    expect(defaults).toEqual({
      merchantCode: 'nasa11f2',
      gatewayOrigin: '',
      encryption: 'auto',
      firebase: null,
      rumEndpoint: null,
      brand: DEFAULT_BRAND,
    });
    const built = buildTimeConfig(
      { VITE_MERCHANT_CODE: 'brand2', VITE_GATEWAY_ORIGIN: 'https://api.example.com/', VITE_GATEWAY_ENCRYPTION: 'v2' },
      null,
    );
    expect(built).toMatchObject({ merchantCode: 'brand2', gatewayOrigin: 'https://api.example.com', encryption: 'v2' });
    expect(buildTimeConfig({ VITE_GATEWAY_ENCRYPTION: 'rot13' }, null).encryption).toBe('auto');
  });
});

describe('parseRuntimeConfig (docs/architecture.md#deploying)', () => {
  it('reads every field of a whole file, an origin without its trailing slash', () => {
    const config = parseRuntimeConfig(
      {
        merchantCode: 'acme_01',
        gatewayOrigin: 'https://api.acme.example/',
        encryption: 'oaep',
        firebase: { apiKey: 'k', authDomain: 'acme.firebaseapp.com', projectId: 'acme', phoneSignIn: true },
        rumEndpoint: 'https://rum.acme.example/collect',
        brand: { name: 'Acme Casino', shortName: 'Acme', themeColor: '#112233', backgroundColor: '#000000', accentColor: '#FFAA00' },
      },
      defaults,
    );
    expect(config).toEqual({
      merchantCode: 'acme_01',
      gatewayOrigin: 'https://api.acme.example',
      encryption: 'oaep',
      firebase: { apiKey: 'k', authDomain: 'acme.firebaseapp.com', projectId: 'acme', authEmulatorOrigin: null, phoneSignIn: true },
      rumEndpoint: 'https://rum.acme.example/collect',
      brand: { name: 'Acme Casino', shortName: 'Acme', themeColor: '#112233', backgroundColor: '#000000', accentColor: '#FFAA00' },
    });
  });

  it("keeps the build's value of every field a file leaves out, inside the brand too", () => {
    expect(parseRuntimeConfig({}, defaults)).toEqual(defaults);
    const config = parseRuntimeConfig({ merchantCode: 'acme', brand: { name: 'Acme Casino' } }, defaults);
    expect(config.merchantCode).toBe('acme');
    expect(config.gatewayOrigin).toBe('');
    expect(config.brand).toEqual({ ...DEFAULT_BRAND, name: 'Acme Casino' });
  });

  it('names the field and its rule for each bad value', () => {
    expect(problemOf([])).toBe('the file must hold one JSON object');
    expect(problemOf('nasa11f2')).toBe('the file must hold one JSON object');
    expect(problemOf({ merchantCode: '' })).toMatch(/^merchantCode must be the merchant code/);
    expect(problemOf({ merchantCode: 'a b' })).toMatch(/^merchantCode must be/);
    expect(problemOf({ gatewayOrigin: 'api.acme.example' })).toMatch(/^gatewayOrigin must be an http\(s\) origin/);
    expect(problemOf({ gatewayOrigin: 'https://api.acme.example/wps' })).toMatch(/^gatewayOrigin must be/);
    expect(problemOf({ gatewayOrigin: 'https://user:pw@api.acme.example' })).toMatch(/^gatewayOrigin must be/);
    expect(problemOf({ gatewayOrigin: 'javascript:alert(1)' })).toMatch(/^gatewayOrigin must be/);
    expect(problemOf({ encryption: 'des' })).toBe('encryption must be one of "auto", "v2", "oaep"');
    expect(problemOf({ firebase: { apiKey: 'k' } })).toMatch(/^firebase must be null, or an object/);
    expect(problemOf({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', authEmulatorOrigin: 'ftp://x' } })).toMatch(
      /^firebase must be/,
    );
    expect(problemOf({ rumEndpoint: 'mailto:ops@acme.example' })).toBe('rumEndpoint must be null or an http(s) address');
    expect(problemOf({ brand: 'Acme' })).toBe('brand must be an object');
    expect(problemOf({ brand: { name: '' } })).toBe('brand.name must be a text of 1 to 45 characters');
    expect(problemOf({ brand: { shortName: 'A very long short name' } })).toBe('brand.shortName must be a text of 1 to 12 characters');
    expect(problemOf({ brand: { themeColor: 'red' } })).toBe('brand.themeColor must be a colour written #rrggbb');
    expect(problemOf({ brand: { accentColor: '#fff; background: url(x)' } })).toBe('brand.accentColor must be a colour written #rrggbb');
  });

  it('takes null for the Firebase project and the speed endpoint: none', () => {
    const config = parseRuntimeConfig({ firebase: null, rumEndpoint: null }, { ...defaults, rumEndpoint: 'https://rum.example' });
    expect(config.firebase).toBeNull();
    expect(config.rumEndpoint).toBeNull();
  });
});

describe('brandManifest', () => {
  it("puts the brand's name, short name and colours over the build's manifest", () => {
    const base = { id: '/m/home', name: 'Lobby', icons: [{ src: '/brand/icon-192.png' }] };
    const brand = { name: 'Acme Casino', shortName: 'Acme', themeColor: '#112233', backgroundColor: '#000000', accentColor: '#ffaa00' };
    expect(brandManifest(base, brand)).toEqual({
      id: '/m/home',
      icons: [{ src: '/brand/icon-192.png' }],
      name: 'Acme Casino',
      short_name: 'Acme',
      theme_color: '#112233',
      background_color: '#000000',
    });
  });
});
