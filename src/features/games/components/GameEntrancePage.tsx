import { GameEntrance } from './GameEntrance';

/** /m/game (SPEC §2 game entrance), the lottery frame's fallback close target. */
export function GameEntrancePage() {
  return <GameEntrance />;
}
