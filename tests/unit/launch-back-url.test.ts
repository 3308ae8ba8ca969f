/**
 * The backUrl the app sends with a launch against the gateway's own rule for it: a page address
 * of any length, with any parameters, must never get a launch refused.
 */
import { describe, expect, it } from 'vitest';

import { backUrlProperty } from '../../gateway/modules/launch.ts';
import { LIMITS } from '../../src/config/constants.ts';
import { launchBackUrl } from '../../src/features/games/model/back-url.ts';

const pattern = new RegExp(backUrlProperty.pattern);
const accepted = (backUrl: string) => backUrl.length <= backUrlProperty.maxLength && pattern.test(backUrl);

describe('launch backUrl', () => {
  it('the app caps it at the gateway’s limit', () => {
    expect(LIMITS.backUrlMaxLength).toBe(backUrlProperty.maxLength);
  });

  it('is accepted for long, tracked, encoded and odd page addresses', () => {
    const pages = [
      `/m/gameList?gameType=LIVE&utm_source=${'s'.repeat(200)}&fbclid=${'f'.repeat(200)}`,
      `/m/gameList?gameType=${'R'.repeat(400)}&vassalage=PG`,
      `/m/slotsCenter?vassalage=${encodeURIComponent('ñ 🎲\\'.repeat(40))}&list=recent`,
      `/m/game?menu=${'%'.repeat(10)}`,
      `/m/${'a/'.repeat(200)}`,
      '/m/gameCenter?gameCategory=',
    ];
    for (const page of pages) {
      const url = new URL(page, 'https://lobby.example');
      const backUrl = launchBackUrl({ pathname: url.pathname, search: url.search });
      expect(accepted(backUrl), `${page} → ${backUrl}`).toBe(true);
    }
  });
});
