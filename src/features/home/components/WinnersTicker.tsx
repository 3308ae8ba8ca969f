import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { CdnImage } from '../../../components/image/CdnImage';
import { useGetConsolidatedSettingsQuery } from '../../../lib/system/system-api';
import { useGetWinnersQuery } from '../api/content-api';
import { tickerDurationSeconds, visibleWinners, type WinnerRow } from '../model/winners';
import { useMarqueeMotion } from './use-marquee-motion';
import { numberFormat } from '../../../lib/i18n/intl-cache';
import { intlLocale } from '../../../lib/i18n/intl-locale';

/** SPEC §2 winners ticker: notAuto 0 entries scroll by at speed 30 (px per second). */
export function WinnersTicker({ language }: { language: string }) {
  const { i18n } = useLingui();
  const winners = useGetWinnersQuery({ language });
  const settings = useGetConsolidatedSettingsQuery();
  const rows = useMemo(() => visibleWinners(winners.data?.list), [winners.data]);
  // The rows drop the symbol; every entry carries the site currency's, as do the settings.
  const symbol =
    winners.data?.list.find((entry) => typeof entry.vo?.currencySymbol === 'string')?.vo?.currencySymbol ??
    settings.data?.currency.symbol ??
    '';
  const runRef = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState(0);
  const [watchMarquee, marqueeMoving] = useMarqueeMotion();

  useLayoutEffect(() => {
    const run = runRef.current;
    if (!run) return;
    const measure = () => setDuration(tickerDurationSeconds(run.scrollWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(run);
    return () => observer.disconnect();
  }, [rows]);

  if (rows.length === 0) return null;
  const locale = intlLocale(i18n);
  const style = { '--ticker-duration': `${duration}s` } as CSSProperties;
  return (
    <section className="home-winners" aria-labelledby="winners-heading">
      <h2 id="winners-heading" className="home-section__title">
        <Trans>Latest winners</Trans>
      </h2>
      <div ref={watchMarquee} className="home-winners__window" data-testid="winners-ticker" tabIndex={0} role="group" aria-labelledby="winners-heading">
        <div
          className={`home-winners__track${duration > 0 ? ' home-winners__track--moving' : ''}${marqueeMoving ? '' : ' marquee--paused'}`}
          style={style}
          data-testid="winners-track"
        >
          <WinnerList rows={rows} symbol={symbol} locale={locale} listRef={runRef} />
          {/* The copy closes the loop; screen readers hear the board once. */}
          <WinnerList rows={rows} symbol={symbol} locale={locale} hidden />
        </div>
      </div>
    </section>
  );
}

function WinnerList({
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
  // The board is drawn twice (the copy closes the loop) on every render: one formatter per locale.
  const format = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
            {format.format(row.winAmount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
