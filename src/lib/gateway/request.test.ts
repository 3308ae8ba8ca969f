import { afterEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ origin: '', merchantCode: 'nasa11f2', encryption: 'auto' }));
vi.mock('../../config/gateway', () => ({ gatewayConfig: config }));

const { gatewayPageUrl, gatewayUrl } = await import('./request');

const GATEWAY = 'https://api.platform.example';

afterEach(() => {
  config.origin = '';
});

describe("the gateway's addresses", () => {
  it('stay paths of this origin while the gateway serves the app', () => {
    expect(gatewayPageUrl('/lgw/chat/abc?language=EN')).toBe('/lgw/chat/abc?language=EN');
    expect(gatewayPageUrl('/cdn/games/1.svg')).toBe('/cdn/games/1.svg');
    expect(gatewayUrl('/wps/system/status', { t: 1 })).toBe(`${globalThis.location?.origin ?? 'http://localhost'}/wps/system/status?t=1`);
  });

  it("are the configured gateway's when the app is served from another origin", () => {
    config.origin = GATEWAY;
    expect(gatewayPageUrl('/lgw/chat/abc?language=EN')).toBe(`${GATEWAY}/lgw/chat/abc?language=EN`);
    expect(gatewayPageUrl('/cdn/games/1.svg')).toBe(`${GATEWAY}/cdn/games/1.svg`);
    expect(gatewayUrl('/wps/system/status')).toBe(`${GATEWAY}/wps/system/status`);
    // Absolute addresses, protocol-relative ones and data URIs are someone else's: left alone.
    for (const address of ['https://img.example/cdn/1.svg', '//img.example/1.svg', 'data:image/png;base64,AAAA', '']) {
      expect(gatewayPageUrl(address)).toBe(address);
    }
  });
});
