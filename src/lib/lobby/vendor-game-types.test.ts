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
    expect(summariseLobby({})).toEqual({ categories: 0, vendors: 0 });
  });

  it('counts from sorting when an operator gateway sends no content', () => {
    expect(
      summariseLobby({
        sorting: [
          { gameCategory: 'RNG', vendorNames: [{ vendor: 'PG' }, { vendor: 'JILI' }] },
          { gameCategory: 'FISH', vendorNames: [{ vendor: 'JILI' }] },
          { gameCategory: 'LIVE', vendorNames: [] },
        ],
        mapping: { RNG: ['PG', 'JILI'], FISH: ['JILI'], LIVE: [] },
      }),
    ).toEqual({ categories: 2, vendors: 2 });
  });

  it('counts from mapping alone', () => {
    expect(summariseLobby({ mapping: { RNG: ['PG'], SPORTS: ['AV', 'PG'] } })).toEqual({ categories: 2, vendors: 2 });
  });
});
