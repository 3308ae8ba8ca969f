// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import {
  dropLaunchIntent,
  hasLaunchIntent,
  type IntendedGame,
  intentFor,
  LAUNCH_INTENT_TTL_MS,
  readIntent,
  saveLaunchIntent,
  takeLaunchIntent,
} from './launch-intent';

const GAME: IntendedGame = {
  id: 7,
  gameId: 1007,
  nodeId: 3,
  vendor: 'JILI',
  vassalage: 'JILI',
  supportPlay: 1,
  gameType: 'RNG',
  gameName: 'Golden Reels',
  iconUrl: '/cdn/g.png',
};

afterEach(() => sessionStorage.clear());

describe('the game a visitor tapped before logging in', () => {
  it('is launched once: taking it removes it', () => {
    saveLaunchIntent(GAME, 1000);
    expect(hasLaunchIntent(2000)).toBe(true);
    expect(takeLaunchIntent(2000)?.game).toMatchObject({ gameId: 1007, vendor: 'JILI', gameType: 'RNG' });
    expect(takeLaunchIntent(2000)).toBeNull();
    expect(hasLaunchIntent(2000)).toBe(false);
  });

  it('is forgotten after its time, when dropped, and when it is not a game', () => {
    saveLaunchIntent(GAME, 1000);
    expect(takeLaunchIntent(1000 + LAUNCH_INTENT_TTL_MS + 1)).toBeNull();
    saveLaunchIntent(GAME, 1000);
    dropLaunchIntent();
    expect(hasLaunchIntent(1000)).toBe(false);
    expect(readIntent('not json', 1000)).toBeNull();
    expect(readIntent(JSON.stringify({ game: { ...GAME, gameId: 'x' }, at: 1000 }), 1000)).toBeNull();
    expect(readIntent(JSON.stringify({ game: GAME, at: 5000 }), 1000)).toBeNull();
    expect(readIntent(JSON.stringify({ game: null, at: 1000 }), 1000)).toBeNull();
  });

  it('keeps only the fields a launch reads', () => {
    const intent = intentFor({ ...GAME, extra: 'x' } as IntendedGame, 5);
    expect(Object.keys(intent.game)).not.toContain('extra');
    expect(readIntent(JSON.stringify(intent), 5)).toEqual(intent);
  });
});
