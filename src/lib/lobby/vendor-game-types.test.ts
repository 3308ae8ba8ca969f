import { describe, expect, it } from 'vitest';
import { summariseLobby } from './vendor-game-types';

describe('summariseLobby', () => {
  it('counts non-empty categories and distinct vendors', () => {
    expect(
      summariseLobby({ content: { RNG: { PG: [], JILI: [] }, FISH: { JILI: [] }, LIVE: {} } }),
    ).toEqual({ categories: 2, vendors: 2 });
  });

  it('survives an empty answer', () => {
    expect(summariseLobby({ content: {} })).toEqual({ categories: 0, vendors: 0 });
  });
});
