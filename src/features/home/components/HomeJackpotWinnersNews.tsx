import { JackpotCounter } from '@/components/jackpot/JackpotCounter';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';

import { HomeFooter } from './HomeFooter';
import { NewsSection } from './NewsSection';
import { WinnersTicker } from './WinnersTicker';

/**
 * The home content under the banners (the lobby's HOME panel): the jackpot counter, the winners
 * ticker, the news and the footer, with the wait for the vendor list.
 */
export function HomeJackpotWinnersNews() {
  const language = useDebouncedLanguageCode();
  // docs/product.md#home: 'please wait' until the vendor list has loaded, never longer than 9999 ms.
  const lobby = useGetVendorGameTypesQuery({ language });
  return (
    <>
      <JackpotCounter />
      <WinnersTicker language={language} />
      <NewsSection />
      <HomeFooter />
      <LoadingOverlay active={lobby.isLoading} />
    </>
  );
}
