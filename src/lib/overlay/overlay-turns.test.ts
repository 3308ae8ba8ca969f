import { describe, expect, it } from 'vitest';

import { overlayWithTurn } from './overlay-turns';

describe('overlayWithTurn (one overlay at a time)', () => {
  it('gives nobody the turn when nothing waits', () => {
    expect(overlayWithTurn({ announcement: 0, download: 0 })).toBeNull();
  });

  it('lets the download popup show when it waits alone', () => {
    expect(overlayWithTurn({ announcement: 0, download: 1 })).toBe('download');
  });

  it('puts the popup announcement first, however many claims the download popup holds', () => {
    expect(overlayWithTurn({ announcement: 1, download: 2 })).toBe('announcement');
    expect(overlayWithTurn({ announcement: 2, download: 0 })).toBe('announcement');
  });
});
