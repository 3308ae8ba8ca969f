import { useLingui } from '@lingui/react/macro';

import type { MemberPnl } from '../api/pnl-api';
import { barOf, chartDays, extremes, labelledDates, signedScale, valueY } from '../model/pnl-chart';
import { formatPnlDate } from '../model/pnl-range';

const WIDTH = 340;
const HEIGHT = 180;
const PLOT = { left: 54, right: 6, top: 10, bottom: 24 } as const;
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** Axis figures kept short: "₱1.5K", in the player's language. */
function compact(amount: number, symbol: string, locale: string): string {
  const text = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Math.abs(amount));
  return `${amount < 0 ? '−' : ''}${symbol}${text}`;
}

/**
 * The net result per day as plain SVG (docs/product.md#profit-and-loss): a bar for every date of
 * the range, wins up from the zero line, losses down, a few dates named below, and a spoken
 * summary; the table beside it has the same rows.
 */
export function PnlChart({ answer, locale, money }: { answer: MemberPnl; locale: string; money: (amount: number) => string }) {
  const { t } = useLingui();
  const days = chartDays(answer, answer.list);
  const scale = signedScale(days.map((day) => day.winLoss));
  const band = PLOT_WIDTH / Math.max(days.length, 1);
  const barWidth = Math.max(2, Math.min(band * 0.7, 24));
  const zero = valueY(0, scale, PLOT.top, PLOT_HEIGHT);
  const { best, worst } = extremes(answer.list);
  const from = formatPnlDate(answer.startDate, locale, 'long');
  const to = formatPnlDate(answer.endDate, locale, 'long');
  const total = money(answer.footer.winLoss);
  const bestDay = formatPnlDate(best?.date ?? answer.endDate, locale, 'long');
  const bestResult = money(best?.winLoss ?? 0);
  const worstDay = formatPnlDate(worst?.date ?? answer.endDate, locale, 'long');
  const worstResult = money(worst?.winLoss ?? 0);
  return (
    <svg
      className="pnl-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t`Net result per day from ${from} to ${to}: ${total} in all; best day ${bestDay}, ${bestResult}; worst day ${worstDay}, ${worstResult}.`}
      data-testid="pnl-chart"
    >
      <g aria-hidden="true">
        {scale.ticks.map((tick) => {
          const y = valueY(tick, scale, PLOT.top, PLOT_HEIGHT);
          return (
            <g key={tick}>
              <line className="pnl-chart__grid" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y} y2={y} />
              <text x={PLOT.left - 4} y={y + 3} textAnchor="end">
                {compact(tick, answer.currencySymbol, locale)}
              </text>
            </g>
          );
        })}
        {labelledDates(days.length).map((index) => (
          <text key={index} x={PLOT.left + band * (index + 0.5)} y={HEIGHT - 8} textAnchor="middle">
            {formatPnlDate(days[index]?.date ?? '', locale)}
          </text>
        ))}
        {days.map((day, index) => {
          const bar = barOf(day.winLoss, scale, PLOT.top, PLOT_HEIGHT);
          return (
            <rect
              key={day.date}
              className={day.winLoss >= 0 ? 'pnl-chart__win' : 'pnl-chart__loss'}
              x={PLOT.left + band * (index + 0.5) - barWidth / 2}
              y={bar.y}
              width={barWidth}
              height={bar.height}
              rx={1}
            />
          );
        })}
        <line className="pnl-chart__zero" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={zero} y2={zero} />
      </g>
    </svg>
  );
}
