import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('drawCaptcha', () => {
  it('draws a decodable PNG of the documented size with ink on it', () => {
    const bytes = drawCaptcha('048213');
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const colours = new Set<number>();
    for (let offset = 0; offset < image.data.length; offset += 4) colours.add(image.data.readUInt32BE(offset));
    expect(colours.size).toBeGreaterThan(20);
  });

  it('draws dark digit pixels in the middle band, more for more digits', () => {
    const darkPixels = (answer: string): number => {
      const image = PNG.sync.read(drawCaptcha(answer));
      let dark = 0;
      for (let offset = 0; offset < image.data.length; offset += 4) {
        const [r, g, b] = [image.data[offset]!, image.data[offset + 1]!, image.data[offset + 2]!];
        if (r < 125 && g < 125 && b < 125) dark += 1;
      }
      return dark;
    };
    // "8" has the most ink of the font and "1" about half of it.
    expect(darkPixels('888888')).toBeGreaterThan(darkPixels('8888') + 100);
  });

  it('is random: the same answer never gives the same bytes', () => {
    expect(drawCaptcha('1234').equals(drawCaptcha('1234'))).toBe(false);
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => drawCaptcha('12a4')).toThrow(RangeError);
  });
});
