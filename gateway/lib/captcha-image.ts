import { randomFillSync } from 'node:crypto';

import { PNG } from 'pngjs';

import { GLYPH_BOX_HEIGHT, GLYPH_BOX_WIDTH, GLYPH_FAMILIES, type Point, type Stroke } from './captcha-glyphs.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/**
 * How many digits a captcha asks for, fewest and most. Six no longer: in 120 px they had to
 * crowd and shrink until people misread one in four of them, while four or five are read at a
 * glance and leave the readers in captcha-image.reader.test.ts no better off.
 */
export const CAPTCHA_DIGITS = { fewest: 4, most: 5 } as const;

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
/** A colour for each pixel (by index) and channel. */
type Ink = (index: number, channel: number) => number;

/**
 * The inks the picture's one ink field blends (inkField): dark and saturated. Each keeps a
 * contrast of at least 4.5:1 (WCAG AA for text) on the darkest background the wash can take (226
 * grey), after a jitter of up to ±16 and at the lightest pen opacity (0.88); a blend of two is
 * never lighter than the lighter of them.
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

/**
 * One ink for the whole picture, digits and clutter alike: two of the inks blended along a
 * direction within 35° of the vertical. Colour changes across every digit rather than from one
 * digit to the next, so grouping pixels by colour cuts the picture into bands, not digits.
 */
function inkField(random: CaptchaRandom): Ink {
  const first = Math.floor(random.next() * INKS.length);
  const second = (first + 1 + Math.floor(random.next() * (INKS.length - 1))) % INKS.length;
  const [from, to] = [jitter(random, INKS[first]!, 12), jitter(random, INKS[second]!, 12)];
  const angle = Math.PI / 2 + (between(random, -35, 35) * Math.PI) / 180;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const reach = Math.abs(ux) * CAPTCHA_WIDTH + Math.abs(uy) * CAPTCHA_HEIGHT;
  const rgb = new Float32Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  for (let index = 0; index < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; index++) {
    const [x, y] = [index % CAPTCHA_WIDTH, Math.floor(index / CAPTCHA_WIDTH)];
    const t = clamp(((x - CAPTCHA_WIDTH / 2) * ux + (y - CAPTCHA_HEIGHT / 2) * uy) / reach + 0.5, 0, 1);
    for (let channel = 0; channel < 3; channel++) rgb[index * 3 + channel] = from[channel]! * (1 - t) + to[channel]! * t;
  }
  return (index, channel) => rgb[index * 3 + channel]!;
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
function drawStrokes(canvas: Canvas, strokes: readonly Stroke[], width: number, ink: Ink, opacity: number, shade: number): void {
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
      const shaded = clamp(ink(index, channel) + between(random, -shade, shade), 0, 255);
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

/**
 * The line across the picture: from edge to edge, a gentle wave through the middle of the digits.
 * It joins every digit to the next, so that no digit stands alone as a blob of ink, and crosses
 * each of them. It is drawn as wide as the digits' pens (drawCaptcha), so that thinning the ink
 * until the line breaks up breaks the thinner digits too, but a shade lighter: a person sees it
 * as a line behind the digits and reads past it. Kept in the middle band, it never lays a bar
 * along a digit's top or foot, where it read as the top of a 7 or one more digit.
 */
function crossingLine(random: CaptchaRandom, left: number, right: number): Point[] {
  const points: Point[] = [];
  const [y0, y1] = [between(random, 18, 26), between(random, 18, 26)];
  const amplitude = between(random, 4, 7);
  const period = between(random, 50, 100);
  const phase = between(random, 0, Math.PI * 2);
  for (let x = -2; x <= CAPTCHA_WIDTH + 2; x += 2) {
    // Past the digits the wave stops and the line runs on nearly level: a rise or fall just
    // beside the first or last digit read as a stroke of its own.
    const along = clamp(x, left - 12, right + 12);
    points.push([x, y0 + ((y1 - y0) * (x + 2)) / (CAPTCHA_WIDTH + 4) + amplitude * Math.sin((along / period) * Math.PI * 2 + phase)]);
  }
  return points;
}

interface PlacedDigit {
  strokes: Stroke[];
  weight: number;
}

/**
 * Picks a shape, size, width, weight, lean and turn for each digit and sets them side by side,
 * each overlapping the one before by 1-3 px, so that no column of ink between two digits is
 * left empty to cut at. The ranges are what stayed readable at 120×44 on a phone: digits 27-33
 * px tall (less when six do not fit), 0.45-0.85 as wide as tall, pens 2.1-3.3 px, turned at
 * most 12° and leaning at most about 11°.
 */
function placeDigits(answer: string, random: CaptchaRandom): PlacedDigit[] {
  const specs = [...answer].map((digit) => {
    const family = GLYPH_FAMILIES[Math.floor(random.next() * GLYPH_FAMILIES.length)]!;
    const glyph = family[digit];
    if (!glyph) throw new RangeError(`No glyph for "${digit}"`);
    const height = between(random, 27, 33);
    return {
      glyph,
      height,
      width: height * between(random, 0.45, 0.85),
      turn: (between(random, -12, 12) * Math.PI) / 180,
      skew: between(random, -0.2, 0.2),
      weight: between(random, 2.1, 3.3),
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
  // A 1 is a narrow stem: laid into its neighbour's side it vanishes, so it only just touches.
  const overlaps = specs.map((_, index) => {
    if (index === 0) return 0;
    return answer[index] === '1' || answer[index - 1] === '1' ? between(random, -1, 0.5) : between(random, 1, 3);
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
      return { strokes: shape(spec, scale, cx, cy), weight: spec.weight * scale };
    });
  }
}

/**
 * Draws the captcha and answers the PNG bytes: digits of mixed shapes, sizes, widths, weights,
 * leans and turns, each overlapping the next, crossed by one line as wide as their strokes and
 * a shade lighter, with dots and specks, all in one ink whose colour changes across the picture rather
 * than from digit to digit, on a two-tone wash, all through one gentle wave. Made so that grouping
 * pixels by colour finds no digits, and cutting the ink into digit-sized pieces seldom cuts where
 * one digit ends (see captcha-image.reader.test.ts), while a person still reads most of them at a
 * glance (gateway/README.md "Security"). `random` is for tests; the gateway's captchas use
 * crypto randomness.
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
  const ink = inkField(random);
  for (const digit of placed) drawStrokes(canvas, digit.strokes, digit.weight, ink, between(random, 0.88, 0.97), 14);
  const weight = placed.reduce((sum, digit) => sum + digit.weight, 0) / placed.length;
  const xs = placed.flatMap((digit) => digit.strokes.flat().map(([x]) => x));
  // Three quarters opaque: still darker than any Otsu threshold between ink and wash, so a reader
  // that keeps the dark pixels keeps the line, while people see it as apart from the digits.
  drawStrokes(canvas, [crossingLine(random, Math.min(...xs), Math.max(...xs))], weight * between(random, 0.9, 1), ink, 0.75, 14);
  // Dots as heavy as the strokes: thinning the ink does not wipe them out, and where they touch a
  // digit they change its outline.
  for (let i = 0; i < 12; i++) {
    const dot: Stroke = [[between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)]];
    drawStrokes(canvas, [dot], between(random, 2.2, 3), ink, 0.92, 12);
  }
  const light: Ink = () => 235;
  for (let i = 0; i < 40; i++) {
    const speck: Stroke = [[between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)]];
    drawStrokes(canvas, [speck], between(random, 0.7, 1.4), random.next() < 0.5 ? ink : light, 0.85, 10);
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
