import { describe, expect, it } from 'vitest';

import { ageOn, localDay, tooYoung } from './age';

describe('the minimum age', () => {
  it('lets in a player who turns 21 today, and refuses one who turns 21 tomorrow', () => {
    expect(ageOn('2005-11-29', '2026-11-29')).toBe(21);
    expect(tooYoung('2005-11-29', '2026-11-29', 21)).toBe(false);
    expect(tooYoung('2005-11-30', '2026-11-29', 21)).toBe(true);
    expect(tooYoung('2005-12-01', '2026-11-29', 21)).toBe(true);
  });

  it('counts a birthday on 29 February from 1 March in other years', () => {
    expect(tooYoung('2004-02-29', '2025-02-28', 21)).toBe(true);
    expect(tooYoung('2004-02-29', '2025-03-01', 21)).toBe(false);
  });

  it('follows the operator’s number, and refuses a birthday in the future', () => {
    expect(tooYoung('2008-01-01', '2026-11-29', 18)).toBe(false);
    expect(tooYoung('2008-01-01', '2026-11-29', 21)).toBe(true);
    expect(tooYoung('2030-01-01', '2026-11-29', 18)).toBe(true);
  });

  it('does not judge a date that does not exist', () => {
    expect(ageOn('2001-02-30', '2026-11-29')).toBeNull();
    expect(tooYoung('', '2026-11-29', 21)).toBe(false);
  });

  it('reads today in the player’s own calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
