import { describe, expect, it } from 'vitest';

import { overlayWithTurn } from './overlay-turns';

const NONE = { payment: 0, announcement: 0, download: 0, realityCheck: 0 };

describe('overlayWithTurn (one overlay at a time)', () => {
  it('gives nobody the turn when nothing waits', () => {
    expect(overlayWithTurn(NONE)).toBeNull();
  });

  it('lets the download popup show when it waits alone', () => {
    expect(overlayWithTurn({ ...NONE, download: 1 })).toBe('download');
  });

  it('puts the popup announcement first, however many claims the download popup holds', () => {
    expect(overlayWithTurn({ ...NONE, announcement: 1, download: 2 })).toBe('announcement');
    expect(overlayWithTurn({ ...NONE, announcement: 2 })).toBe('announcement');
  });

  it('keeps the reality check waiting while a payment step is on screen', () => {
    expect(overlayWithTurn({ ...NONE, payment: 1, realityCheck: 1 })).toBe('payment');
    expect(overlayWithTurn({ ...NONE, realityCheck: 1 })).toBe('realityCheck');
  });

  it('lets the popups go before the reality check', () => {
    expect(overlayWithTurn({ ...NONE, announcement: 1, realityCheck: 1 })).toBe('announcement');
  });
});
