/**
 * Simplified flags as data, drawn on a 30 × 20 grid by FlagIcon. At 24 × 16 px a flag only has to
 * be recognisable, so emblems become discs, stars or a few strokes; a table of shapes costs far
 * less of the first-load budget than forty SVG files or an icon font.
 */
export type FlagShape =
  | readonly [kind: 'rect', x: number, y: number, width: number, height: number, fill: string]
  | readonly [kind: 'disc', cx: number, cy: number, r: number, fill: string]
  | readonly [kind: 'ring', cx: number, cy: number, r: number, stroke: string, strokeWidth: number]
  | readonly [kind: 'star', cx: number, cy: number, r: number, fill: string]
  | readonly [kind: 'path', d: string, fill: string]
  | readonly [kind: 'stroke', d: string, stroke: string, strokeWidth: number];

export type FlagSpec = readonly FlagShape[];

export const FLAG_WIDTH = 30;
export const FLAG_HEIGHT = 20;

/** Equal (or weighted) stripes across the whole flag. */
function stripes(direction: 'h' | 'v', colors: readonly string[], weights?: readonly number[]): FlagShape[] {
  const parts = weights ?? colors.map(() => 1);
  const total = parts.reduce((sum, part) => sum + part, 0);
  const length = direction === 'h' ? FLAG_HEIGHT : FLAG_WIDTH;
  let offset = 0;
  return colors.map((fill, index) => {
    const size = (length * (parts[index] ?? 1)) / total;
    const shape: FlagShape = direction === 'h' ? ['rect', 0, offset, FLAG_WIDTH, size, fill] : ['rect', offset, 0, size, FLAG_HEIGHT, fill];
    offset += size;
    return shape;
  });
}

/** n stripes alternating between two colours, as in MY and GR. */
function alternating(count: number, first: string, second: string): FlagShape[] {
  return stripes(
    'h',
    Array.from({ length: count }, (_, index) => (index % 2 === 0 ? first : second)),
  );
}

/** Scandinavian cross, offset towards the hoist; `inner` for the bordered crosses (NO). */
function nordicCross(field: string, cross: string, inner?: string): FlagShape[] {
  const shapes: FlagShape[] = [['rect', 0, 0, FLAG_WIDTH, FLAG_HEIGHT, field]];
  const width = inner ? 5 : 4;
  shapes.push(['rect', 11 - width / 2, 0, width, FLAG_HEIGHT, cross], ['rect', 0, 10 - width / 2, FLAG_WIDTH, width, cross]);
  if (inner) shapes.push(['rect', 9.75, 0, 2.5, FLAG_HEIGHT, inner], ['rect', 0, 8.75, FLAG_WIDTH, 2.5, inner]);
  return shapes;
}

function field(fill: string): FlagShape {
  return ['rect', 0, 0, FLAG_WIDTH, FLAG_HEIGHT, fill];
}

const WHITE = '#ffffff';

/** Keyed by ISO 3166-1 alpha-2 code; covers every `flag` in the language registry. */
export const FLAG_SPECS: Readonly<Record<string, FlagSpec>> = {
  // Union Jack without the counterchanged saltire.
  GB: [
    field('#012169'),
    ['stroke', 'M0 0L30 20M30 0L0 20', WHITE, 4],
    ['stroke', 'M0 0L30 20M30 0L0 20', '#c8102e', 1.4],
    ['stroke', 'M15 0V20M0 10H30', WHITE, 6],
    ['stroke', 'M15 0V20M0 10H30', '#c8102e', 3.4],
  ],
  PH: [...stripes('h', ['#0038a8', '#ce1126']), ['path', 'M0 0L15 10L0 20Z', WHITE], ['disc', 5, 10, 2.3, '#fcd116']],
  CN: [
    field('#de2910'),
    ['star', 5.5, 5.5, 3.2, '#ffde00'],
    ['star', 10.5, 2.2, 1, '#ffde00'],
    ['star', 12.3, 4.4, 1, '#ffde00'],
    ['star', 12.3, 7.2, 1, '#ffde00'],
    ['star', 10.5, 9.2, 1, '#ffde00'],
  ],
  TW: [field('#fe0000'), ['rect', 0, 0, 15, 10, '#000095'], ['disc', 7.5, 5, 2.6, WHITE]],
  VN: [field('#da251d'), ['star', 15, 10.5, 6, '#ffff00']],
  TH: stripes('h', ['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  ID: stripes('h', ['#ff0000', WHITE]),
  MY: [
    ...alternating(14, '#cc0001', WHITE),
    ['rect', 0, 0, 15, 11.43, '#010066'],
    ['disc', 6, 5.7, 3.8, '#ffcc00'],
    ['disc', 7.3, 5.7, 3.2, '#010066'],
    ['star', 11.2, 5.7, 2.4, '#ffcc00'],
  ],
  KR: [
    field(WHITE),
    ['path', 'M10 10a5 5 0 0 1 10 0Z', '#cd2e3a'],
    ['path', 'M10 10a5 5 0 0 0 10 0Z', '#0047a0'],
    ['stroke', 'M4.3 5.8L6.7 2.2M23.3 17.8L25.7 14.2M23.3 2.2L25.7 5.8M4.3 14.2L6.7 17.8', '#000000', 2],
  ],
  JP: [field(WHITE), ['disc', 15, 10, 6, '#bc002d']],
  IN: [...stripes('h', ['#ff9933', WHITE, '#138808']), ['ring', 15, 10, 2.6, '#000080', 0.8], ['disc', 15, 10, 0.7, '#000080']],
  BD: [field('#006a4e'), ['disc', 13.5, 10, 6, '#f42a41']],
  PK: [
    field('#01411c'),
    ['rect', 0, 0, 7.5, FLAG_HEIGHT, WHITE],
    ['disc', 18.5, 10, 5.2, WHITE],
    ['disc', 19.9, 8.8, 4.6, '#01411c'],
    ['star', 21.4, 7.6, 1.8, WHITE],
  ],
  // The shahada as two lines of "writing" over the sword.
  SA: [field('#006c35'), ['stroke', 'M8 6.5H22M9.5 9.5H20.5', WHITE, 1.2], ['rect', 7, 13, 16, 1.2, WHITE]],
  IR: [...stripes('h', ['#239f40', WHITE, '#da0000']), ['disc', 15, 10, 2, '#da0000']],
  TR: [field('#e30a17'), ['disc', 11, 10, 5, WHITE], ['disc', 12.3, 10, 4, '#e30a17'], ['star', 17.2, 10, 2.5, WHITE]],
  RU: stripes('h', [WHITE, '#0039a6', '#d52b1e']),
  UA: stripes('h', ['#0057b7', '#ffd700']),
  PL: stripes('h', [WHITE, '#dc143c']),
  DE: stripes('h', ['#000000', '#dd0000', '#ffce00']),
  FR: stripes('v', ['#0055a4', WHITE, '#ef4135']),
  ES: [...stripes('h', ['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]), ['rect', 6.5, 7.5, 4, 5, '#aa151b']],
  PT: [
    ...stripes('v', ['#006600', '#ff0000'], [2, 3]),
    ['disc', 12, 10, 3.6, '#ffe000'],
    ['rect', 10.6, 8.2, 2.8, 3.6, '#ff0000'],
    ['rect', 11.3, 8.9, 1.4, 2.2, WHITE],
  ],
  BR: [
    field('#009c3b'),
    ['path', 'M15 2L28 10L15 18L2 10Z', '#ffdf00'],
    ['disc', 15, 10, 4.2, '#002776'],
    ['stroke', 'M11 9.2Q15 8 19 10.6', WHITE, 0.8],
  ],
  IT: stripes('v', ['#009246', WHITE, '#ce2b37']),
  NL: stripes('h', ['#ae1c28', WHITE, '#21468b']),
  SE: nordicCross('#006aa7', '#fecc00'),
  NO: nordicCross('#ba0c2f', WHITE, '#00205b'),
  DK: nordicCross('#c8102e', WHITE),
  FI: nordicCross(WHITE, '#002f6c'),
  GR: [
    ...alternating(9, '#0d5eaf', WHITE),
    ['rect', 0, 0, 11.11, 11.11, '#0d5eaf'],
    ['rect', 4.44, 0, 2.22, 11.11, WHITE],
    ['rect', 0, 4.44, 11.11, 2.22, WHITE],
  ],
  RO: stripes('v', ['#002b7f', '#fcd116', '#ce1126']),
  HU: stripes('h', ['#ce2939', WHITE, '#477050']),
  CZ: [...stripes('h', [WHITE, '#d7141a']), ['path', 'M0 0L15 10L0 20Z', '#11457e']],
  // Angkor Wat as a stepped silhouette.
  KH: [
    ...stripes('h', ['#032ea1', '#e00025', '#032ea1'], [1, 2, 1]),
    ['path', 'M9 14H21V12.8H20V10.8H18.8V9H17.5V7H16L15.5 5H14.5L14 7H12.5V9H11.2V10.8H10V12.8H9Z', WHITE],
  ],
  LA: [...stripes('h', ['#ce1126', '#002868', '#ce1126'], [1, 2, 1]), ['disc', 15, 10, 4, WHITE]],
  MM: [...stripes('h', ['#fecb00', '#34b233', '#ea2839']), ['star', 15, 10.8, 7, WHITE]],
  // The only non-rectangular flag: two pennants on a transparent ground.
  NP: [
    ['path', 'M3 1L17 9.5H8.5L17 19H3Z', '#dc143c'],
    ['stroke', 'M3 1L17 9.5H8.5L17 19H3Z', '#003893', 1.2],
    ['disc', 6.8, 7.2, 1.5, WHITE],
    ['star', 6.8, 14.6, 1.9, WHITE],
  ],
  // The lion panel as a disc beside the green and orange stripes.
  LK: [
    field('#ffbe29'),
    ['rect', 1, 1, 3.5, 18, '#005f56'],
    ['rect', 4.5, 1, 3.5, 18, '#eb7400'],
    ['rect', 9, 1, 20, 18, '#8d153a'],
    ['disc', 19, 10, 3.2, '#ffbe29'],
  ],
};

/** Shown for a country the table does not know, so a picker row never has a hole. */
export const UNKNOWN_FLAG: FlagSpec = [field('#1d3a6b'), ['ring', 15, 10, 5, '#aab6cc', 1.5]];

/** The five points and five notches of a star, first point up. */
export function starPoints(cx: number, cy: number, r: number): string {
  const inner = r * 0.382;
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}
