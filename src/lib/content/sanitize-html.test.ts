// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

const UNSAFE =
  '<h3 style="font-size: 24px; color: #f5c518">Reload</h3>' +
  '<p style="font-size: 16px">Body</p>' +
  '<script>alert(1)</script>' +
  '<img src="/cdn/banners/1.svg" onerror="alert(2)" alt="Reload">' +
  '<p><a href="javascript:alert(3)">Claim</a> · <a href="/m/activity">Rules</a> · <a href="https://example.com">Out</a></p>';

describe('sanitizeHtml', () => {
  it('drops scripts, handlers and javascript: links and converts px font sizes to design rem', () => {
    const clean = sanitizeHtml(UNSAFE);
    expect(clean).not.toMatch(/<script|alert|onerror|javascript:/i);
    // Inline styles come out renamed, for OperatorHtml to apply through the CSSOM.
    expect(clean).toContain('<h3 data-operator-style="font-size: calc(0.24 * var(--design-rem)); color: #f5c518">');
    expect(clean).toContain('<p data-operator-style="font-size: calc(0.16 * var(--design-rem))">');
    expect(clean).not.toMatch(/\sstyle=/);
    expect(clean).toContain('href="/m/activity"');
    expect(clean).toMatch(/<img[^>]*loading="lazy"/);
    expect(clean).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">/);
  });

  it('keeps no style attribute the renaming missed, and no other data-* attribute', () => {
    expect(sanitizeHtml('<p data-x="1" data-operator-style="color: red">a</p>')).toBe('<p data-operator-style="color: red">a</p>');
    // A style attribute the renaming does not read (after a slash, which HTML also takes as a
    // separator) is dropped, never rendered.
    expect(sanitizeHtml('<p/style="color: red">b</p>')).toBe('<p>b</p>');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });

  it('keeps forms and frames out', () => {
    expect(sanitizeHtml('<form action="/x"><input name="p"></form><iframe src="https://x"></iframe><b>ok</b>')).toBe('<b>ok</b>');
  });
});
