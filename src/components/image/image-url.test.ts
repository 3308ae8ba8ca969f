import { afterEach, describe, expect, it, vi } from 'vitest';

const config = vi.hoisted(() => ({ origin: '', merchantCode: 'nasa11f2', encryption: 'auto' }));
vi.mock('@/config/gateway', () => ({ gatewayConfig: config }));

const { resolveImageUrl } = await import('./image-url');

afterEach(() => {
  config.origin = '';
});

describe('resolveImageUrl with the app served apart from the gateway', () => {
  it("loads the gateway's own pictures (a root base) from the gateway's origin", () => {
    config.origin = 'https://api.platform.example';
    expect(resolveImageUrl('/cdn/games/1.svg', '/cdn')).toBe('https://api.platform.example/cdn/games/1.svg');
    expect(resolveImageUrl('games/1.svg', '/cdn')).toBe('https://api.platform.example/cdn/games/1.svg');
    // An operator CDN and absolute pictures are where they say.
    expect(resolveImageUrl('/cdn/games/1.svg', 'https://img.example/cdn')).toBe('https://img.example/cdn/games/1.svg');
    expect(resolveImageUrl('https://img.example/1.svg', '/cdn')).toBe('https://img.example/1.svg');
    expect(resolveImageUrl('data:image/png;base64,AAAA', '/cdn')).toBe('data:image/png;base64,AAAA');
    expect(resolveImageUrl('', '/cdn')).toBe('');
  });

  it('keeps paths of this origin when the gateway serves the app', () => {
    expect(resolveImageUrl('/cdn/games/1.svg', '/cdn')).toBe('/cdn/games/1.svg');
  });
});
