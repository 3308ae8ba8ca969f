import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';

import { GLYPH_BOX_HEIGHT, GLYPH_BOX_WIDTH, GLYPH_FAMILIES } from './captcha-glyphs.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image.ts';
import { createPrng } from './prng.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Pixels much darker than the light wash: digit ink (and the line and dots drawn in it). */
function inkColumns(bytes: Buffer): { dark: number; left: number; right: number } {
  const image = PNG.sync.read(bytes);
  let dark = 0;
  const columns = new Array<number>(image.width).fill(0);
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const light = 0.299 * image.data[offset]! + 0.587 * image.data[offset + 1]! + 0.114 * image.data[offset + 2]!;
    if (light < 130) {
      dark += 1;
      const x = (offset / 4) % image.width;
      columns[x] = columns[x]! + 1;
    }
  }
  // A column counts as the digits' when it holds more dark pixels than the line that runs on to
  // both edges leaves in it, even where a dot sits on the line.
  const inked = columns.flatMap((count, x) => (count >= 7 ? [x] : []));
  return { dark, left: Math.min(...inked), right: Math.max(...inked) };
}

describe('drawCaptcha', () => {
  it('draws an opaque PNG of the documented size in many colours', () => {
    const bytes = drawCaptcha('048213', createPrng(1));
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const image = PNG.sync.read(bytes);
    expect([image.width, image.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const colours = new Set<number>();
    for (let offset = 0; offset < image.data.length; offset += 4) {
      expect(image.data[offset + 3]).toBe(255);
      colours.add(image.data.readUInt32BE(offset));
    }
    // No flat inks: shading, anti-aliasing and the wash give hundreds of colours.
    expect(colours.size).toBeGreaterThan(500);
  });

  it('draws more ink for more digits, kept inside the picture', () => {
    const random = createPrng(2);
    const ink = { four: 0, six: 0 };
    for (let i = 0; i < 20; i++) {
      const four = inkColumns(drawCaptcha('8888', random));
      const six = inkColumns(drawCaptcha('888888', random));
      ink.four += four.dark;
      ink.six += six.dark;
      expect(six.right - six.left).toBeGreaterThan(four.right - four.left);
      expect(six.left).toBeGreaterThanOrEqual(0);
      expect(six.right).toBeLessThan(CAPTCHA_WIDTH);
    }
    // Counted over many pictures: one heavy pen on four digits can outweigh six light ones.
    expect(ink.six).toBeGreaterThan(ink.four * 1.1);
  });

  it('is random: crypto by default, the given source in tests', () => {
    expect(drawCaptcha('1234').equals(drawCaptcha('1234'))).toBe(false);
    expect(drawCaptcha('1234', createPrng(7)).equals(drawCaptcha('1234', createPrng(7)))).toBe(true);
    expect(drawCaptcha('1234', createPrng(7)).equals(drawCaptcha('1234', createPrng(8)))).toBe(false);
  });

  it('refuses characters it has no glyph for', () => {
    expect(() => drawCaptcha('12a4', createPrng(3))).toThrow(RangeError);
  });
});

describe('captcha glyph families', () => {
  it('have a glyph for every digit, drawn inside the glyph box', () => {
    for (const family of GLYPH_FAMILIES) {
      expect(Object.keys(family).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      for (const glyph of Object.values(family)) {
        expect(glyph.length).toBeGreaterThan(0);
        for (const [x, y] of glyph.flat()) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(GLYPH_BOX_WIDTH);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(GLYPH_BOX_HEIGHT);
        }
      }
    }
  });
});
