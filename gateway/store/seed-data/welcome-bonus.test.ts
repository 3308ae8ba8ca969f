import { describe, expect, it } from 'vitest';

import { ANNOUNCEMENT_SEED, BANNER_SEED } from './content.ts';
import { PROMOTION_SEED } from './promotions.ts';

/** Every peso amount a text states, as written (₱888, ₱5,000). */
const amounts = (text: string) => text.match(/₱[0-9][0-9,]*(\.[0-9]+)?/g) ?? [];

const welcome = PROMOTION_SEED.find((promotion) => promotion.code === 'FIRST_DEPOSIT')!;
/** What the welcome promotion pays, as the texts write money. */
const cap = `₱${(welcome.bonusCents / 100).toLocaleString('en-US')}`;

describe('the seeded welcome bonus', () => {
  it('the promotion card states what it pays, in English and Tagalog', () => {
    expect(cap).toBe('₱888');
    expect(amounts(welcome.subtitle)).toEqual([cap]);
    expect(amounts(welcome.tagalog.subtitle)).toEqual([cap]);
    expect(welcome.termsHtml).toContain(`up to <strong>${cap}</strong>`);
    expect(welcome.tagalog.termsHtml).toContain(`hanggang <strong>${cap}</strong>`);
  });

  it('the home banner offers the same bonus as the card', () => {
    const banner = BANNER_SEED.find((entry) => entry.groupName === 'm_home' && entry.linkage === '/m/activity')!;
    expect(banner.title).toBe(welcome.title);
    expect(amounts(banner.subtitle)).toEqual([cap]);
  });

  it('the first-deposit announcements state no other amount, in English and Tagalog', () => {
    const firstDeposit = ANNOUNCEMENT_SEED.filter((announcement) => announcement.promotionType === 'FIRST_DEPOSIT');
    const texts = firstDeposit.flatMap((announcement) => [announcement.content, announcement.tagalog.content]);
    expect(texts.flatMap(amounts).length).toBeGreaterThan(0);
    for (const text of texts)
      expect(
        amounts(text).every((amount) => amount === cap),
        text,
      ).toBe(true);
  });

  it('every seeded banner has its Tagalog words', () => {
    for (const banner of BANNER_SEED) {
      expect(banner.tagalog.title.length, banner.title).toBeGreaterThan(0);
      expect(amounts(banner.tagalog.subtitle), banner.title).toEqual(amounts(banner.subtitle));
    }
  });
});
