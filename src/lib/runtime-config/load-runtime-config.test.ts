// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_BRAND } from '@/config/operator-config';
import { applyRuntimeConfig, buildDefaults, runtimeConfig } from '@/config/runtime-config';

import { readRuntimeConfig } from './load-runtime-config';

function answering(body: string, status = 200): typeof fetch {
  return async (input) => {
    expect(input).toBe('/config.json');
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

function freshDocument(): Document {
  const page = document.implementation.createHTMLDocument('Lobby');
  page.head.innerHTML =
    '<meta name="theme-color" content="#0b1d3a"><meta name="apple-mobile-web-app-title" content="Lobby"><title>Lobby</title>';
  return page;
}

afterEach(() => applyRuntimeConfig(buildDefaults()));

describe('readRuntimeConfig (docs/architecture.md#deploying)', () => {
  it("applies the operator's gateway, merchant and brand before the app starts", async () => {
    const page = freshDocument();
    const brand = { name: 'Acme Casino', shortName: 'Acme', themeColor: '#112233', backgroundColor: '#000000', accentColor: '#ffaa00' };
    const load = await readRuntimeConfig(
      answering(JSON.stringify({ merchantCode: 'acme', gatewayOrigin: 'https://api.acme.example', brand })),
      page,
    );
    expect(load.ok).toBe(true);
    expect(runtimeConfig()).toMatchObject({ merchantCode: 'acme', gatewayOrigin: 'https://api.acme.example', brand });
    expect(page.title).toBe('Acme');
    expect(page.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#112233');
    expect(page.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content')).toBe('Acme');
    expect(page.documentElement.style.getPropertyValue('--navy-800')).toBe('#112233');
    expect(page.documentElement.style.getPropertyValue('--navy-900')).toBe('#000000');
    expect(page.documentElement.style.getPropertyValue('--gold-500')).toBe('#ffaa00');
  });

  it("leaves the default brand's title as index.html has it", async () => {
    const page = freshDocument();
    expect((await readRuntimeConfig(answering('{}'), page)).ok).toBe(true);
    expect(page.title).toBe('Lobby');
    expect(runtimeConfig().brand).toEqual(DEFAULT_BRAND);
  });

  it('names a missing file, a file that is not JSON, a bad field and a failed fetch, and applies nothing', async () => {
    const cases: [typeof fetch, string][] = [
      [answering('Not found', 404), '/config.json: answered HTTP 404'],
      [answering('<!doctype html><title>Lobby</title>'), '/config.json: is not JSON'],
      [answering('{"merchantCode": 42}'), '/config.json: merchantCode must be the merchant code: 1 to 32 letters, digits, - or _'],
      [answering('{"brand": {"themeColor": "navy"}}'), '/config.json: brand.themeColor must be a colour written #rrggbb'],
      [() => Promise.reject(new TypeError('Failed to fetch')), '/config.json: could not be fetched: no connection to this site'],
    ];
    for (const [fetchFile, problem] of cases) {
      const page = freshDocument();
      expect(await readRuntimeConfig(fetchFile, page)).toEqual({ ok: false, problem });
      expect(runtimeConfig()).toEqual(buildDefaults());
      expect(page.documentElement.style.length).toBe(0);
    }
  });
});
