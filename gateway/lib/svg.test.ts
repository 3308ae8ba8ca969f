import { describe, expect, it } from 'vitest';

import { BANNER_SEED } from '../store/seed-data/content.ts';
import { bannerSvg, fittedFontSize } from './svg.ts';

const titleSize = (svg: string) => Number(/font-size="(\d+)" font-weight="700"/.exec(svg)?.[1]);

describe('banner pictures', () => {
  it('keep the full size for a title that fits, and draw a longer one smaller, never below 12', () => {
    expect(fittedFontSize('Welcome Bonus 100%', 52, 654, 0.66)).toBe(52);
    expect(fittedFontSize('Welcome Bonus na 100%', 52, 654, 0.66)).toBe(47);
    expect(fittedFontSize('x'.repeat(500), 52, 654, 0.66)).toBe(12);
  });

  it('fit every seeded title, English and Tagalog, in the text column', () => {
    for (const banner of BANNER_SEED) {
      for (const title of [banner.title, banner.tagalog.title]) {
        const size = titleSize(bannerSvg({ title, subtitle: banner.subtitle, seed: 'x' }));
        expect([...title].length * size * 0.66, title).toBeLessThanOrEqual(654);
      }
    }
  });
});
