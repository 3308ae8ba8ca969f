// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../storage/keys';
import {
  isDisplayModeStandalone,
  isIosStandalone,
  isStandalone,
  isWebClip,
  rememberWebClipLaunch,
  type StandaloneEnvironment,
  standaloneKind,
} from './standalone';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function env(options: { displayStandalone?: boolean; iosStandalone?: boolean; webclip?: string } = {}) {
  const storage = memoryStorage(options.webclip === undefined ? {} : { WEBCLIP: options.webclip });
  const environment: StandaloneEnvironment = {
    matchMedia: (query) => ({
      matches: query === '(display-mode: standalone)' && options.displayStandalone === true,
    }),
    navigator: options.iosStandalone === undefined ? {} : { standalone: options.iosStandalone },
    storage,
  };
  return { environment, storage };
}

describe('standalone detection', () => {
  it('is false in a plain browser tab', () => {
    const { environment } = env();
    expect(isStandalone(environment)).toBe(false);
    expect(standaloneKind(environment)).toBeUndefined();
  });

  it('detects the installed PWA by display mode', () => {
    const { environment } = env({ displayStandalone: true });
    expect(isDisplayModeStandalone(environment)).toBe(true);
    expect(standaloneKind(environment)).toBe('display-mode');
  });

  it('detects iOS home-screen launches by navigator.standalone', () => {
    expect(isIosStandalone(env({ iosStandalone: true }).environment)).toBe(true);
    expect(isIosStandalone(env({ iosStandalone: false }).environment)).toBe(false);
    expect(standaloneKind(env({ iosStandalone: true }).environment)).toBe('ios-home-screen');
  });

  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['', false],
  ])('reads the WEBCLIP flag %j as %s', (value, expected) => {
    const { environment } = env({ webclip: value });
    expect(isWebClip(environment)).toBe(expected);
    expect(isStandalone(environment)).toBe(expected);
  });

  it('uses WEBCLIP, the platform storage key name', () => {
    expect(STORAGE_KEYS.webclip).toBe('WEBCLIP');
  });

  it('survives missing APIs and throwing storage', () => {
    const throwing: StandaloneEnvironment = {
      storage: {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => {
          throw new Error('denied');
        },
      },
    };
    expect(isStandalone({})).toBe(false);
    expect(isStandalone(throwing)).toBe(false);
    expect(() => rememberWebClipLaunch('?webclip=1', throwing)).not.toThrow();
  });

  it('works with the real jsdom globals', () => {
    localStorage.removeItem('WEBCLIP');
    expect(typeof isStandalone()).toBe('boolean');
  });
});

describe('rememberWebClipLaunch', () => {
  it('sets WEBCLIP when the launch URL says so, and only then', () => {
    const { environment, storage } = env();
    rememberWebClipLaunch('?source=pwa', environment);
    expect(storage.values.has('WEBCLIP')).toBe(false);
    rememberWebClipLaunch('?webclip=0', environment);
    expect(storage.values.has('WEBCLIP')).toBe(false);
    rememberWebClipLaunch('?webclip=1', environment);
    expect(storage.values.get('WEBCLIP')).toBe('1');
    expect(isWebClip(environment)).toBe(true);
  });
});
