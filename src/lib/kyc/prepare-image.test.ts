import { describe, expect, it } from 'vitest';

import { blobToBase64, needsRedraw, prepareKycImage, scaledSize } from './prepare-image';

describe('ID pictures', () => {
  it('brings a 12 MP photo to 2000 px on its longest side, keeping its shape', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(scaledSize(2000, 10)).toEqual({ width: 2000, height: 10 });
  });

  it('redraws only what is too large in pixels or bytes', () => {
    expect(needsRedraw({ width: 4000, height: 3000 }, 1000, 5_000_000)).toBe(true);
    expect(needsRedraw({ width: 1000, height: 800 }, 6_000_000, 5_000_000)).toBe(true);
    expect(needsRedraw({ width: 1000, height: 800 }, 300_000, 5_000_000)).toBe(false);
  });

  it('refuses what is not a png or a jpg before reading it', async () => {
    expect(await prepareKycImage(new Blob(['GIF89a'], { type: 'image/gif' }), 1000)).toEqual({ ok: false, reason: 'type' });
    expect(await prepareKycImage(new Blob(['%PDF'], { type: 'application/pdf' }), 1000)).toEqual({ ok: false, reason: 'type' });
  });

  it('sends the bytes as base64', async () => {
    expect(await blobToBase64(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]))).toBe('/9j/');
  });
});
