import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { DIGIT_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './pixel-font.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 3;
const DIGIT_ADVANCE = GLYPH_WIDTH * SCALE + 3;

type Rgb = readonly [number, number, number];

/** Paints one pixel if it is on the canvas (jitter and noise may reach past the edges). */
function paint(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const offset = (y * png.width + x) * 4;
  png.data[offset] = r;
  png.data[offset + 1] = g;
  png.data[offset + 2] = b;
  png.data[offset + 3] = 255;
}

function randomColour(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** Bresenham line. */
function line(png: PNG, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    paint(png, x, y, colour);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += sx;
    }
    if (doubled <= dx) {
      error += dx;
      y += sy;
    }
  }
}

/**
 * Draws the digits on a light background with per-digit colour and jitter, plus noise lines and
 * dots, and answers the PNG bytes. Uses crypto randomness: captchas must not be predictable.
 */
export function drawCaptcha(answer: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const background = randomColour(225, 250);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) paint(png, x, y, background);
  }
  for (let i = 0; i < 90; i++) {
    paint(png, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomColour(150, 220));
  }

  const textWidth = answer.length * DIGIT_ADVANCE - 3;
  let left = Math.floor((CAPTCHA_WIDTH - textWidth) / 2);
  const baseTop = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE) / 2);
  for (const digit of answer) {
    const glyph = DIGIT_GLYPHS[digit];
    if (!glyph) throw new RangeError(`No glyph for "${digit}"`);
    const ink = randomColour(20, 120);
    const top = baseTop + randomInt(-4, 5);
    const x0 = left + randomInt(-1, 2);
    // A slight shear makes each digit lean a different way.
    const shear = randomInt(-2, 3) / 10;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (row[gx] !== '#') continue;
        for (let sy = 0; sy < SCALE; sy++) {
          for (let sx = 0; sx < SCALE; sx++) {
            const y = top + gy * SCALE + sy;
            const x = x0 + gx * SCALE + sx + Math.round((GLYPH_HEIGHT * SCALE - (y - top)) * shear);
            paint(png, x, y, ink);
          }
        }
      }
    });
    left += DIGIT_ADVANCE;
  }

  for (let i = 0; i < randomInt(3, 6); i++) {
    line(
      png,
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomColour(60, 180),
    );
  }
  for (let i = 0; i < 60; i++) {
    paint(png, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomColour(40, 160));
  }
  return PNG.sync.write(png);
}
