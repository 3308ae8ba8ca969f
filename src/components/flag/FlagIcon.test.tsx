import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { languageLabel } from '@/lib/i18n/language-names';
import { LANGUAGES } from '@/lib/i18n/languages';

import { FLAG_HEIGHT, FLAG_SPECS, FLAG_WIDTH, starPoints } from './flag-specs';
import { FlagIcon } from './FlagIcon';

describe('FLAG_SPECS', () => {
  it('has a flag for every language in the registry', () => {
    const flags = LANGUAGES.map((language) => languageLabel(language.code).flag);
    const missing = flags.filter((flag) => !FLAG_SPECS[flag]);
    expect(missing).toEqual([]);
  });

  it('draws every flag inside the 30 × 20 grid', () => {
    for (const [country, spec] of Object.entries(FLAG_SPECS)) {
      expect(spec.length, country).toBeGreaterThan(0);
      for (const shape of spec) {
        if (shape[0] !== 'rect') continue;
        const [, x, y, width, height] = shape;
        expect(x + width, country).toBeLessThanOrEqual(FLAG_WIDTH + 0.01);
        expect(y + height, country).toBeLessThanOrEqual(FLAG_HEIGHT + 0.01);
      }
    }
  });
});

describe('starPoints', () => {
  it('gives ten points with the first one straight up', () => {
    const points = starPoints(10, 10, 5).split(' ');
    expect(points).toHaveLength(10);
    expect(points[0]).toBe('10.00,5.00');
  });
});

// The flag is a decorative drawing, hidden from assistive technology: its shapes are what is tested.
/* eslint-disable testing-library/no-container, testing-library/no-node-access */
describe('FlagIcon', () => {
  it('renders a decorative 24 × 16 SVG by default', () => {
    const { container } = render(<FlagIcon country="PH" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg.querySelectorAll('rect, circle, polygon, path')).toHaveLength(FLAG_SPECS.PH!.length);
  });

  it('accepts lower-case codes and other sizes', () => {
    const { container } = render(<FlagIcon country="jp" width={36} height={24} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '36');
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('#bc002d');
  });

  it('draws a neutral placeholder for an unknown country', () => {
    const { container } = render(<FlagIcon country="ZZ" />);
    expect(container.querySelector('svg rect')?.getAttribute('fill')).toBe('#1d3a6b');
  });
});
