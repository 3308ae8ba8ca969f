import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestGateway, type TestGateway } from '../test-support/harness.ts';
import { chooseEncoding, COMPRESS_MIN_BYTES } from './compress-answers.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressed answers', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const HOT_GAMES = '/wps/games/hot?merchantCode=nasa11f2&isPlatform=2&language=EN&platform=H5';
  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    gateway.request({
      method: 'GET',
      url,
      headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
    });

  function decoded(response: LightMyRequestResponse): string {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  }

  it('sends the same JSON, smaller, in the encoding the client prefers', async () => {
    const plain = await get(HOT_GAMES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(HOT_GAMES, accept);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length']), accept).toBe(response.rawPayload.length);
      expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response)), accept).toEqual(plain.json());
    }
  });

  it('still answers a revalidation with 304, its ETag weak once compressed', async () => {
    const first = await get(HOT_GAMES, 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(HOT_GAMES, 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers, and clients that accept no encoding, as they are', async () => {
    const small = await gateway.request({
      method: 'POST',
      url: '/wps/check/username',
      payload: { username: 'nobody123' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('success');
    const identity = await get(HOT_GAMES, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });
});
