import type { GeetestChallenge, GeetestResult } from '@/contract/geetest';
import type { GatewayError } from '@/lib/gateway/gateway-error';

/** The sizes the slider needs, in picture pixels (docs/gateway-protocol.md#slider-check). */
export type SliderGeometry = Pick<GeetestChallenge, 'width' | 'pieceWidth'>;

/** Arrow keys move the piece one picture pixel, with Shift or Page keys this many. */
export const SLIDER_PAGE_STEP = 10;

/** The furthest right the piece can go: its right edge on the picture's. */
export function maxOffset(geometry: SliderGeometry): number {
  return Math.max(0, geometry.width - geometry.pieceWidth);
}

function clampOffset(offset: number, geometry: SliderGeometry): number {
  return Math.min(Math.max(offset, 0), maxOffset(geometry));
}

/**
 * Where the piece is after a drag of `movedPx` screen pixels that began with it at `startOffset`:
 * the picture is drawn `displayedWidth` pixels wide, so a screen pixel is `width / displayedWidth`
 * picture pixels.
 */
export function offsetAfterDrag(startOffset: number, movedPx: number, displayedWidth: number, geometry: SliderGeometry): number {
  if (!(displayedWidth > 0)) return clampOffset(startOffset, geometry);
  return clampOffset(startOffset + (movedPx * geometry.width) / displayedWidth, geometry);
}

/** Where a key moves the piece (the slider pattern of WAI-ARIA), or null for keys it ignores. */
export function offsetAfterKey(offset: number, key: string, largeStep: boolean, geometry: SliderGeometry): number | null {
  const step = largeStep ? SLIDER_PAGE_STEP : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampOffset(Math.round(offset) + step, geometry);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampOffset(Math.round(offset) - step, geometry);
    case 'PageUp':
      return clampOffset(Math.round(offset) + SLIDER_PAGE_STEP, geometry);
    case 'PageDown':
      return clampOffset(Math.round(offset) - SLIDER_PAGE_STEP, geometry);
    case 'Home':
      return 0;
    case 'End':
      return maxOffset(geometry);
    default:
      return null;
  }
}

/** A length in picture pixels as a share of the picture's width, for CSS (the picture scales). */
export function percentOfWidth(length: number, geometry: Pick<GeetestChallenge, 'width'>): number {
  return (length / geometry.width) * 100;
}

/** What the SMS request carries for a piece let go at `offset`: one decimal is plenty. */
export function geetestResult(challenge: GeetestChallenge, offset: number): GeetestResult {
  return {
    lot_number: challenge.lot_number,
    captcha_output: String(Math.round(clampOffset(offset, challenge) * 10) / 10),
    pass_token: challenge.pass_token,
    gen_time: challenge.gen_time,
  };
}

/** A refusal that means "solve a new slider", not "the code cannot be sent". */
export function isSliderRefusal(error: Pick<GatewayError, 'code'> | undefined): boolean {
  return error?.code === 'geetest.invalid' || error?.code === 'geetest.required';
}
