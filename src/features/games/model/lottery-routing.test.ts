import { describe, expect, it } from 'vitest';

import {
  gameUrlTarget,
  isLobbyCode,
  lotteryGameTarget,
  lotteryLaunchHref,
  lotteryLaunchParams,
  normalisePrizeMode,
  pageBackPath,
  readLaunchQuery,
} from './lottery-routing';

const APP = 'https://lobby.example';

describe('pageBackPath', () => {
  it('maps the named routes', () => {
    expect(pageBackPath('home')).toBe('/m/home');
    expect(pageBackPath('lottery')).toBe('/m/lottery');
    expect(pageBackPath('game')).toBe('/m/game');
    expect(pageBackPath('startLottery')).toBe('/m/startLottery');
  });

  it('accepts the same routes by path, as the gateway may echo its backUrl', () => {
    expect(pageBackPath('/m/lottery')).toBe('/m/lottery');
    expect(pageBackPath('/m/game')).toBe('/m/game');
    expect(pageBackPath('/m/startLottery')).toBe('/m/startLottery');
  });

  it('sends anything else home, never off-site', () => {
    for (const value of [
      null,
      undefined,
      '',
      'member',
      'https://evil.example/m/home',
      '//evil.example',
      '/m/member/home',
      'toString',
      '__proto__',
      'javascript:alert(1)',
    ]) {
      expect(pageBackPath(value)).toBe('/m/home');
    }
  });

  it('uses the caller fallback for unknown values (the frame closes to the game entrance)', () => {
    expect(pageBackPath(null, '/m/game')).toBe('/m/game');
    expect(pageBackPath('elsewhere', '/m/game')).toBe('/m/game');
    expect(pageBackPath('home', '/m/game')).toBe('/m/home');
  });
});

describe('lottery codes', () => {
  it('treats lobby, LOTTO_LOBBY and an empty code as the lobby', () => {
    for (const code of ['lobby', 'LOBBY', 'LOTTO_LOBBY', 'lotto_lobby', '', '  ', null, undefined]) {
      expect(isLobbyCode(code)).toBe(true);
      expect(lotteryGameTarget(code)).toEqual({ lottoGameCode: '', lottoView: 'lobby' });
    }
  });

  it('opens a draw code on its betting view', () => {
    expect(lotteryGameTarget('VN_MB')).toEqual({ lottoGameCode: 'VN_MB', lottoView: 'betting' });
    expect(lotteryGameTarget(' KENO5 ')).toEqual({ lottoGameCode: 'KENO5', lottoView: 'betting' });
  });
});

describe('normalisePrizeMode', () => {
  it('keeps the three prize modes, whatever the case', () => {
    expect(normalisePrizeMode('Lott')).toBe('Lott');
    expect(normalisePrizeMode('zy')).toBe('ZY');
    expect(normalisePrizeMode('ELOTT')).toBe('Elott');
  });

  it('defaults to Lott', () => {
    expect(normalisePrizeMode(null)).toBe('Lott');
    expect(normalisePrizeMode('')).toBe('Lott');
    expect(normalisePrizeMode('Jackpot')).toBe('Lott');
  });
});

describe('the launch request', () => {
  it('applies the route defaults: trad, Lott, lobby, home', () => {
    expect(readLaunchQuery(new URLSearchParams(''))).toEqual({ playType: 'trad', prizeMode: 'Lott', code: 'lobby', pageBack: 'home' });
  });

  it('asks for the VN lottery lobby on mobile, returning to the pageBack route', () => {
    const query = readLaunchQuery(new URLSearchParams('playType=trad&prize_mode=Elott&code=lobby&pageBack=lottery'));
    expect(lotteryLaunchParams(query)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoGameCode: '',
      lottoView: 'lobby',
      device: 'MOBILE',
      backUrl: '/m/lottery',
    });
  });

  it('asks for one draw on its betting view; LOTTO_LOBBY is the lobby', () => {
    const draw = lotteryLaunchParams(readLaunchQuery(new URLSearchParams('prize_mode=ZY&code=MEGA645&pageBack=game')));
    expect(draw).toMatchObject({ lottoPrizeMode: 'ZY', lottoGameCode: 'MEGA645', lottoView: 'betting', backUrl: '/m/game' });
    const lobby = lotteryLaunchParams(readLaunchQuery(new URLSearchParams('code=LOTTO_LOBBY')));
    expect(lobby).toMatchObject({ lottoPrizeMode: 'Lott', lottoGameCode: '', lottoView: 'lobby', backUrl: '/m/home' });
  });

  it('never carries an outside back URL', () => {
    const query = readLaunchQuery(new URLSearchParams('pageBack=https%3A%2F%2Fevil.example'));
    expect(lotteryLaunchParams(query).backUrl).toBe('/m/home');
  });
});

describe('lotteryLaunchHref', () => {
  it('links a draw or a lobby to the launch route', () => {
    expect(lotteryLaunchHref({ prizeMode: 'Lott', code: 'MEGA645', pageBack: 'lottery' })).toBe(
      '/m/launchGame?playType=trad&prize_mode=Lott&code=MEGA645&pageBack=lottery',
    );
    expect(lotteryLaunchHref({ prizeMode: 'Elott', code: null, pageBack: 'lottery' })).toBe(
      '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=lottery',
    );
  });
});

describe('gameUrlTarget', () => {
  it('follows app routes inside the app', () => {
    expect(gameUrlTarget('/m/lotto-h5/vn/trad/games/lobby?prize_mode=Lott&pageBack=home', APP)).toEqual({
      kind: 'route',
      path: '/m/lotto-h5/vn/trad/games/lobby?prize_mode=Lott&pageBack=home',
    });
    expect(gameUrlTarget(`${APP}/m/lotto-h5/vn/trad/games/7`, APP)).toEqual({ kind: 'route', path: '/m/lotto-h5/vn/trad/games/7' });
  });

  it('loads other pages of the same origin as documents', () => {
    expect(gameUrlTarget('/games/play/1?token=x', APP)).toEqual({ kind: 'document', url: `${APP}/games/play/1?token=x` });
  });

  it("opens the gateway's pages on the gateway's origin when the app is served from another one", () => {
    const GATEWAY = 'https://api.platform.example';
    expect(gameUrlTarget('/lgw/play/abc?language=EN', APP, GATEWAY)).toEqual({
      kind: 'document',
      url: `${GATEWAY}/lgw/play/abc?language=EN`,
    });
    expect(gameUrlTarget(`${GATEWAY}/lgw/play/abc`, APP, GATEWAY)).toEqual({ kind: 'document', url: `${GATEWAY}/lgw/play/abc` });
    // App routes stay the app's; the same page on the app's own origin stays allowed.
    expect(gameUrlTarget('/m/lotto-h5/vn/trad/games/7', APP, GATEWAY)).toEqual({ kind: 'route', path: '/m/lotto-h5/vn/trad/games/7' });
    expect(gameUrlTarget(`${APP}/lgw/play/abc`, APP, GATEWAY)).toEqual({ kind: 'document', url: `${APP}/lgw/play/abc` });
    expect(gameUrlTarget('https://evil.example/lgw/play/abc', APP, GATEWAY)).toEqual({ kind: 'refused' });
    expect(gameUrlTarget('//evil.example/lgw/play/abc', APP, GATEWAY)).toEqual({ kind: 'refused' });
  });

  it('refuses other origins and non-web URLs', () => {
    for (const url of [
      'https://evil.example/m/home',
      '//evil.example/m/home',
      'javascript:alert(1)',
      'data:text/html,hi',
      '',
      '   ',
      'http://lobby.example/m/home',
    ]) {
      expect(gameUrlTarget(url, APP)).toEqual({ kind: 'refused' });
    }
  });
});
