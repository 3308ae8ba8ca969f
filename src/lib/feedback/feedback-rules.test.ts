import { describe, expect, it } from 'vitest';

import { captchaMissing, suggestionLength, suggestionProblem } from './feedback-rules';

describe('suggestionProblem', () => {
  it('takes 20 to 200 characters and refuses anything outside', () => {
    expect(suggestionProblem('x'.repeat(20))).toBeNull();
    expect(suggestionProblem('x'.repeat(200))).toBeNull();
    expect(suggestionProblem('x'.repeat(19))).toBe('length');
    expect(suggestionProblem('x'.repeat(201))).toBe('length');
    expect(suggestionProblem('')).toBe('length');
  });

  it('counts trimmed text, an emoji as one character', () => {
    expect(suggestionLength(`  ${'x'.repeat(19)}  `)).toBe(19);
    expect(suggestionLength('😀'.repeat(200))).toBe(200);
    expect(suggestionProblem('😀'.repeat(200))).toBeNull();
  });
});

describe('captchaMissing', () => {
  it('asks for a captcha only when one is shown', () => {
    expect(captchaMissing(true, '')).toBe(true);
    expect(captchaMissing(true, '  ')).toBe(true);
    expect(captchaMissing(true, '1234')).toBe(false);
    expect(captchaMissing(false, '')).toBe(false);
  });
});
