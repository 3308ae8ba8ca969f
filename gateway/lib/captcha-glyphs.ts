/**
 * Digit shapes for the image captcha, as pen strokes rather than pixels: the drawing scales,
 * leans, turns and thickens them freely (lib/captcha-image.ts), which a bitmap font cannot do
 * without falling apart. Two families, so that no one template fits every "4": round (arcs, a
 * closed 4, a curved tail on the 9) and angular (straight cuts, a crossed 7, an open 4, a straight
 * tail on the 9).
 * Both give the 1 a foot and the 0 no slash: a line crossing the picture (captcha-image.ts) along
 * the top of a bare 1 made it a 7, and through a slashed 0 an 8.
 *
 * Every glyph lives in a box GLYPH_BOX_WIDTH wide and GLYPH_BOX_HEIGHT tall, y pointing down.
 */
export const GLYPH_BOX_WIDTH = 10;
export const GLYPH_BOX_HEIGHT = 14;

export type Point = readonly [number, number];
/** A polyline; a single point is a dot. */
export type Stroke = readonly Point[];
export type StrokeGlyph = readonly Stroke[];

/** Points of an elliptical arc; angles in degrees, clockwise on screen from the +x axis. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)]);
  }
  return points;
}

const ROUND: Readonly<Record<string, StrokeGlyph>> = {
  '0': [arc(5, 7, 4.4, 6.4, 0, 360)],
  '1': [
    [
      [3, 2.8],
      [5.6, 0.6],
      [5.6, 13.4],
    ],
    [
      [3, 13.4],
      [8.2, 13.4],
    ],
  ],
  '2': [[...arc(5, 4.3, 4.2, 3.8, 190, 380), [0.6, 13.5], [9.6, 13.5]]],
  '3': [[...arc(5, 3.7, 3.9, 3.2, 200, 450)], [...arc(5, 10.2, 4.4, 3.6, 270, 520)]],
  '4': [
    [
      [7.2, 13.8],
      [7.2, 0.6],
      [0.5, 9.6],
      [9.8, 9.6],
    ],
  ],
  '5': [[[9, 0.6], [1.8, 0.6], [1.2, 6.6], ...arc(5, 9.6, 4.4, 3.9, 240, 510)]],
  '6': [arc(5.2, 7.4, 4.4, 6.8, 300, 165), arc(5, 10, 4.2, 3.7, 0, 360)],
  '7': [
    [
      [0.5, 0.8],
      [9.6, 0.8],
      [3.6, 13.8],
    ],
  ],
  '8': [arc(5, 3.6, 3.6, 3.1, 0, 360), arc(5, 10.2, 4.4, 3.6, 0, 360)],
  '9': [arc(5, 4.1, 4.2, 3.7, 0, 360), arc(4.8, 6.6, 4.4, 6.9, 0, 125)],
};

const ANGULAR: Readonly<Record<string, StrokeGlyph>> = {
  '0': [
    [
      [2.2, 0.6],
      [7.8, 0.6],
      [9.5, 3],
      [9.5, 11],
      [7.8, 13.4],
      [2.2, 13.4],
      [0.5, 11],
      [0.5, 3],
      [2.2, 0.6],
    ],
  ],
  '1': [
    [
      [2.6, 2.6],
      [5, 0.6],
      [5, 13.4],
    ],
    [
      [2, 13.4],
      [8, 13.4],
    ],
  ],
  '2': [
    [
      [0.6, 2.4],
      [2.6, 0.6],
      [7.6, 0.6],
      [9.4, 2.6],
      [9.4, 5],
      [0.6, 13.4],
      [9.6, 13.4],
    ],
  ],
  '3': [
    [
      [0.6, 0.6],
      [9.4, 0.6],
      [4.4, 6],
      [7.6, 6.4],
      [9.5, 8.6],
      [9.5, 11.4],
      [7.6, 13.4],
      [2.4, 13.4],
      [0.5, 11.6],
    ],
  ],
  '4': [
    [
      [6, 0.6],
      [0.6, 9.4],
      [9.6, 9.4],
    ],
    [
      [7.4, 5],
      [7.4, 13.8],
    ],
  ],
  '5': [
    [
      [9, 0.6],
      [1.2, 0.6],
      [0.6, 6.4],
      [7, 5.6],
      [9.5, 8],
      [9.5, 11],
      [7.6, 13.4],
      [2.2, 13.4],
      [0.5, 12],
    ],
  ],
  '6': [
    [
      [7.6, 0.6],
      [1.2, 6.4],
      [0.6, 8.6],
      [0.6, 11.4],
      [2.2, 13.4],
      [7.8, 13.4],
      [9.5, 11.4],
      [9.5, 8.6],
      [7.8, 7],
      [2.2, 7],
      [0.8, 8],
    ],
  ],
  '7': [
    [
      [0.5, 0.6],
      [9.5, 0.6],
      [3.8, 13.8],
    ],
    [
      [2.8, 7.2],
      [8.8, 7.2],
    ],
  ],
  '8': [
    [
      [2.2, 0.6],
      [7.8, 0.6],
      [9, 2],
      [9, 5],
      [7.4, 6.6],
      [2.6, 6.6],
      [1, 5],
      [1, 2],
      [2.2, 0.6],
    ],
    [
      [2.6, 6.6],
      [0.5, 8.6],
      [0.5, 11.8],
      [2.2, 13.4],
      [7.8, 13.4],
      [9.5, 11.8],
      [9.5, 8.6],
      [7.4, 6.6],
    ],
  ],
  '9': [
    [
      [9.5, 6],
      [7.8, 7.4],
      [2.2, 7.4],
      [0.5, 6],
      [0.5, 2],
      [2.2, 0.6],
      [7.8, 0.6],
      [9.5, 2],
      [9.5, 8.4],
      [5.4, 13.8],
    ],
  ],
};

/** Every family, each with a glyph for each of the ten digits. */
export const GLYPH_FAMILIES: readonly Readonly<Record<string, StrokeGlyph>>[] = [ROUND, ANGULAR];
