import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { CdnImage } from '@/components/image/CdnImage';
import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { boardCurrencySymbol, visibleWinners, type WinnerRow } from '@/lib/content/winners';
import { useGetWinnersQuery } from '@/lib/content/winners-api';
import { formatDecimal } from '@/lib/format/decimal';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { usePageQuiet } from '@/lib/perf/page-quiet';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { tickerDurationSeconds } from '../model/ticker-duration';
import { useMarqueeMotion } from './use-marquee-motion';

const NO_ROWS: WinnerRow[] = [];

/**
 * Winners ticker (docs/product.md#winners-ticker): notAuto 0 entries scroll by at speed 30 (px per
 * second).
 */
export function WinnersTicker({ language }: { language: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const winners = useGetWinnersQuery({ language });
  const settings = useGetConsolidatedSettingsQuery();
  // Deferred: the board (up to twice 100 rows) renders in slices after the rest of the page rather
  // than in the one task that the answer's arrival re-renders the page in.
  const visible = useMemo(() => visibleWinners(winners.data?.list), [winners.data]);
  const rows = useDeferredValue(visible, NO_ROWS);
  // The rows drop the symbol; every entry carries the site currency's, as do the settings.
  const symbol = boardCurrencySymbol(winners.data?.list) ?? settings.data?.currency.symbol ?? '';
  const runRef = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState(0);
  const [watchMarquee, marqueeMoving] = useMarqueeMotion();
  const loops = usePageQuiet();

  // The loop's length is read when the browser lays the board out anyway (a ResizeObserver reports
  // after layout): reading scrollWidth as the board mounts would force a layout of the whole page
  // in the middle of the home's first render.
  useEffect(() => {
    const run = runRef.current;
    if (!run) return;
    if (typeof ResizeObserver === 'undefined') {
      setDuration(tickerDurationSeconds(run.scrollWidth));
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      setDuration(tickerDurationSeconds(width));
    });
    observer.observe(run);
    return () => observer.disconnect();
  }, [rows]);

  // The board's place is held while its answer is on its way and its rows render: drawn later, it
  // would push the news and the footer down under the player's eyes (a layout shift). An answer
  // with no winners shows no board.
  if (rows.length === 0) return winners.isLoading || visible.length > 0 ? <WinnersFrame /> : null;
  const locale = intlLocale(i18n);
  const style = { '--ticker-duration': `${duration}s` } as CSSProperties;
  return (
    <section className="home-winners" aria-labelledby="winners-heading">
      <WinnersHeading />
      {/* Focused, the board stops moving (home.css), as under the pointer. A tap on it opens the whole
          board too: the heading's link is the way there for a keyboard and a screen reader. */}
      <div
        ref={watchMarquee}
        className="home-winners__window"
        data-testid="winners-ticker"
        tabIndex={0}
        role="group"
        aria-labelledby="winners-heading"
        onClick={() => void navigate(PATHS.winners)}
      >
        <div
          className={`home-winners__track${duration > 0 ? ' home-winners__track--moving' : ''}${marqueeMoving ? '' : ' marquee--paused'}`}
          style={style}
          data-testid="winners-track"
        >
          <WinnerList rows={rows} symbol={symbol} locale={locale} listRef={runRef} />
          {/* The copy closes the loop; screen readers hear the board once. Until the board can move
              (the page has gone quiet) the copy would be half the board's nodes for nothing. */}
          {loops && <WinnerList rows={rows} symbol={symbol} locale={locale} hidden />}
        </div>
      </div>
    </section>
  );
}

/** The board's heading: the way to the whole board (docs/product.md#latest-winners), for every way of pointing. */
function WinnersHeading() {
  return (
    <h2 id="winners-heading" className="home-section__title">
      <AppLink to={PATHS.winners} className="home-winners__more">
        <Trans>Latest winners</Trans>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AppLink>
    </h2>
  );
}

/** The board's heading and an empty window of one row's height, while its rows are on their way. */
function WinnersFrame() {
  return (
    <section className="home-winners" aria-labelledby="winners-heading" aria-busy="true">
      <WinnersHeading />
      <div className="home-winners__window home-winners__window--pending" data-testid="winners-pending" />
    </section>
  );
}

/** Memoised: the board's timing and motion change on the track, never the rows themselves. */
const WinnerList = memo(function WinnerList({
  rows,
  symbol,
  locale,
  hidden = false,
  listRef,
}: {
  rows: WinnerRow[];
  symbol: string;
  locale: string;
  hidden?: boolean;
  listRef?: React.Ref<HTMLUListElement>;
}) {
  return (
    <ul className="home-winners__run" ref={listRef} aria-hidden={hidden || undefined}>
      {rows.map((row, index) => (
        <li key={index} className="winner">
          <CdnImage src={row.iconUrl} alt="" width={36} height={36} className="winner__icon" />
          <span className="winner__text">
            <span className="winner__name">{row.customerName}</span>
            <span className="winner__game">{row.gameName}</span>
          </span>
          <span className="winner__amount">
            {symbol}
            {formatDecimal(row.winAmount, locale, 2)}
          </span>
        </li>
      ))}
    </ul>
  );
});
