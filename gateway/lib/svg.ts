import { hashString } from './prng.ts';

/**
 * Generated artwork for /cdn: every image the demo needs is drawn from stored data (a gradient
 * from a hash of the name, plus initials or a title), so the gateway ships no binary assets and
 * makes no external requests. The same input always gives the same bytes, which keeps ETags and
 * the service worker's caches stable.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function palette(seedText: string): { from: string; to: string } {
  const hash = hashString(seedText);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 60);
  return { from: `hsl(${hue} 70% 48%)`, to: `hsl(${(hue + shift) % 360} 75% 30%)` };
}

/** Up to two letters: the initials of the first two words, or the first two characters. */
function initials(name: string): string {
  const words = name.split(/[\s_\-:/]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? name).replace(/[^A-Za-z0-9]/g, '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

function gradient(id: string, seedText: string): string {
  const { from, to } = palette(seedText);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function svg(width: number, height: number, body: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Square game tile: gradient, initials, a short name line and the vendor tag. `large`: the large
 * picture of the lobby's large tiles, drawn at twice the size with a ring around the initials.
 */
export function gameIconSvg(game: { name: string; vendor: string; category: string }, large = false): string {
  const label = game.name.length > 16 ? `${game.name.slice(0, 15)}…` : game.name;
  return svg(
    200,
    200,
    `${gradient('g', `${game.vendor}/${game.name}`)}<rect width="200" height="200" rx="28" fill="url(#g)"/>` +
      `<circle cx="160" cy="40" r="70" fill="#fff" opacity="0.08"/>` +
      `<text x="100" y="112" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(game.name))}</text>` +
      `<text x="100" y="150" font-family="sans-serif" font-size="17" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>` +
      `<text x="100" y="180" font-family="sans-serif" font-size="13" fill="#fff" opacity="0.75" text-anchor="middle">${escapeXml(`${game.vendor} · ${game.category}`)}</text>` +
      (large ? `<circle cx="100" cy="90" r="52" fill="none" stroke="#f5c542" stroke-width="5"/>` : ''),
    large ? 2 : 1,
  );
}

/** Wide vendor tile (the lobby's vendor rows). */
export function vendorLogoSvg(vendor: { code: string; displayName: string }): string {
  return svg(
    280,
    120,
    `${gradient('v', vendor.code)}<rect width="280" height="120" rx="16" fill="url(#v)"/>` +
      `<text x="140" y="66" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(vendor.displayName)}</text>` +
      `<text x="140" y="96" font-family="sans-serif" font-size="15" fill="#fff" opacity="0.8" text-anchor="middle">${escapeXml(vendor.code)}</text>`,
  );
}

/**
 * The largest font size up to `max` at which `text` fits `width`, from a generous average glyph
 * width (`emPerChar` of the size, wider than the sans-serif fonts' own): a longer title, such as a
 * translation, is drawn smaller instead of running off the picture.
 */
export function fittedFontSize(text: string, max: number, width: number, emPerChar: number): number {
  const characters = Math.max([...text].length, 1);
  return Math.max(12, Math.min(max, Math.floor(width / (characters * emPerChar))));
}

/** The banner's text column: the picture's width less its left and right margins. */
const BANNER_TEXT_WIDTH = 750 - 2 * 48;

export function bannerSvg(banner: { title: string; subtitle: string; seed: string }): string {
  const titleSize = fittedFontSize(banner.title, 52, BANNER_TEXT_WIDTH, 0.66);
  const subtitleSize = fittedFontSize(banner.subtitle, 26, BANNER_TEXT_WIDTH, 0.58);
  return svg(
    750,
    300,
    `${gradient('b', banner.seed)}<rect width="750" height="300" fill="url(#b)"/>` +
      `<circle cx="640" cy="60" r="180" fill="#fff" opacity="0.07"/><circle cx="90" cy="300" r="140" fill="#fff" opacity="0.06"/>` +
      `<text x="48" y="150" font-family="sans-serif" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(banner.title)}</text>` +
      `<text x="48" y="200" font-family="sans-serif" font-size="${subtitleSize}" fill="#fff" opacity="0.85">${escapeXml(banner.subtitle)}</text>`,
  );
}

export function categoryIconSvg(code: string): string {
  return svg(
    96,
    96,
    `${gradient('c', `category:${code}`)}<rect width="96" height="96" rx="24" fill="url(#c)"/>` +
      `<text x="48" y="58" font-family="sans-serif" font-size="${code.length > 4 ? 16 : 24}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(code)}</text>`,
  );
}

/** Flags as plain stripes: recognisable enough for a dialing-code picker, no artwork needed. */
export function flagSvg(flag: { stripes: readonly string[]; vertical: boolean }): string {
  const width = 60;
  const height = 40;
  const count = Math.max(flag.stripes.length, 1);
  const rects = flag.stripes
    .map((colour, index) => {
      const safe = /^#[0-9a-fA-F]{3,8}$/.test(colour) ? colour : '#cccccc';
      return flag.vertical
        ? `<rect x="${(index * width) / count}" y="0" width="${width / count}" height="${height}" fill="${safe}"/>`
        : `<rect x="0" y="${(index * height) / count}" width="${width}" height="${height / count}" fill="${safe}"/>`;
    })
    .join('');
  return svg(width, height, `${rects}<rect width="${width}" height="${height}" fill="none" stroke="#0002"/>`);
}
