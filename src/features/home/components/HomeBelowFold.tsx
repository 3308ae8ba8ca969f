import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { useDebouncedLanguageCode } from '../../../lib/i18n/use-language';
import { useGetVendorGameTypesQuery } from '../../../lib/lobby/lobby-api';
import { HomeFooter } from './HomeFooter';
import { HomeStatus } from './HomeStatus';
import { JackpotCounter } from '../../../components/jackpot/JackpotCounter';
import { NewsSection } from './NewsSection';
import { WinnersTicker } from './WinnersTicker';

/** Everything under the banners, in one module that loads after the first render. */
export function HomeBelowFold() {
  const language = useDebouncedLanguageCode();
  // SPEC §2: 'please wait' until the vendor list has loaded, never longer than 9999 ms.
  const lobby = useGetVendorGameTypesQuery({ language });
  return (
    <>
      <JackpotCounter />
      <WinnersTicker language={language} />
      <NewsSection />
      <HomeStatus language={language} />
      <HomeFooter />
      <LoadingOverlay active={lobby.isLoading} />
    </>
  );
}
