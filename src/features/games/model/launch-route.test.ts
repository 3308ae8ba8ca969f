import { describe, expect, it } from 'vitest';

import { centreTabTap, centreVendorTarget, type LaunchableGame, type LaunchRequest, launchRoute, slotsCentrePath } from './launch-route';

const slot: LaunchableGame = { id: 1001, gameId: 1001, vendor: 'PG', vassalage: 'PG', gameType: 'RNG', gameCategory: 'RNG' };
const live: LaunchableGame = { id: 2001, gameId: 2001, vendor: 'EVO', gameType: 'LIVE', gameCategory: 'LIVE' };
const bingo: LaunchableGame = { gameId: 3001, vendor: 'BBY', gameType: 'RNG', gameCategory: 'BINGO' };
const vnDraw: LaunchableGame = { id: 4001, vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', lottoGameCode: 'MIENBAC' };
const vnLobby: LaunchableGame = { id: 4002, vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT', lottoGameCode: '' };
const seaLobbyNode: LaunchableGame = { id: 4003, vassalage: 'TCG_SEA', gameType: 'LOTT', lottoGameCode: 'LOTTO_LOBBY' };
const lottDraw: LaunchableGame = { id: 5001, vendor: 'TCG', gameType: 'LOTT', lottoGameCode: 'MEGA645' };
const elottDraw: LaunchableGame = { id: 5002, vendor: 'LOTT', gameType: 'ELOTT', lottoGameCode: 'KENO5MIN' };

const member = (game: LaunchableGame, extra: Partial<LaunchRequest> = {}): LaunchRequest => ({
  game,
  hasSession: true,
  memberType: 0,
  prizeMode: 'Lott',
  ...extra,
});

describe('launchRoute (docs/product.md#game-launch)', () => {
  it('"requires session, else /m/login", whatever the game', () => {
    for (const game of [slot, live, vnDraw, lottDraw]) {
      expect(launchRoute({ game, hasSession: false, prizeMode: 'Lott' })).toEqual({ kind: 'login' });
    }
  });

  it('"Type 4 on RNG: prompt with cancel and register-now"', () => {
    expect(launchRoute(member(slot, { memberType: 4 }))).toEqual({ kind: 'free-reject' });
    // Bingo and BGS games are RNG-lane games too.
    expect(launchRoute(member(bingo, { memberType: 4 }))).toEqual({ kind: 'free-reject' });
    // The session's type is the guest/trial default until known.
    expect(launchRoute(member(slot, { memberType: undefined }))).toEqual({ kind: 'free-reject' });
  });

  it('lets type 4 play RNG through the free trial, and play other categories', () => {
    expect(launchRoute(member(slot, { memberType: 4, freePlay: true }))).toEqual({
      kind: 'generic',
      params: { gameId: 1001, freePlay: true },
    });
    expect(launchRoute(member(live, { memberType: 4 }))).toEqual({ kind: 'generic', params: { gameId: 2001, freePlay: false } });
  });

  it('lets real members (types 0, 1, 2) launch RNG games', () => {
    for (const memberType of [0, 1, 2]) {
      expect(launchRoute(member(slot, { memberType })).kind).toBe('generic');
    }
  });

  it('"TCG_LOTTO_VN and TCG_SEA open the lobby via lottery launch": a draw opens betting', () => {
    expect(launchRoute(member(vnDraw, { prizeMode: 'Elott' }))).toEqual({
      kind: 'lottery-lobby',
      params: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Elott',
        lottoGameCode: 'MIENBAC',
        lottoView: 'betting',
        device: 'MOBILE',
      },
    });
  });

  it('"(default code LOTTO_LOBBY)": no code or the LOTTO_LOBBY node opens the lobby with an empty code', () => {
    for (const game of [vnLobby, seaLobbyNode, { id: 4004, vendor: 'TCG_SEA' }]) {
      const route = launchRoute(member(game));
      expect(route.kind).toBe('lottery-lobby');
      expect(route.kind === 'lottery-lobby' && route.params).toMatchObject({
        lottoGameCode: '',
        lottoView: 'lobby',
        lottoPrizeMode: 'Lott',
      });
    }
  });

  it('"LOTT and ELOTT navigate to /m/launchGame" with the prize mode, the code (default lobby) and pageBack=home', () => {
    expect(launchRoute(member(lottDraw))).toEqual({
      kind: 'launch-page',
      path: '/m/launchGame?playType=trad&prize_mode=Lott&code=MEGA645&pageBack=home',
    });
    expect(launchRoute(member(elottDraw, { prizeMode: 'Elott' }))).toEqual({
      kind: 'launch-page',
      path: '/m/launchGame?playType=trad&prize_mode=Elott&code=KENO5MIN&pageBack=home',
    });
    expect(launchRoute(member({ id: 5003, vendor: 'LUCKY8', gameCategory: 'LOTT', lottoGameCode: null }))).toEqual({
      kind: 'launch-page',
      path: '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home',
    });
  });

  it('"others use the generic launcher" with the game id', () => {
    expect(launchRoute(member(live))).toEqual({ kind: 'generic', params: { gameId: 2001, freePlay: false } });
    expect(launchRoute(member(bingo))).toEqual({ kind: 'generic', params: { gameId: 3001, freePlay: false } });
    expect(launchRoute(member({ id: 6001, vendor: 'AV', gameType: 'SPORTS', gameCategory: 'ESPORTS' }))).toEqual({
      kind: 'generic',
      params: { gameId: 6001, freePlay: false },
    });
  });
});

describe('slotsCentrePath: /m/slotsCenter?vassalage={vendor}', () => {
  it('opens the slots centre, narrowed to a vendor when given', () => {
    expect(slotsCentrePath()).toBe('/m/slotsCenter');
    expect(slotsCentrePath('')).toBe('/m/slotsCenter');
    expect(slotsCentrePath('PG')).toBe('/m/slotsCenter?vassalage=PG');
  });
});

describe('game centre taps (docs/product.md#game-entrance-and-game-centre)', () => {
  it('"Tapping RNG goes to /m/slotsCenter"; other tabs switch in place', () => {
    expect(centreTabTap('RNG')).toEqual({ kind: 'navigate', path: '/m/slotsCenter' });
    expect(centreTabTap('LIVE')).toEqual({ kind: 'select-tab', tab: 'LIVE' });
    expect(centreTabTap('ALL')).toEqual({ kind: 'select-tab', tab: 'ALL' });
  });

  it('"starting an RNG game goes to /m/slotsCenter?vassalage={vendor}"', () => {
    expect(centreVendorTarget({ code: 'RNG' }, 'PG')).toEqual({ kind: 'path', path: '/m/slotsCenter?vassalage=PG' });
  });

  it('"Other categories launch directly by category and vendor"', () => {
    expect(centreVendorTarget({ code: 'LIVE' }, 'EVO')).toEqual({ kind: 'launch', category: 'LIVE', vendor: 'EVO' });
    expect(centreVendorTarget({ code: 'BINGO' }, 'BBY')).toEqual({ kind: 'launch', category: 'BINGO', vendor: 'BBY' });
    expect(centreVendorTarget({ code: 'COCKFIGHT' }, 'DS88')).toEqual({ kind: 'launch', category: 'COCKFIGHT', vendor: 'DS88' });
  });
});
