import type { ReactNode } from 'react';

import { DownloadPopup } from './DownloadPopup';
import { HomeAnnouncements } from './HomeAnnouncements';
import { HomeJackpotWinnersNews } from './HomeJackpotWinnersNews';

/** The whole home content, one lazy module: each extra dynamic import in the first-load chunk costs budget. */
export function HomeContent({ renderLobby }: { renderLobby?: ((homePanel: ReactNode) => ReactNode) | undefined }) {
  const homePanel = <HomeJackpotWinnersNews />;
  return (
    <>
      <HomeAnnouncements />
      {renderLobby ? renderLobby(homePanel) : homePanel}
      <DownloadPopup />
    </>
  );
}
