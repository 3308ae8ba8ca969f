import { GameEntrance } from './GameEntrance';

/** /m/game (docs/product.md#game-entrance-and-game-centre), the lottery frame's fallback close target. */
export function GameEntrancePage() {
  return <GameEntrance />;
}
