/**
 * Draws the app's logo (a gold ring around a gold star, on navy) and writes every icon the app
 * ships: public/brand/favicon.svg and the PNGs the web manifest and iOS use. Run after changing the
 * design and commit the output: `npx node tests/tools/make-icons.ts`.
 *
 * Shapes are tested per sub-pixel (4×4 samples per pixel), which anti-aliases the edges.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { PNG } from 'pngjs';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public/brand');

const NAVY = [0x0b, 0x1d, 0x3a] as const;
const GOLD_TOP = [0xff, 0xd9, 0x6a] as const;
const GOLD_BOTTOM = [0xe0, 0xa0, 0x22] as const;

/** Geometry in units of the icon's size (0..1), centred at 0.5, 0.5. */
interface Layout {
  /** Navy plate: 'square' fills the icon (maskable, iOS), 'rounded' leaves transparent corners. */
  plate: 'square' | 'rounded';
  ringOuter: number;
  ringInner: number;
  starOuter: number;
  starInner: number;
}

const CORNER_RADIUS = 0.22;

/** Full-bleed icons: the logo must sit in the maskable safe zone, a circle of radius 0.4. */
const SAFE_ZONE_LAYOUT: Layout = { plate: 'square', ringOuter: 0.3, ringInner: 0.245, starOuter: 0.19, starInner: 0.08 };
const ANY_LAYOUT: Layout = { plate: 'rounded', ringOuter: 0.4, ringInner: 0.33, starOuter: 0.25, starInner: 0.105 };
const APPLE_LAYOUT: Layout = { plate: 'square', ringOuter: 0.36, ringInner: 0.295, starOuter: 0.225, starInner: 0.095 };

function starPoints(outer: number, inner: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([0.5 + radius * Math.cos(angle), 0.5 + radius * Math.sin(angle)]);
  }
  return points;
}

function insidePolygon(x: number, y: number, polygon: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number): boolean {
  const r = CORNER_RADIUS;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function gold(y: number): readonly [number, number, number] {
  const t = Math.min(Math.max(y, 0), 1);
  return [0, 1, 2].map((c) => Math.round(GOLD_TOP[c]! + (GOLD_BOTTOM[c]! - GOLD_TOP[c]!) * t)) as [number, number, number];
}

function drawPng(size: number, layout: Layout, withAlpha: boolean): Buffer {
  const png = new PNG({ width: size, height: size, colorType: withAlpha ? 6 : 2, inputHasAlpha: true });
  const star = starPoints(layout.starOuter, layout.starInner);
  const SAMPLES = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let plate = 0;
      let logo = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (layout.plate === 'square' || insideRoundedSquare(x, y)) plate++;
          const d = Math.hypot(x - 0.5, y - 0.5);
          if ((d <= layout.ringOuter && d >= layout.ringInner) || insidePolygon(x, y, star)) logo++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const logoShare = logo / total;
      const [gr, gg, gb] = gold(py / size);
      const i = (py * size + px) * 4;
      // The logo lies inside the plate everywhere, so mixing over navy is exact.
      png.data[i] = Math.round(NAVY[0] + (gr - NAVY[0]) * logoShare);
      png.data[i + 1] = Math.round(NAVY[1] + (gg - NAVY[1]) * logoShare);
      png.data[i + 2] = Math.round(NAVY[2] + (gb - NAVY[2]) * logoShare);
      png.data[i + 3] = Math.round((255 * plate) / total);
    }
  }
  return PNG.sync.write(png, { colorType: withAlpha ? 6 : 2, deflateLevel: 9, inputHasAlpha: true });
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The same logo as vector, for the favicon (scaled to a 64-unit box). */
function drawSvg(layout: Layout): string {
  const s = 64;
  const f = (n: number) => Number((n * s).toFixed(2));
  const points = starPoints(layout.starOuter, layout.starInner)
    .map(([x, y]) => `${f(x)},${f(y)}`)
    .join(' ');
  const ringRadius = (layout.ringOuter + layout.ringInner) / 2;
  const ringWidth = layout.ringOuter - layout.ringInner;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hex(GOLD_TOP)}"/>
      <stop offset="1" stop-color="${hex(GOLD_BOTTOM)}"/>
    </linearGradient>
  </defs>
  <rect width="${s}" height="${s}" rx="${f(CORNER_RADIUS)}" fill="${hex(NAVY)}"/>
  <circle cx="${s / 2}" cy="${s / 2}" r="${f(ringRadius)}" fill="none" stroke="url(#g)" stroke-width="${f(ringWidth)}"/>
  <polygon points="${points}" fill="url(#g)"/>
</svg>
`;
}

/**
 * The title bar's logo (src/app/shell/TitleBar.tsx): the star on a gold disc, with no plate, as
 * the header draws it on the navy bar.
 */
function drawLogoSvg(): string {
  const s = 64;
  const points = starPoints(0.3, 0.13)
    .map(([x, y]) => `${Number((x * s).toFixed(2))},${Number((y * s).toFixed(2))}`)
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">
  <defs>
    <radialGradient id="g" cx="0.3" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hex(GOLD_TOP)}"/>
      <stop offset="1" stop-color="${hex(GOLD_BOTTOM)}"/>
    </radialGradient>
  </defs>
  <circle cx="${s / 2}" cy="${s / 2}" r="${s / 2}" fill="url(#g)"/>
  <polygon points="${points}" fill="${hex(NAVY)}"/>
</svg>
`;
}

const outputs: [string, Buffer | string][] = [
  ['logo.svg', drawLogoSvg()],
  ['favicon.svg', drawSvg(ANY_LAYOUT)],
  ['icon-192.png', drawPng(192, ANY_LAYOUT, true)],
  ['icon-512.png', drawPng(512, ANY_LAYOUT, true)],
  ['icon-maskable-512.png', drawPng(512, SAFE_ZONE_LAYOUT, false)],
  ['apple-touch-icon-180.png', drawPng(180, APPLE_LAYOUT, false)],
];

/**
 * The PNGs as an indexed palette: two colours and their gradient fit in 256 entries with no
 * visible change, at about a third of the size. Chromium fetches the manifest's icon while a
 * first visit is still loading, beside the app's own code.
 */
async function asPalette(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 }).toBuffer();
}

for (const [name, content] of outputs) {
  const written = typeof content === 'string' ? content : await asPalette(content);
  writeFileSync(path.join(PUBLIC_DIR, name), written);
  console.log(`${name}: ${written.length} bytes`);
}
