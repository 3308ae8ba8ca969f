import { describe, expect, it } from 'vitest';

import type { GeetestChallenge } from '@/contract/geetest';

import {
  geetestResult,
  isSliderRefusal,
  maxOffset,
  offsetAfterDrag,
  offsetAfterKey,
  percentOfWidth,
  SLIDER_PAGE_STEP,
} from './slider-check';

const challenge: GeetestChallenge = {
  lot_number: 'a'.repeat(32),
  pass_token: 'b'.repeat(32),
  gen_time: '1700000000',
  width: 300,
  height: 150,
  pieceWidth: 48,
  pieceHeight: 48,
  pieceY: 40,
  background: '',
  piece: '',
};

describe('slider check rules', () => {
  it('keeps the piece inside the picture', () => {
    expect(maxOffset(challenge)).toBe(252);
    expect(maxOffset({ width: 10, pieceWidth: 48 })).toBe(0);
  });

  it('turns a drag on a scaled picture into picture pixels', () => {
    // Drawn at 150 px, every screen pixel is two picture pixels.
    expect(offsetAfterDrag(0, 50, 150, challenge)).toBe(100);
    expect(offsetAfterDrag(100, -20, 150, challenge)).toBe(60);
    // Drawn at its own size, one for one; 360 px phones draw it a little smaller.
    expect(offsetAfterDrag(10, 90, 300, challenge)).toBe(100);
    expect(offsetAfterDrag(0, 97, 291, challenge)).toBeCloseTo(100);
  });

  it('stops a drag at both ends, and ignores a picture not laid out yet', () => {
    expect(offsetAfterDrag(10, -500, 300, challenge)).toBe(0);
    expect(offsetAfterDrag(10, 5000, 300, challenge)).toBe(252);
    expect(offsetAfterDrag(42, 30, 0, challenge)).toBe(42);
  });

  it('moves with the arrow, page, Home and End keys, within bounds', () => {
    expect(offsetAfterKey(10, 'ArrowRight', false, challenge)).toBe(11);
    expect(offsetAfterKey(10, 'ArrowUp', false, challenge)).toBe(11);
    expect(offsetAfterKey(10, 'ArrowLeft', false, challenge)).toBe(9);
    expect(offsetAfterKey(10, 'ArrowRight', true, challenge)).toBe(10 + SLIDER_PAGE_STEP);
    expect(offsetAfterKey(10, 'PageUp', false, challenge)).toBe(20);
    expect(offsetAfterKey(5, 'PageDown', false, challenge)).toBe(0);
    expect(offsetAfterKey(250, 'ArrowRight', true, challenge)).toBe(252);
    expect(offsetAfterKey(120, 'Home', false, challenge)).toBe(0);
    expect(offsetAfterKey(120, 'End', false, challenge)).toBe(252);
    // After a drag the piece may sit between pixels: a key puts it back on one.
    expect(offsetAfterKey(10.6, 'ArrowRight', false, challenge)).toBe(12);
    expect(offsetAfterKey(10, 'Enter', false, challenge)).toBeNull();
    expect(offsetAfterKey(10, 'a', false, challenge)).toBeNull();
  });

  it('places the piece as a share of the picture width', () => {
    expect(percentOfWidth(150, challenge)).toBe(50);
    expect(percentOfWidth(48, challenge)).toBe(16);
  });

  it('carries the challenge fields and the offset with one decimal', () => {
    expect(geetestResult(challenge, 123.456)).toEqual({
      lot_number: challenge.lot_number,
      captcha_output: '123.5',
      pass_token: challenge.pass_token,
      gen_time: '1700000000',
    });
    expect(geetestResult(challenge, 80).captcha_output).toBe('80');
    expect(geetestResult(challenge, -2).captcha_output).toBe('0');
  });

  it('tells a refused slider from other refusals', () => {
    expect(isSliderRefusal({ code: 'geetest.invalid' })).toBe(true);
    expect(isSliderRefusal({ code: 'geetest.required' })).toBe(true);
    expect(isSliderRefusal({ code: 'mobile.not.registered' })).toBe(false);
    expect(isSliderRefusal(undefined)).toBe(false);
  });
});
