import { randomInt } from 'node:crypto';

import sharp from 'sharp';

/** The slider picture's size, in pixels; the app scales it to its width. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
/** The piece's box (a square with a knob on its top and right edges). */
export const PIECE_SIZE = 48;

/** Where a gap may be: never where the piece starts (x = 0), always whole inside the picture. */
export const GAP_MIN_X = PIECE_SIZE + 12;
export const GAP_MAX_X = SLIDER_WIDTH - PIECE_SIZE - 4;
const GAP_MIN_Y = 4;
const GAP_MAX_Y = SLIDER_HEIGHT - PIECE_SIZE - 4;

/** An integer in [min, max]; crypto-random unless a test passes its own. */
export type SliderRandom = (min: number, max: number) => number;
const cryptoRandom: SliderRandom = (min, max) => randomInt(min, max + 1);

const BODY_TOP = 8;
const BODY_SIZE = 40;
const CORNER = 5;
const KNOB_RADIUS = 7;

/** Whether a pixel of the piece's box belongs to the piece: a rounded square and two round knobs. */
export function insidePiece(x: number, y: number): boolean {
  const px = x + 0.5;
  const py = y + 0.5;
  const near = (cx: number, cy: number, r: number) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  if (near(BODY_SIZE / 2, BODY_TOP, KNOB_RADIUS) || near(BODY_SIZE, BODY_TOP + BODY_SIZE / 2, KNOB_RADIUS)) return true;
  if (px < 0 || px > BODY_SIZE || py < BODY_TOP || py > BODY_TOP + BODY_SIZE) return false;
  // Rounded corners: outside the corner's circle, in its square, is outside the piece.
  const cx = Math.min(Math.max(px, CORNER), BODY_SIZE - CORNER);
  const cy = Math.min(Math.max(py, BODY_TOP + CORNER), BODY_TOP + BODY_SIZE - CORNER);
  return near(cx, cy, CORNER);
}

function onEdge(x: number, y: number): boolean {
  return insidePiece(x, y) && (!insidePiece(x - 1, y) || !insidePiece(x + 1, y) || !insidePiece(x, y - 1) || !insidePiece(x, y + 1));
}

/** A busy landscape of gradients and shapes, new colours each time, so the gap has no fixed look. */
function backgroundSvg(random: SliderRandom): string {
  const hue = random(0, 359);
  const colour = (spread: number, light: number) => `hsl(${(hue + random(-spread, spread) + 360) % 360} ${random(45, 80)}% ${light}%)`;
  const shapes: string[] = [];
  for (let i = 0; i < 18; i++) {
    const fill = colour(120, random(30, 75));
    const opacity = (random(35, 85) / 100).toFixed(2);
    const x = random(-20, SLIDER_WIDTH);
    const y = random(-20, SLIDER_HEIGHT);
    if (i % 3 === 0) {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${random(8, 40)}" fill="${fill}" opacity="${opacity}"/>`);
    } else if (i % 3 === 1) {
      shapes.push(
        `<rect x="${x}" y="${y}" width="${random(10, 70)}" height="${random(10, 50)}" rx="${random(0, 8)}" fill="${fill}" opacity="${opacity}" transform="rotate(${random(0, 90)} ${x} ${y})"/>`,
      );
    } else {
      shapes.push(
        `<polygon points="${x},${y} ${x + random(10, 60)},${y + random(-30, 30)} ${x + random(-20, 40)},${y + random(15, 50)}" fill="${fill}" opacity="${opacity}"/>`,
      );
    }
  }
  for (let i = 0; i < 3; i++) {
    const y = random(10, SLIDER_HEIGHT - 10);
    shapes.push(
      `<path d="M0 ${y} C ${random(40, 120)} ${y + random(-40, 40)}, ${random(160, 240)} ${y + random(-40, 40)}, ${SLIDER_WIDTH} ${y + random(-20, 20)}" stroke="${colour(60, 90)}" stroke-width="${random(2, 6)}" fill="none" opacity="0.6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" viewBox="0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(30, 35)}"/><stop offset="1" stop-color="${colour(90, 60)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

export interface SliderPictures {
  gapX: number;
  gapY: number;
  /** The picture with the gap, PNG. */
  background: Buffer;
  /** The piece cut from where the gap is, transparent around it, PNG. */
  piece: Buffer;
}

/**
 * Draws a slider challenge: a picture with a darkened gap at a random place and the piece cut out
 * of it. The player drags the piece along the x axis until it covers the gap; only the gap's x is
 * secret (the piece is shown at its y).
 */
export async function drawSliderChallenge(random: SliderRandom = cryptoRandom): Promise<SliderPictures> {
  const gapX = random(GAP_MIN_X, GAP_MAX_X);
  const gapY = random(GAP_MIN_Y, GAP_MAX_Y);
  const { data } = await sharp(Buffer.from(backgroundSvg(random)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const piece = Buffer.alloc(PIECE_SIZE * PIECE_SIZE * 4);
  for (let y = 0; y < PIECE_SIZE; y++) {
    for (let x = 0; x < PIECE_SIZE; x++) {
      if (!insidePiece(x, y)) continue;
      const from = ((gapY + y) * SLIDER_WIDTH + gapX + x) * 4;
      const to = (y * PIECE_SIZE + x) * 4;
      const edge = onEdge(x, y);
      for (let channel = 0; channel < 3; channel++) {
        const value = data[from + channel]!;
        // A light rim on the piece and on the gap, a dark fill in the gap: what a player looks for.
        piece[to + channel] = edge ? 255 : value;
        data[from + channel] = edge ? Math.round(value * 0.4 + 255 * 0.6) : Math.round(value * 0.35);
      }
      piece[to + 3] = 255;
    }
  }
  const [background, pieceImage] = await Promise.all([
    sharp(data, { raw: { width: SLIDER_WIDTH, height: SLIDER_HEIGHT, channels: 4 } })
      .png()
      .toBuffer(),
    sharp(piece, { raw: { width: PIECE_SIZE, height: PIECE_SIZE, channels: 4 } })
      .png()
      .toBuffer(),
  ]);
  return { gapX, gapY, background, piece: pieceImage };
}
