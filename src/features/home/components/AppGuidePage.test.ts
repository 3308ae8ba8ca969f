import { describe, expect, it } from 'vitest';

import { guideSection, installGuide, isIosDevice } from './AppGuidePage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isIosDevice', () => {
  it('knows iPhones, and iPads that report themselves as a Mac with a touch screen', () => {
    expect(isIosDevice(IPHONE)).toBe(true);
    expect(isIosDevice(IPADOS, 5)).toBe(true);
  });

  it('does not take a desktop Mac or Android for iOS', () => {
    expect(isIosDevice(IPADOS, 0)).toBe(false);
    expect(isIosDevice(PIXEL, 5)).toBe(false);
  });
});

describe('installGuide', () => {
  const base = { standalone: false, installed: false, canPrompt: false, ios: false };

  it('says installed first: running from the home screen, then installed in this visit', () => {
    expect(installGuide({ ...base, standalone: true, installed: true, canPrompt: true, ios: true })).toBe('standalone');
    expect(installGuide({ ...base, installed: true, canPrompt: true })).toBe('installed');
  });

  it('offers the kept prompt, then the iOS share-sheet steps, then the browser menu', () => {
    expect(installGuide({ ...base, canPrompt: true, ios: true })).toBe('prompt');
    expect(installGuide({ ...base, ios: true })).toBe('ios');
    expect(installGuide(base)).toBe('manual');
  });
});

describe('guideSection', () => {
  it.each([
    ['ios', 'ios'],
    ['IOS', 'ios'],
    ['webclip', 'ios'],
    ['mobileconfig', 'ios'],
    [' android ', 'android'],
    ['pwa', 'pwa'],
    ['windows', null],
    [null, null],
  ] as const)('maps platform=%s to %s', (platform, section) => {
    expect(guideSection(platform)).toBe(section);
  });
});
