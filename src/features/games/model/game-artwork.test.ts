import { describe, expect, it } from 'vitest';

import { tileArt, tileName } from './game-artwork';

const base = { iconUrl: '/cdn/games/1.webp' };

describe('tileArt', () => {
  it('draws the normal icon on a normal tile, even when a large picture exists', () => {
    expect(tileArt({ ...base, mobileLargeIcon: '/cdn/games/1-large.webp' }, false)).toEqual({
      kind: 'icon',
      src: '/cdn/games/1.webp',
      large: false,
    });
  });

  it('draws the large picture on a large tile, falling back to the normal icon without one', () => {
    expect(tileArt({ ...base, mobileLargeIcon: '/cdn/games/1-large.webp' }, true)).toEqual({
      kind: 'icon',
      src: '/cdn/games/1-large.webp',
      large: true,
    });
    expect(tileArt({ ...base, mobileLargeIcon: null }, true)).toEqual({ kind: 'icon', src: '/cdn/games/1.webp', large: false });
    expect(tileArt({ ...base, mobileLargeIcon: '  ' }, true)).toEqual({ kind: 'icon', src: '/cdn/games/1.webp', large: false });
    expect(tileArt(base, true)).toEqual({ kind: 'icon', src: '/cdn/games/1.webp', large: false });
  });

  it('prefers the phone icon to the generic one', () => {
    expect(tileArt({ ...base, telIconUrl: '/cdn/games/1-tel.webp' }, false)).toEqual({
      kind: 'icon',
      src: '/cdn/games/1-tel.webp',
      large: false,
    });
    expect(tileArt({ ...base, telIconUrl: '' }, false)).toEqual({ kind: 'icon', src: '/cdn/games/1.webp', large: false });
  });

  it('shows the name only when showIcon is false, and the icon when it is true or absent', () => {
    expect(tileArt({ ...base, showIcon: false, mobileLargeIcon: '/cdn/games/1-large.webp' }, true)).toEqual({ kind: 'name' });
    expect(tileArt({ ...base, showIcon: true }, false).kind).toBe('icon');
    expect(tileArt(base, false).kind).toBe('icon');
  });
});

describe('tileName', () => {
  it('shows gameName, else the node name', () => {
    expect(tileName({ gameName: 'Lucky 9', nodeName: 'LUCKY_9' })).toBe('Lucky 9');
    expect(tileName({ gameName: ' ', nodeName: 'LUCKY_9' })).toBe('LUCKY_9');
    expect(tileName({ gameName: '' })).toBe('');
  });
});
