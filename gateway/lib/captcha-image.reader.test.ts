import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { GLYPH_BOX_HEIGHT, GLYPH_BOX_WIDTH, GLYPH_FAMILIES } from './captcha-glyphs.ts';
import { CAPTCHA_DIGITS, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './captcha-image.ts';
import { DIGIT_GLYPHS, GLYPH_HEIGHT, GLYPH_WIDTH } from './pixel-font.ts';
import { createPrng, type Prng } from './prng.ts';

/**
 * The kinds of script the image captcha has to stand up to, each proven on the flat one-colour
 * captchas the gateway used to draw (kept below as `flatCaptcha`): a reader that cannot read
 * those would prove nothing.
 * - A template reader: group the pixels by colour, cut the groups into digit-sized pieces, name
 *   each piece after the font template it overlaps best. It reads 99-100% of the flat captchas.
 * - Two trained readers, what someone with the gateway's source or a stock of solved captchas
 *   writes: cut the picture into digit pieces, one by colour groups, the other by ink against the
 *   background with colour thrown away, and name each piece after its nearest neighbours among
 *   up to 3000 pieces cut the same way from at most 1000 captchas whose text it knows (drawn from
 *   another seed than the ones it reads). Each reads 93-94% of the flat captchas once trained on
 *   them; trained on the drawing that gave every digit its own ink, they read 26% and 35% of it.
 * The drawing in captcha-image.ts must leave every one of them reading at most 5% of 200 (they
 * read 0, 0 and 6). Seeded throughout, so a run always reads the same pictures.
 */

// One libvips thread, as the gateway itself runs it (lib/raster.ts).
sharp.concurrency(1);

interface Image {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array;
}

interface Mask {
  width: number;
  height: number;
  /** 1 = ink. */
  cells: Uint8Array;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixels: number;
}

interface Template {
  digit: string;
  mask: Mask;
}

interface Piece {
  box: Box;
  /** Cell indexes in the whole picture. */
  cells: number[];
}

function boxOf(cells: readonly number[], width: number): Box {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, pixels: cells.length };
  for (const index of cells) {
    const x = index % width;
    const y = (index - x) / width;
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  }
  return box;
}

const joined = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  top: Math.min(a.top, b.top),
  right: Math.max(a.right, b.right),
  bottom: Math.max(a.bottom, b.bottom),
  pixels: a.pixels + b.pixels,
});
const widthOf = (box: Box): number => box.right - box.left + 1;
const heightOf = (box: Box): number => box.bottom - box.top + 1;

function maskOf(piece: Piece, width: number): Mask {
  const mask = { width: widthOf(piece.box), height: heightOf(piece.box), cells: new Uint8Array(widthOf(piece.box) * heightOf(piece.box)) };
  for (const index of piece.cells) {
    const x = index % width;
    const y = (index - x) / width;
    mask.cells[(y - piece.box.top) * mask.width + x - piece.box.left] = 1;
  }
  return mask;
}

/** The inked part of a width-wide grid of cells. */
function trimmed(width: number, cells: Uint8Array): Mask {
  const ink: number[] = [];
  cells.forEach((cell, index) => {
    if (cell) ink.push(index);
  });
  return maskOf({ box: boxOf(ink, width), cells: ink }, width);
}

/** The gateway's 5×7 font at the size the captcha drew it (3 px a cell), upright and leaning. */
function pixelFontTemplates(): Template[] {
  const scale = 3;
  const templates: Template[] = [];
  for (const [digit, glyph] of Object.entries(DIGIT_GLYPHS)) {
    for (const shear of [-0.2, -0.1, 0, 0.1, 0.2]) {
      const height = GLYPH_HEIGHT * scale;
      const slack = Math.ceil(height * Math.abs(shear)) + 1;
      const width = GLYPH_WIDTH * scale + 2 * slack;
      const cells = new Uint8Array(width * height);
      glyph.forEach((row, gy) => {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if (row[gx] !== '#') continue;
          for (let sy = 0; sy < scale; sy++) {
            for (let sx = 0; sx < scale; sx++) {
              const y = gy * scale + sy;
              cells[y * width + slack + gx * scale + sx + Math.round((height - y) * shear)] = 1;
            }
          }
        }
      });
      templates.push({ digit, mask: trimmed(width, cells) });
    }
  }
  return templates;
}

/** The captcha's stroke families upright at their middle size and weight, rendered by sharp. */
async function strokeFamilyTemplates(): Promise<Template[]> {
  const height = 27;
  const width = 17;
  const templates: Template[] = [];
  for (const family of GLYPH_FAMILIES) {
    for (const [digit, glyph] of Object.entries(family)) {
      const lines = glyph
        .map((stroke) => {
          const points = stroke.map(([u, v]) => `${2 + (u / GLYPH_BOX_WIDTH) * width},${2 + (v / GLYPH_BOX_HEIGHT) * height}`);
          return `<polyline points="${points.length === 1 ? `${points[0]} ${points[0]}` : points.join(' ')}"/>`;
        })
        .join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 4}" height="${height + 4}"><rect width="100%" height="100%" fill="#fff"/><g fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${lines}</g></svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
      const cells = new Uint8Array(info.width * info.height);
      for (let i = 0; i < cells.length; i++) cells[i] = data[i]! < 128 ? 1 : 0;
      templates.push({ digit, mask: trimmed(info.width, cells) });
    }
  }
  return templates;
}

function inkOf(mask: Mask): number {
  let ink = 0;
  for (const cell of mask.cells) ink += cell;
  return ink;
}

/**
 * Overlap (intersection over union) of a piece and a template: the template stretched onto the
 * piece's box, and, for a piece about the template's size, laid over it at its own size a pixel
 * either way, whichever fits better.
 */
function similarity(candidate: Mask, candidateInk: number, template: Template & { ink: number }): number {
  const { mask } = template;
  let both = 0;
  let either = 0;
  for (let y = 0; y < mask.height; y++) {
    const row = Math.min(candidate.height - 1, Math.floor(((y + 0.5) * candidate.height) / mask.height)) * candidate.width;
    for (let x = 0; x < mask.width; x++) {
      const a = candidate.cells[row + Math.min(candidate.width - 1, Math.floor(((x + 0.5) * candidate.width) / mask.width))]!;
      const b = mask.cells[y * mask.width + x]!;
      both += a & b;
      either += a | b;
    }
  }
  let best = either === 0 ? 0 : both / either;
  if (Math.abs(candidate.width - mask.width) > 3 || Math.abs(candidate.height - mask.height) > 3) return best;
  for (let oy = -1; oy <= 1; oy++) {
    for (let ox = -1; ox <= 1; ox++) {
      let shared = 0;
      for (let y = Math.max(0, -oy); y < Math.min(mask.height, candidate.height - oy); y++) {
        const candidateRow = (y + oy) * candidate.width + ox;
        const templateRow = y * mask.width;
        for (let x = Math.max(0, -ox); x < Math.min(mask.width, candidate.width - ox); x++) {
          shared += candidate.cells[candidateRow + x]! & mask.cells[templateRow + x]!;
        }
      }
      best = Math.max(best, shared / (candidateInk + template.ink - shared));
    }
  }
  return best;
}

/**
 * Connected pieces of one group's cells; cells up to `reach` apart touch, so a stroke cut by a
 * line of another colour stays whole.
 */
function components(labels: Int32Array, group: number, members: readonly number[], reach: number): Piece[] {
  const seen = new Uint8Array(labels.length);
  const pieces: Piece[] = [];
  for (const start of members) {
    if (seen[start]) continue;
    const cells: number[] = [start];
    seen[start] = 1;
    for (let next = 0; next < cells.length; next++) {
      const index = cells[next]!;
      const x = index % CAPTCHA_WIDTH;
      const y = (index - x) / CAPTCHA_WIDTH;
      for (let ny = Math.max(0, y - reach); ny <= Math.min(CAPTCHA_HEIGHT - 1, y + reach); ny++) {
        for (let nx = Math.max(0, x - reach); nx <= Math.min(CAPTCHA_WIDTH - 1, x + reach); nx++) {
          const neighbour = ny * CAPTCHA_WIDTH + nx;
          if (labels[neighbour] === group && !seen[neighbour]) {
            seen[neighbour] = 1;
            cells.push(neighbour);
          }
        }
      }
    }
    pieces.push({ box: boxOf(cells, CAPTCHA_WIDTH), cells });
  }
  return pieces;
}

const luminance = (data: Uint8Array, offset: number): number =>
  0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;

/**
 * Colour groups by tolerance: colours (most frequent first) join the first group whose first
 * colour is within `tolerance` (sum of channel differences). The biggest group is the background;
 * groups not clearly darker than it are dropped. Answers a group number per pixel, -1 for none.
 */
function groupByTolerance(image: Image, tolerance: number): Int32Array {
  const { data } = image;
  const counts = new Map<number, number>();
  for (let offset = 0; offset < data.length; offset += 4) {
    const key = (data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const seeds: { r: number; g: number; b: number; pixels: number }[] = [];
  const groupOfColour = new Map<number, number>();
  // Seeds filed by cubes `tolerance` wide: a colour need only look at its cube and the next ones.
  const side = Math.max(1, tolerance);
  const cubes = new Map<number, number[]>();
  const cubeKey = (r: number, g: number, b: number): number => ((r + 1) * 512 + g + 1) * 512 + b + 1;
  for (const [key, pixels] of [...counts].sort((a, b) => b[1] - a[1])) {
    const [r, g, b] = [key >> 16, (key >> 8) & 255, key & 255];
    const [cr, cg, cb] = [Math.floor(r / side), Math.floor(g / side), Math.floor(b / side)];
    let group = -1;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dg = -1; dg <= 1; dg++) {
        for (let db = -1; db <= 1; db++) {
          for (const index of cubes.get(cubeKey(cr + dr, cg + dg, cb + db)) ?? []) {
            const seed = seeds[index]!;
            if (Math.abs(seed.r - r) + Math.abs(seed.g - g) + Math.abs(seed.b - b) <= tolerance && (group < 0 || index < group))
              group = index;
          }
        }
      }
    }
    if (group < 0) {
      group = seeds.push({ r, g, b, pixels: 0 }) - 1;
      const cube = cubeKey(cr, cg, cb);
      const filed = cubes.get(cube);
      if (filed) filed.push(group);
      else cubes.set(cube, [group]);
    }
    seeds[group]!.pixels += pixels;
    groupOfColour.set(key, group);
  }
  const background = seeds.reduce((best, seed, index) => (seed.pixels > seeds[best]!.pixels ? index : best), 0);
  const light = (seed: { r: number; g: number; b: number }): number => 0.299 * seed.r + 0.587 * seed.g + 0.114 * seed.b;
  const backgroundLight = light(seeds[background]!);
  const labels = new Int32Array(data.length / 4);
  for (let i = 0; i < labels.length; i++) {
    const offset = i * 4;
    const group = groupOfColour.get((data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!)!;
    labels[i] = group === background || light(seeds[group]!) > backgroundLight - 60 ? -1 : group;
  }
  return labels;
}

/**
 * Colour groups by k-means over the ink (pixels clearly darker than the median), for drawings
 * that shade every pixel of a digit a little differently.
 */
function groupByClusters(image: Image, k: number): Int32Array {
  const { data } = image;
  const lights = Array.from({ length: data.length / 4 }, (_, i) => luminance(data, i * 4));
  const median = [...lights].sort((a, b) => a - b)[Math.floor(lights.length / 2)]!;
  const ink = lights.flatMap((light, i) => (light < median - 60 ? [i] : []));
  const labels = new Int32Array(lights.length).fill(-1);
  if (ink.length < k) return labels;
  const colour = (i: number): [number, number, number] => [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!];
  const distance = (a: readonly number[], b: readonly number[]): number =>
    (a[0]! - b[0]!) ** 2 + (a[1]! - b[1]!) ** 2 + (a[2]! - b[2]!) ** 2;
  // Farthest-point start: the darkest ink, then each time the ink farthest from every centre.
  const centres: number[][] = [colour(ink.reduce((best, i) => (lights[i]! < lights[best]! ? i : best)))];
  const gap = ink.map((i) => distance(colour(i), centres[0]!));
  while (centres.length < k) {
    const far = colour(ink[gap.reduce((best, value, index) => (value > gap[best]! ? index : best), 0)]!);
    centres.push(far);
    ink.forEach((i, index) => {
      gap[index] = Math.min(gap[index]!, distance(colour(i), far));
    });
  }
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => ({ r: 0, g: 0, b: 0, n: 0 }));
    for (const i of ink) {
      const own = colour(i);
      let nearest = 0;
      for (let c = 1; c < centres.length; c++) if (distance(own, centres[c]!) < distance(own, centres[nearest]!)) nearest = c;
      labels[i] = nearest;
      const sum = sums[nearest]!;
      sum.r += own[0];
      sum.g += own[1];
      sum.b += own[2];
      sum.n += 1;
    }
    sums.forEach(({ r, g, b, n }, c) => {
      if (n) centres[c] = [r / n, g / n, b / n];
    });
  }
  return labels;
}

/**
 * Cuts every group into connected pieces, joins pieces stacked over each other (one digit cut by
 * another colour) and keeps the digit-sized ones.
 */
function groupPieces(labels: Int32Array): Piece[] {
  const members = new Map<number, number[]>();
  labels.forEach((group, index) => {
    if (group < 0) return;
    const list = members.get(group);
    if (list) list.push(index);
    else members.set(group, [index]);
  });
  const pieces: Piece[] = [];
  for (const [group, cells] of members) {
    // A digit is at least 25 pixels of its group.
    if (cells.length < 25) continue;
    const found = components(labels, group, cells, 3)
      .filter((piece) => piece.box.pixels >= 4)
      .sort((a, b) => b.box.pixels - a.box.pixels);
    const merged: Piece[] = [];
    for (const piece of found) {
      const host = merged.find((other) => {
        const overlap = Math.min(other.box.right, piece.box.right) - Math.max(other.box.left, piece.box.left) + 1;
        const narrower = Math.min(widthOf(other.box), widthOf(piece.box));
        const joinedHeight = Math.max(other.box.bottom, piece.box.bottom) - Math.min(other.box.top, piece.box.top) + 1;
        return overlap >= narrower / 2 && joinedHeight <= 36;
      });
      if (host) {
        host.cells.push(...piece.cells);
        host.box = joined(host.box, piece.box);
      } else {
        merged.push(piece);
      }
    }
    for (const piece of merged) {
      const { box } = piece;
      if (box.pixels >= 25 && heightOf(box) >= 12 && heightOf(box) <= 36 && widthOf(box) >= 5 && widthOf(box) < 60) pieces.push(piece);
    }
  }
  return pieces;
}

/**
 * The group pieces (groupPieces), the too-wide ones cut into digit-wide columns, each named after
 * the template it overlaps best. Answers the digits left to right and the sum of their overlaps.
 */
function readGroups(labels: Int32Array, templates: readonly (Template & { ink: number })[]): { digits: string; confidence: number } {
  const pieces = groupPieces(labels);
  if (pieces.length === 0) return { digits: '', confidence: 0 };

  // Pieces much wider than the typical one are touching digits: cut them into equal columns.
  const widths = pieces.map((piece) => widthOf(piece.box)).sort((a, b) => a - b);
  const typical = Math.max(8, widths[Math.floor(widths.length / 2)]!);
  const glyphs: Piece[] = [];
  for (const piece of pieces) {
    const parts = widthOf(piece.box) > typical * 1.6 ? Math.round(widthOf(piece.box) / typical) : 1;
    for (let part = 0; part < parts; part++) {
      const from = piece.box.left + Math.floor((part * widthOf(piece.box)) / parts);
      const to = piece.box.left + Math.floor(((part + 1) * widthOf(piece.box)) / parts);
      const cells = piece.cells.filter((index) => index % CAPTCHA_WIDTH >= from && index % CAPTCHA_WIDTH < to);
      if (cells.length >= 15) glyphs.push({ box: boxOf(cells, CAPTCHA_WIDTH), cells });
    }
  }

  // A piece centred over a bigger one (a stray line of another colour) is not a digit of its own.
  glyphs.sort((a, b) => b.box.pixels - a.box.pixels);
  const kept: { box: Box; digit: string; score: number }[] = [];
  for (const glyph of glyphs) {
    const centre = (glyph.box.left + glyph.box.right) / 2;
    if (kept.some((other) => centre >= other.box.left && centre <= other.box.right)) continue;
    const candidate = maskOf(glyph, CAPTCHA_WIDTH);
    const candidateInk = inkOf(candidate);
    let best = { digit: '', score: 0 };
    for (const template of templates) {
      const score = similarity(candidate, candidateInk, template);
      if (score > best.score) best = { digit: template.digit, score };
    }
    if (best.score >= 0.5) kept.push({ box: glyph.box, ...best });
  }
  kept.sort((a, b) => a.box.left - b.box.left);
  return { digits: kept.map((glyph) => glyph.digit).join(''), confidence: kept.reduce((sum, glyph) => sum + glyph.score, 0) };
}

/**
 * Tries exact colours, two tolerances and two cluster counts, and keeps the reading of a
 * plausible length (the gateway's 4 to 6 digits) with the most overlap in total: more digits read
 * well beat fewer read slightly better.
 */
function readCaptcha(image: Image, templates: readonly (Template & { ink: number })[]): string {
  const readings = [
    groupByTolerance(image, 0),
    groupByTolerance(image, 32),
    groupByTolerance(image, 64),
    groupByClusters(image, 6),
    groupByClusters(image, 8),
  ].map((labels) => readGroups(labels, templates));
  const plausible = readings.filter((reading) => reading.digits.length >= 4 && reading.digits.length <= 6);
  const pool = plausible.length > 0 ? plausible : readings;
  return pool.reduce((best, reading) => (reading.confidence > best.confidence ? reading : best)).digits;
}

/** The picture as a browser gets it: the envelope's base64, decoded to RGBA by libvips. */
async function decodeServed(png: Buffer): Promise<Image> {
  const shipped = Buffer.from(png.toString('base64'), 'base64');
  const { data, info } = await sharp(shipped).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** An answer as long as `draw` is given: 4 to 6 digits for the flat drawing, as the gateway once asked. */
function randomAnswer(random: Prng, draw: Draw): string {
  let answer = '';
  const length = draw === flatCaptcha ? random.int(4, 6) : random.int(CAPTCHA_DIGITS.fewest, CAPTCHA_DIGITS.most);
  for (let i = 0; i < length; i++) answer += String(random.int(0, 9));
  return answer;
}

/**
 * The gateway's earlier drawing, kept here as the proof that the reader works: each digit one
 * flat colour in the 5×7 font, 3 px a cell, a slight lean, on a flat light background with a
 * few one-pixel lines and dots.
 */
function flatCaptcha(answer: string, random: Prng): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const paint = (x: number, y: number, [r, g, b]: readonly number[]): void => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    png.data.set([r!, g!, b!, 255], (y * CAPTCHA_WIDTH + x) * 4);
  };
  const colour = (min: number, max: number): number[] => [random.int(min, max), random.int(min, max), random.int(min, max)];
  const background = colour(225, 249);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) paint(x, y, background);
  for (let i = 0; i < 90; i++) paint(random.int(0, CAPTCHA_WIDTH - 1), random.int(0, CAPTCHA_HEIGHT - 1), colour(150, 219));
  const scale = 3;
  const advance = GLYPH_WIDTH * scale + 3;
  let left = Math.floor((CAPTCHA_WIDTH - (answer.length * advance - 3)) / 2);
  const baseTop = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2);
  for (const digit of answer) {
    const ink = colour(20, 119);
    const top = baseTop + random.int(-4, 4);
    const x0 = left + random.int(-1, 1);
    const shear = random.int(-2, 2) / 10;
    DIGIT_GLYPHS[digit]!.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (row[gx] !== '#') continue;
        for (let sy = 0; sy < scale; sy++) {
          for (let sx = 0; sx < scale; sx++) {
            const y = top + gy * scale + sy;
            paint(x0 + gx * scale + sx + Math.round((GLYPH_HEIGHT * scale - (y - top)) * shear), y, ink);
          }
        }
      }
    });
    left += advance;
  }
  for (let i = random.int(3, 5); i > 0; i--) {
    // Bresenham line.
    let [x, y] = [random.int(0, CAPTCHA_WIDTH - 1), random.int(0, CAPTCHA_HEIGHT - 1)];
    const [x1, y1] = [random.int(0, CAPTCHA_WIDTH - 1), random.int(0, CAPTCHA_HEIGHT - 1)];
    const ink = colour(60, 179);
    const [dx, dy, sx, sy] = [Math.abs(x1 - x), -Math.abs(y1 - y), x < x1 ? 1 : -1, y < y1 ? 1 : -1];
    let error = dx + dy;
    for (;;) {
      paint(x, y, ink);
      if (x === x1 && y === y1) break;
      const doubled = 2 * error;
      if (doubled >= dy) [error, x] = [error + dy, x + sx];
      if (doubled <= dx) [error, y] = [error + dx, y + sy];
    }
  }
  for (let i = 0; i < 60; i++) paint(random.int(0, CAPTCHA_WIDTH - 1), random.int(0, CAPTCHA_HEIGHT - 1), colour(40, 159));
  return PNG.sync.write(png);
}

async function readingRate(count: number, seed: number, draw: (answer: string, random: Prng) => Buffer): Promise<number> {
  const random = createPrng(seed);
  const templates = [...pixelFontTemplates(), ...(await strokeFamilyTemplates())].map((template) => ({
    ...template,
    ink: inkOf(template.mask),
  }));
  let read = 0;
  for (let i = 0; i < count; i++) {
    const answer = randomAnswer(random, draw);
    if (readCaptcha(await decodeServed(draw(answer, random)), templates) === answer) read += 1;
  }
  return read / count;
}

// The trained readers (see the top of the file) compare pieces on a 12×16 grid.

const GRID_WIDTH = 12;
const GRID_HEIGHT = 16;

/** A piece fitted into the grid with its aspect kept: each cell the share of it that is ink. */
function gridOf(cells: readonly number[]): Float32Array {
  const box = boxOf(cells, CAPTCHA_WIDTH);
  const inked = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  for (const index of cells) inked[index] = 1;
  const scale = Math.min(GRID_WIDTH / widthOf(box), GRID_HEIGHT / heightOf(box));
  const offsetX = (GRID_WIDTH - widthOf(box) * scale) / 2;
  const offsetY = (GRID_HEIGHT - heightOf(box) * scale) / 2;
  const grid = new Float32Array(GRID_WIDTH * GRID_HEIGHT);
  for (let gy = 0; gy < GRID_HEIGHT; gy++) {
    for (let gx = 0; gx < GRID_WIDTH; gx++) {
      let ink = 0;
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const x = Math.floor(box.left + (gx + (sx + 0.5) / 3 - offsetX) / scale);
          const y = Math.floor(box.top + (gy + (sy + 0.5) / 3 - offsetY) / scale);
          if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) ink += inked[y * CAPTCHA_WIDTH + x]!;
        }
      }
      grid[gy * GRID_WIDTH + gx] = ink / 9;
    }
  }
  return grid;
}

interface Sample {
  digit: string;
  grid: Float32Array;
}

/** The digit most of the 3 nearest samples name (the nearest one's on a tie), and how near. */
function nearestDigit(samples: readonly Sample[], grid: Float32Array): { digit: string; distance: number } {
  const best: { digit: string; distance: number }[] = [];
  for (const sample of samples) {
    const worst = best.length < 3 ? Infinity : best[2]!.distance;
    let distance = 0;
    for (let i = 0; i < grid.length && distance < worst; i++) distance += (grid[i]! - sample.grid[i]!) ** 2;
    if (distance >= worst) continue;
    best.push({ digit: sample.digit, distance });
    best.sort((a, b) => a.distance - b.distance);
    if (best.length > 3) best.pop();
  }
  const votes = (digit: string): number => best.filter((neighbour) => neighbour.digit === digit).length;
  const digit = best.reduce((chosen, neighbour) => (votes(neighbour.digit) > votes(chosen.digit) ? neighbour : chosen), best[0]!).digit;
  return { digit, distance: best[0]!.distance };
}

/**
 * The columns of a blob that hold more than a line's worth of ink (a line running out of it on
 * either side is trimmed off), cut into as many pieces as digits `digitWidth` wide fit, each cut
 * at the emptiest column near its share.
 */
function cutColumns(cells: readonly number[], digitWidth: number): number[][] {
  const box = boxOf(cells, CAPTCHA_WIDTH);
  const columns = new Array<number>(widthOf(box)).fill(0);
  for (const index of cells) columns[(index % CAPTCHA_WIDTH) - box.left]! += 1;
  let [first, last] = [0, columns.length - 1];
  while (first < last && columns[first]! <= 4) first += 1;
  while (last > first && columns[last]! <= 4) last -= 1;
  const parts = Math.max(1, Math.round((last - first + 1) / digitWidth));
  const share = (last - first + 1) / parts;
  const cuts: number[] = [];
  for (let part = 1; part < parts; part++) {
    const target = first + Math.round(part * share);
    let cut = target;
    for (let x = Math.max(first + 1, Math.round(target - share / 3)); x <= Math.min(last, Math.round(target + share / 3)); x++) {
      if (columns[x]! < columns[cut]!) cut = x;
    }
    cuts.push(cut);
  }
  const pieces: number[][] = Array.from({ length: parts }, () => []);
  for (const index of cells) {
    const x = (index % CAPTCHA_WIDTH) - box.left;
    if (x >= first && x <= last) pieces[cuts.filter((cut) => x >= cut).length]!.push(index);
  }
  return pieces.filter((piece) => piece.length >= 15);
}

/** A way to cut a picture into digits: a few candidate cuttings, each its pieces left to right. */
type Cutter = (image: Image) => Iterable<number[][]>;

type Draw = (answer: string, random: Prng) => Buffer;

/**
 * By colour: each grouping of the template reader's (exact, by tolerance, by clusters) gives the
 * group pieces, with and without the hairlines among them (a digit's stroke is more than a pixel
 * thick); a piece much wider than the typical one is cut into columns, and a piece centred over a
 * bigger one (a stray line) dropped. Groupings are made as they are asked for.
 */
function* cutByColour(image: Image): Iterable<number[][]> {
  const groupings = [
    () => groupByTolerance(image, 0),
    () => groupByTolerance(image, 32),
    () => groupByTolerance(image, 64),
    () => groupByClusters(image, 6),
    () => groupByClusters(image, 8),
  ];
  for (const grouping of groupings) {
    const pieces = groupPieces(grouping());
    const thick = pieces.filter((piece) => piece.box.pixels >= 1.5 * Math.max(widthOf(piece.box), heightOf(piece.box)));
    for (const found of [pieces, thick]) {
      const widths = found.map((piece) => widthOf(piece.box)).sort((x, y) => x - y);
      const typical = Math.max(8, widths[Math.floor(widths.length / 2)] ?? 0);
      const cut = found
        .flatMap((piece) => cutColumns(piece.cells, typical))
        .map((cells) => ({ cells, box: boxOf(cells, CAPTCHA_WIDTH) }))
        .sort((x, y) => y.box.pixels - x.box.pixels);
      const kept: typeof cut = [];
      for (const piece of cut) {
        const centre = (piece.box.left + piece.box.right) / 2;
        if (!kept.some((other) => centre >= other.box.left && centre <= other.box.right)) kept.push(piece);
      }
      yield kept.sort((x, y) => x.box.left - y.box.left).map((piece) => piece.cells);
    }
  }
}

/** The luminance that best splits the picture in two (Otsu): ink below it, background above. */
function otsuThreshold(lights: readonly number[]): number {
  const histogram = new Array<number>(256).fill(0);
  for (const light of lights) histogram[Math.round(light)]! += 1;
  const total = lights.length;
  const sum = histogram.reduce((acc, count, level) => acc + count * level, 0);
  let [below, belowSum, best, threshold] = [0, 0, -1, 0];
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    belowSum += level * histogram[level]!;
    if (below === 0 || below === total) continue;
    const spread = below * (total - below) * (belowSum / below - (sum - belowSum) / (total - below)) ** 2;
    if (spread > best) [best, threshold] = [spread, level];
  }
  return threshold;
}

/**
 * By ink, colour thrown away: pixels darker than the Otsu threshold, opened with a 2×2 square
 * (hairlines and specks go, strokes two pixels wide or more stay), cut into 8-connected blobs;
 * blobs stacked over each other joined (the parts of a digit a line or the opening cut apart),
 * and each blob cut into as many columns as its width holds digits of an assumed width: one
 * candidate cutting per assumed width.
 */
const cutByInk: Cutter = (image) => {
  const lights = Array.from({ length: CAPTCHA_WIDTH * CAPTCHA_HEIGHT }, (_, i) => luminance(image.data, i * 4));
  const threshold = otsuThreshold(lights);
  const dark = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < CAPTCHA_WIDTH && y < CAPTCHA_HEIGHT && lights[y * CAPTCHA_WIDTH + x]! <= threshold;
  const square = (x: number, y: number): boolean => dark(x, y) && dark(x + 1, y) && dark(x, y + 1) && dark(x + 1, y + 1);
  const labels = Int32Array.from(lights, (_, index) => {
    const [x, y] = [index % CAPTCHA_WIDTH, Math.floor(index / CAPTCHA_WIDTH)];
    return square(x, y) || square(x - 1, y) || square(x, y - 1) || square(x - 1, y - 1) ? 0 : -1;
  });
  const ink = lights.flatMap((_, index) => (labels[index] === 0 ? [index] : []));
  const blobs: Piece[] = [];
  for (const blob of components(labels, 0, ink, 1).sort((a, b) => b.box.pixels - a.box.pixels)) {
    if (blob.box.pixels < 15) continue;
    const host = blobs.find((other) => {
      const overlap = Math.min(other.box.right, blob.box.right) - Math.max(other.box.left, blob.box.left) + 1;
      return overlap >= Math.min(widthOf(other.box), widthOf(blob.box)) / 3;
    });
    if (host) {
      host.cells.push(...blob.cells);
      host.box = joined(host.box, blob.box);
    } else {
      blobs.push(blob);
    }
  }
  const tall = blobs.filter((blob) => heightOf(blob.box) >= 10).sort((a, b) => a.box.left - b.box.left);
  return [18, 16, 20, 14, 22, 24].map((digitWidth) => tall.flatMap((blob) => cutColumns(blob.cells, digitWidth)));
};

function decode(png: Buffer): Image {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

/**
 * Labelled pieces from seeded captchas: of each, the first cutting with as many pieces as the
 * text has digits, named left to right. Captchas are drawn until there are 3000 pieces, or 1000
 * captchas yielded fewer.
 */
function train(cutter: Cutter, draw: Draw, seed: number): Sample[] {
  const random = createPrng(seed);
  const samples: Sample[] = [];
  for (let drawn = 0; samples.length < 3000 && drawn < 1000; drawn++) {
    const answer = randomAnswer(random, draw);
    for (const pieces of cutter(decode(draw(answer, random)))) {
      if (pieces.length !== answer.length) continue;
      pieces.forEach((cells, index) => samples.push({ digit: answer[index]!, grid: gridOf(cells) }));
      break;
    }
  }
  return samples;
}

/** Of the cuttings with 4 to 6 pieces, the reading whose pieces lie nearest their samples. */
function readTrained(cutter: Cutter, samples: readonly Sample[], image: Image): string {
  let best = { digits: '', distance: Infinity };
  // Cuttings share most of their pieces: a piece is named once, whichever cuttings hold it.
  const names = new Map<string, { digit: string; distance: number }>();
  const nameOf = (cells: readonly number[]): { digit: string; distance: number } => {
    const key = `${cells[0]}:${cells.length}:${cells.at(-1)}`;
    let name = names.get(key);
    if (!name) names.set(key, (name = nearestDigit(samples, gridOf(cells))));
    return name;
  };
  for (const pieces of cutter(image)) {
    if (pieces.length < 4 || pieces.length > 6) continue;
    const named = pieces.map(nameOf);
    const distance = named.reduce((sum, piece) => sum + piece.distance, 0) / named.length;
    if (distance < best.distance) best = { digits: named.map((piece) => piece.digit).join(''), distance };
  }
  return best.digits;
}

/** Trained on captchas from one seed, the share it reads of `count` from another. */
function trainedReadingRate(cutter: Cutter, draw: Draw, trainSeed: number, testSeed: number, count: number): number {
  const samples = train(cutter, draw, trainSeed);
  const random = createPrng(testSeed);
  let read = 0;
  for (let i = 0; i < count; i++) {
    const answer = randomAnswer(random, draw);
    if (readTrained(cutter, samples, decode(draw(answer, random))) === answer) read += 1;
  }
  return read / count;
}

// Each test reads hundreds of pictures: seconds alone, several times that on a machine busy with
// the rest of the suite.
const READING_TIMEOUT_MS = 120_000;

describe('the image captcha against a colour-grouping, template-matching reader', () => {
  it(
    'the reader reads at least 95% of flat one-colour captchas in the 5×7 font',
    async () => {
      expect(await readingRate(100, 7, flatCaptcha)).toBeGreaterThanOrEqual(0.95);
    },
    READING_TIMEOUT_MS,
  );

  it(
    'the reader reads at most 5% of 200 captchas as the gateway draws them',
    async () => {
      expect(await readingRate(200, 11, drawCaptcha)).toBeLessThanOrEqual(0.05);
    },
    READING_TIMEOUT_MS,
  );
});

describe('the image captcha against trained nearest-neighbour readers', () => {
  for (const [name, cutter] of [
    ['colour-grouping', cutByColour],
    ['ink-cutting', cutByInk],
  ] as const) {
    it(
      `the ${name} reader, trained on flat one-colour captchas, reads at least 90% of them`,
      () => {
        expect(trainedReadingRate(cutter, flatCaptcha, 21, 23, 100)).toBeGreaterThanOrEqual(0.9);
      },
      READING_TIMEOUT_MS,
    );

    it(
      `the ${name} reader, trained on the gateway's captchas, reads at most 5% of 200 of them`,
      () => {
        expect(trainedReadingRate(cutter, drawCaptcha, 31, 33, 200)).toBeLessThanOrEqual(0.05);
      },
      READING_TIMEOUT_MS,
    );
  }
});
