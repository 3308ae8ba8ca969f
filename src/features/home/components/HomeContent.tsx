import type { ReactNode } from 'react';

import { DownloadPopup } from './DownloadPopup';
import { HomeBelowFold } from './HomeBelowFold';
import { HomeTop } from './HomeTop';

/** The whole home content, one lazy module: each extra dynamic import in the first-load chunk costs budget. */
export function HomeContent({ renderLobby }: { renderLobby?: ((homePanel: ReactNode) => ReactNode) | undefined }) {
  const homePanel = <HomeBelowFold />;
  return (
    <>
      <HomeTop />
      {renderLobby ? renderLobby(homePanel) : homePanel}
      <DownloadPopup />
    </>
  );
}
