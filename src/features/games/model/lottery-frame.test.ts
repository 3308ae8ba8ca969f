import { describe, expect, it, vi } from 'vitest';

import { browserTimeZone, frameOriginAllowlist, isAllowedFrameSrc, type LotteryFrameInput, lotteryFrameSrc } from './lottery-frame';

const APP = 'https://lobby.example';

const input: LotteryFrameInput = {
  gatewayOrigin: '',
  appOrigin: APP,
  mui: 'vn',
  playType: 'trad',
  gameId: 'lobby',
  ticket: 'tick et/+=',
  merchant: 'nasa11f2',
  prizeMode: 'Lott',
  language: 'TY',
};

describe('lotteryFrameSrc', () => {
  it('builds the gateway lottery page URL with the frame ticket, merchant, css and prize mode', () => {
    const src = lotteryFrameSrc(input)!;
    const url = new URL(src);
    expect(url.origin).toBe(APP);
    expect(url.pathname).toBe('/lgw/lotto/vn/trad/games/lobby');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'tick et/+=',
      merchant: 'nasa11f2',
      css: 'lotto-dark',
      prize_mode: 'Lott',
      language: 'TY',
    });
  });

  it('never puts a session token in the address: the ticket is the only credential', () => {
    const url = new URL(lotteryFrameSrc({ ...input, ticket: 'a'.repeat(64) })!);
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('ticket')).toBe('a'.repeat(64));
    // Whatever else a caller spreads in, only the listed parameters are written.
    const spread = { ...input, token: 'session-token' } as LotteryFrameInput;
    expect(lotteryFrameSrc(spread)).not.toContain('session-token');
  });

  it("carries the player's time zone as tz, after the other parameters, and leaves it out when unknown", () => {
    const url = new URL(lotteryFrameSrc({ ...input, timeZone: 'Asia/Manila' })!);
    expect([...url.searchParams.keys()]).toEqual(['ticket', 'merchant', 'css', 'prize_mode', 'language', 'tz']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ticket: 'tick et/+=',
      merchant: 'nasa11f2',
      css: 'lotto-dark',
      prize_mode: 'Lott',
      language: 'TY',
      tz: 'Asia/Manila',
    });
    expect(url.search).toContain('&tz=Asia%2FManila');
    expect(new URL(lotteryFrameSrc({ ...input, timeZone: '' })!).searchParams.has('tz')).toBe(false);
  });

  it("reads the device's time zone from Intl", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(() => {
      throw new RangeError('no time zone data');
    });
    expect(browserTimeZone()).toBe('');
    resolvedOptions.mockRestore();
  });

  it('uses the configured gateway origin when there is one', () => {
    const src = lotteryFrameSrc({
      ...input,
      gatewayOrigin: 'https://gw.example:8443',
      gameId: '42',
      css: 'lotto-light',
      prizeMode: 'Elott',
      timeZone: 'America/New_York',
    })!;
    expect(src).toBe(
      'https://gw.example:8443/lgw/lotto/vn/trad/games/42?ticket=tick+et%2F%2B%3D&merchant=nasa11f2&css=lotto-light&prize_mode=Elott&language=TY&tz=America%2FNew_York',
    );
  });

  it('refuses path parts that are not plain names', () => {
    for (const bad of ['..', '.', 'a/b', '../../wps', 'a%2F', '', 'x'.repeat(65), 'a?b', 'a#b', 'ü']) {
      expect(lotteryFrameSrc({ ...input, mui: bad })).toBeNull();
      expect(lotteryFrameSrc({ ...input, gameId: bad })).toBeNull();
    }
  });

  it('gives nothing for an unusable origin', () => {
    expect(lotteryFrameSrc({ ...input, appOrigin: 'not a url' })).toBeNull();
  });
});

describe('frame origin allowlist', () => {
  it('holds the app origin and the configured gateway origin', () => {
    expect(frameOriginAllowlist(APP, '')).toEqual([APP]);
    expect(frameOriginAllowlist(APP, 'https://gw.example/')).toEqual([APP, 'https://gw.example']);
    expect(frameOriginAllowlist(APP, APP)).toEqual([APP]);
  });

  it('ignores malformed or non-web gateway origins', () => {
    expect(frameOriginAllowlist(APP, 'gw.example')).toEqual([APP]);
    expect(frameOriginAllowlist(APP, 'javascript:alert(1)')).toEqual([APP]);
  });

  it('allows frames only from the listed origins', () => {
    const allowlist = frameOriginAllowlist(APP, 'https://gw.example');
    expect(isAllowedFrameSrc(`${APP}/lgw/lotto/vn/trad/games/1`, allowlist)).toBe(true);
    expect(isAllowedFrameSrc('https://gw.example/lgw/lotto/vn/trad/games/1', allowlist)).toBe(true);
    expect(isAllowedFrameSrc('https://gw.example.evil.example/lgw/lotto', allowlist)).toBe(false);
    expect(isAllowedFrameSrc('http://gw.example/lgw/lotto', allowlist)).toBe(false);
    expect(isAllowedFrameSrc('https://evil.example/', allowlist)).toBe(false);
    expect(isAllowedFrameSrc('/lgw/lotto/vn/trad/games/1', allowlist)).toBe(false);
    expect(isAllowedFrameSrc(null, allowlist)).toBe(false);
  });
});
