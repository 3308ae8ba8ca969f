import { randomFillSync } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_BOX_HEIGHT, GLYPH_BOX_WIDTH, GLYPH_FAMILIES, type Point, type Stroke } from './captcha-glyphs.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** Where the drawing's choices come from: uniform numbers in [0, 1). */
export interface CaptchaRandom {
  next(): number;
}

/** Crypto randomness, drawn from the system a page at a time: captchas must not be predictable. */
function cryptoRandom(): CaptchaRandom {
  const pool = new Uint32Array(512);
  let used = pool.length;
  return {
    next() {
      if (used === pool.length) {
        randomFillSync(pool);
        used = 0;
      }
      return pool[used++]! / 2 ** 32;
    },
  };
}

type Rgb = readonly [number, number, number];

/**
 * Ink for the digits: dark, saturated and far apart in hue, so that a person tells overlapping
 * digits apart by colour. Each keeps a contrast of at least 4.5:1 (WCAG AA for text) on the
 * darkest background the wash can take (226 grey), after the per-digit jitter (±16) and at the
 * lightest pen opacity (0.88).
 */
const INKS: readonly Rgb[] = [
  [31, 61, 165],
  [148, 25, 46],
  [16, 81, 37],
  [105, 36, 147],
  [108, 56, 6],
  [6, 76, 93],
  [52, 52, 72],
  [137, 19, 117],
];

interface Canvas {
  /** RGB, 0-255, row by row. */
  rgb: Float32Array;
  random: CaptchaRandom;
  /**
   * Where each pixel looks when strokes are drawn: its centre moved by a gentle wave (less than
   * WAVE_REACH px), so that no shape stays straight.
   */
  sampleX: Float32Array;
  sampleY: Float32Array;
  /** Scratch for drawStrokes: each pixel's distance to the pen's path, Infinity when far. */
  nearest: Float32Array;
}

const WAVE_REACH = 2;

const between = (random: CaptchaRandom, min: number, max: number): number => min + random.next() * (max - min);
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function jitter(random: CaptchaRandom, [r, g, b]: Rgb, amount: number): Rgb {
  return [
    clamp(r + between(random, -amount, amount), 0, 255),
    clamp(g + between(random, -amount, amount), 0, 255),
    clamp(b + between(random, -amount, amount), 0, 255),
  ];
}

/** Segments of a set of polylines as flat [ax, ay, bx, by] quadruples; a lone point is a dot. */
function segmentsOf(strokes: readonly Stroke[]): number[] {
  const segments: number[] = [];
  for (const stroke of strokes) {
    if (stroke.length === 1) segments.push(stroke[0]![0], stroke[0]![1], stroke[0]![0], stroke[0]![1]);
    for (let i = 1; i < stroke.length; i++) segments.push(stroke[i - 1]![0], stroke[i - 1]![1], stroke[i]![0], stroke[i]![1]);
  }
  return segments;
}

/**
 * Draws polylines with a round pen `width` pixels wide, anti-aliased from the distance to the
 * pen's path, through the canvas's wave. Every inked pixel gets its own shade of `ink`, so no
 * two pixels of a digit need share a colour. Each segment only visits the pixels near it.
 */
function drawStrokes(canvas: Canvas, strokes: readonly Stroke[], width: number, ink: Rgb, opacity: number, shade: number): void {
  const segments = segmentsOf(strokes);
  const half = width / 2;
  const reach = half + 0.5;
  const margin = reach + WAVE_REACH;
  const { nearest } = canvas;
  const touched: number[] = [];
  for (let i = 0; i < segments.length; i += 4) {
    const ax = segments[i]!;
    const ay = segments[i + 1]!;
    const dx = segments[i + 2]! - ax;
    const dy = segments[i + 3]! - ay;
    const length = dx * dx + dy * dy;
    const top = Math.max(0, Math.floor(Math.min(ay, ay + dy) - margin));
    const bottom = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(Math.max(ay, ay + dy) + margin));
    const left = Math.max(0, Math.floor(Math.min(ax, ax + dx) - margin));
    const right = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(Math.max(ax, ax + dx) + margin));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const index = y * CAPTCHA_WIDTH + x;
        const px = canvas.sampleX[index]! - ax;
        const py = canvas.sampleY[index]! - ay;
        const t = length === 0 ? 0 : clamp((px * dx + py * dy) / length, 0, 1);
        const distance = Math.hypot(px - t * dx, py - t * dy);
        if (distance >= reach || distance >= nearest[index]!) continue;
        if (nearest[index] === Infinity) touched.push(index);
        nearest[index] = distance;
      }
    }
  }
  const { rgb, random } = canvas;
  for (const index of touched) {
    const alpha = clamp(reach - nearest[index]!, 0, 1) * opacity;
    nearest[index] = Infinity;
    for (let channel = 0; channel < 3; channel++) {
      const shaded = clamp(ink[channel]! + between(random, -shade, shade), 0, 255);
      rgb[index * 3 + channel] = rgb[index * 3 + channel]! * (1 - alpha) + shaded * alpha;
    }
  }
}

/**
 * A light two-tone wash at a random angle: no single background colour to subtract. No grain on
 * it: grain would nearly double the PNG (and the base64 in the answer), and colour grouping with
 * any tolerance merges it away anyway.
 */
function paintBackground(canvas: Canvas): void {
  const { random } = canvas;
  const base = 238;
  const from = jitter(random, [base, base, base], 12);
  const to = jitter(random, [base, base, base], 12);
  const angle = between(random, 0, Math.PI * 2);
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const reach = Math.abs(ux) * CAPTCHA_WIDTH + Math.abs(uy) * CAPTCHA_HEIGHT;
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const t = clamp(((x - CAPTCHA_WIDTH / 2) * ux + (y - CAPTCHA_HEIGHT / 2) * uy) / reach + 0.5, 0, 1);
      const offset = (y * CAPTCHA_WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        canvas.rgb[offset + channel] = from[channel]! * (1 - t) + to[channel]! * t;
      }
    }
  }
}

/** A wavy line or a wide arc across most of the picture. */
function clutterCurve(random: CaptchaRandom): Point[] {
  const points: Point[] = [];
  const x0 = between(random, -4, 30);
  const x1 = between(random, 90, 124);
  if (random.next() < 0.5) {
    const y0 = between(random, 8, 36);
    const slope = between(random, -0.18, 0.18);
    const amplitude = between(random, 3, 9);
    const period = between(random, 28, 70);
    const phase = between(random, 0, Math.PI * 2);
    for (let x = x0; x <= x1; x += 3) {
      points.push([x, y0 + slope * (x - x0) + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)]);
    }
  } else {
    const cx = (x0 + x1) / 2;
    const rx = (x1 - x0) / 2;
    const ry = between(random, 14, 40);
    const downward = random.next() < 0.5;
    const cy = downward ? between(random, 22, 38) - ry : between(random, 6, 22) + ry;
    const from = downward ? 20 : 200;
    for (let angle = from; angle <= from + 140; angle += 6) {
      const radians = (angle * Math.PI) / 180;
      points.push([cx + rx * Math.cos(radians), cy + ry * Math.sin(radians)]);
    }
  }
  return points;
}

interface PlacedDigit {
  strokes: Stroke[];
  weight: number;
  ink: Rgb;
}

/**
 * Picks a shape, size, weight, lean, turn and ink for each digit and sets them side by side,
 * touching or overlapping a little. The ranges are what stayed readable at 120×44 on a phone:
 * digits 24-31 px tall (a little less when six do not fit), pens 2.1-3.1 px, turned at most 18°,
 * leaning at most about 26° all told.
 */
function placeDigits(answer: string, random: CaptchaRandom): PlacedDigit[] {
  const inks = [...INKS];
  for (let i = inks.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [inks[i], inks[j]] = [inks[j]!, inks[i]!];
  }
  const specs = [...answer].map((digit, index) => {
    const family = GLYPH_FAMILIES[Math.floor(random.next() * GLYPH_FAMILIES.length)]!;
    const glyph = family[digit];
    if (!glyph) throw new RangeError(`No glyph for "${digit}"`);
    const height = between(random, 24, 31);
    const turn = between(random, -18, 18);
    let skew = between(random, -0.28, 0.28);
    // A lean and a turn the same way add up: keep the sum readable.
    if (Math.sign(skew) === Math.sign(turn) && Math.abs(turn) + (Math.abs(skew) * 180) / Math.PI > 26) {
      skew = -skew / 2;
    }
    return {
      glyph,
      height,
      width: height * between(random, 0.56, 0.72),
      turn: (turn * Math.PI) / 180,
      skew,
      weight: between(random, 2.1, 3.1),
      // Neighbours never share an ink: eight inks, at most six digits.
      ink: jitter(random, inks[index % inks.length]!, 16),
      rise: between(random, -0.8, 0.8),
    };
  });

  // Each digit drawn around x = 0 first, to learn how wide it really came out once leaned and
  // turned; then side by side with the chosen overlap, all shrunk together if they do not fit.
  const shape = (spec: (typeof specs)[number], scale: number, cx: number, cy: number): Stroke[] => {
    const [cos, sin] = [Math.cos(spec.turn), Math.sin(spec.turn)];
    return spec.glyph.map((stroke) =>
      stroke.map(([u, v]): Point => {
        const x = (u / GLYPH_BOX_WIDTH - 0.5) * spec.width * scale;
        const y = (v / GLYPH_BOX_HEIGHT - 0.5) * spec.height * scale;
        const leaned = x - spec.skew * y;
        return [cx + leaned * cos - y * sin, cy + leaned * sin + y * cos];
      }),
    );
  };
  const extent = (strokes: readonly Stroke[], pad: number): { left: number; right: number; top: number; bottom: number } => {
    const points = strokes.flat();
    return {
      left: Math.min(...points.map(([x]) => x)) - pad,
      right: Math.max(...points.map(([x]) => x)) + pad,
      top: Math.min(...points.map(([, y]) => y)) - pad,
      bottom: Math.max(...points.map(([, y]) => y)) + pad,
    };
  };
  // A 1 is a bare stem: laid into its neighbour's side it vanishes, so it keeps a small gap.
  const overlaps = specs.map((_, index) => {
    if (index === 0) return 0;
    return answer[index] === '1' || answer[index - 1] === '1' ? between(random, -2.5, -0.8) : between(random, 0, 2.2);
  });
  const maxSpan = CAPTCHA_WIDTH - 10;
  let scale = 1;
  for (;;) {
    const boxes = specs.map((spec) => extent(shape(spec, scale, 0, 0), (spec.weight * scale) / 2));
    const span = boxes.reduce((sum, box, index) => sum + box.right - box.left - overlaps[index]!, 0);
    if (span > maxSpan && scale > 0.7) {
      scale *= Math.max(0.9, Math.min(0.98, maxSpan / span));
      continue;
    }
    let left = (CAPTCHA_WIDTH - span) / 2 + between(random, -1, 1) * Math.min(6, Math.max(0, (maxSpan - span) / 2));
    return specs.map((spec, index) => {
      const box = boxes[index]!;
      left -= overlaps[index]!;
      const cx = left - box.left;
      left += box.right - box.left;
      // Up or down by part of the room the picture leaves, keeping 2 px clear.
      const up = Math.min(0, 2 - CAPTCHA_HEIGHT / 2 - box.top);
      const down = Math.max(0, CAPTCHA_HEIGHT / 2 - 2 - box.bottom);
      const cy = CAPTCHA_HEIGHT / 2 + (spec.rise < 0 ? -spec.rise * up : spec.rise * down);
      return { strokes: shape(spec, scale, cx, cy), weight: spec.weight * scale, ink: spec.ink };
    });
  }
}

/**
 * Draws the captcha and answers the PNG bytes: digits of mixed shapes, sizes, weights, leans,
 * turns and inks, touching or overlapping, on a two-tone wash, with lines, arcs and specks in the
 * digits' own inks under and over them, all through one gentle wave. Made so that neither
 * grouping pixels by colour nor matching against a font picks the digits out (see
 * captcha-image.reader.test.ts), while a person still reads them at 1x. `random` is for tests;
 * the gateway's captchas use crypto randomness.
 */
export function drawCaptcha(answer: string, random: CaptchaRandom = cryptoRandom()): Buffer {
  const placed = placeDigits(answer, random);
  const canvas: Canvas = {
    rgb: new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3),
    random,
    sampleX: new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT),
    sampleY: new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT),
    nearest: new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(Infinity),
  };
  const waveX = { amplitude: between(random, 0.6, 1.4), period: between(random, 16, 28), phase: between(random, 0, Math.PI * 2) };
  const waveY = { amplitude: between(random, 0.8, 1.8), period: between(random, 26, 48), phase: between(random, 0, Math.PI * 2) };
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const index = y * CAPTCHA_WIDTH + x;
      canvas.sampleX[index] = x + 0.5 + waveX.amplitude * Math.sin(((y + 0.5) / waveX.period) * Math.PI * 2 + waveX.phase);
      canvas.sampleY[index] = y + 0.5 + waveY.amplitude * Math.sin(((x + 0.5) / waveY.period) * Math.PI * 2 + waveY.phase);
    }
  }
  paintBackground(canvas);
  const inkOf = (): Rgb => placed[Math.floor(random.next() * placed.length)]!.ink;

  for (let i = 0; i < 2; i++) drawStrokes(canvas, [clutterCurve(random)], between(random, 1, 1.3), jitter(random, inkOf(), 20), 0.55, 16);
  for (let i = 0; i < 30; i++) {
    const speck: Stroke = [[between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)]];
    drawStrokes(canvas, [speck], between(random, 0.8, 1.8), jitter(random, inkOf(), 30), 0.8, 12);
  }

  // Drawn in a shuffled order, so which digit lies on top of which is no clue to the order.
  const order = placed.map((_, index) => index);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const index of order) {
    const digit = placed[index]!;
    drawStrokes(canvas, digit.strokes, digit.weight, digit.ink, between(random, 0.88, 0.97), 14);
  }

  drawStrokes(canvas, [clutterCurve(random)], between(random, 0.9, 1.1), jitter(random, inkOf(), 20), 0.7, 16);
  for (let i = 0; i < 50; i++) {
    const speck: Stroke = [[between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)]];
    const dark = random.next() < 0.5;
    drawStrokes(canvas, [speck], between(random, 0.7, 1.4), dark ? jitter(random, inkOf(), 30) : jitter(random, [235, 235, 235], 15), 0.85, 10);
  }

  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  for (let i = 0; i < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; i++) {
    png.data[i * 4] = clamp(Math.round(canvas.rgb[i * 3]!), 0, 255);
    png.data[i * 4 + 1] = clamp(Math.round(canvas.rgb[i * 3 + 1]!), 0, 255);
    png.data[i * 4 + 2] = clamp(Math.round(canvas.rgb[i * 3 + 2]!), 0, 255);
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}
