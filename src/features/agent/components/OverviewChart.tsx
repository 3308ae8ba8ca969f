import { Trans, useLingui } from '@lingui/react/macro';

import type { TeamKpiRow, TeamKpiTotals } from '@/contract/agent-reports';

import { labelledIndexes, valueTicks } from '../model/chart-scale';
import { signClass, type useReportFormat } from './ReportParts';

type Format = ReturnType<typeof useReportFormat>;

const WIDTH = 340;
const HEIGHT = 196;
const PLOT = { left: 46, right: 8, top: 18, bottom: 40 } as const;
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const COLOURS = { deposit: '#5fd39a', withdraw: '#ff9f6b', bets: '#f5c84c' } as const;

/** The frame of one chart: value gridlines and labels, the dates named below, both axes' titles. */
function Axes({ ticks, rows, format, valueTitle }: { ticks: number[]; rows: readonly TeamKpiRow[]; format: Format; valueTitle: string }) {
  const { t } = useLingui();
  const top = ticks[ticks.length - 1] ?? 1;
  const band = PLOT_WIDTH / Math.max(rows.length, 1);
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => {
        const y = PLOT.top + PLOT_HEIGHT - (tick / top) * PLOT_HEIGHT;
        return (
          <g key={tick}>
            <line className="report-chart__grid" x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y} y2={y} />
            <text x={PLOT.left - 4} y={y + 3} textAnchor="end">
              {format.compactMoney(tick)}
            </text>
          </g>
        );
      })}
      {labelledIndexes(rows.length).map((index) => (
        <text key={index} x={PLOT.left + band * (index + 0.5)} y={PLOT.top + PLOT_HEIGHT + 14} textAnchor="middle">
          {format.date(rows[index]?.balanceDate ?? '')}
        </text>
      ))}
      <text className="report-chart__axis-title" x={PLOT.left} y={10}>
        {valueTitle}
      </text>
      <text className="report-chart__axis-title" x={PLOT.left + PLOT_WIDTH / 2} y={HEIGHT - 6} textAnchor="middle">
        {t`Date`}
      </text>
    </g>
  );
}

/**
 * The overview's trend (docs/product.md#team-overview), drawn as plain SVG: deposits against
 * withdrawals per day as bars, and valid bets per day as a line, each with its value and date axes
 * titled and a spoken summary; "Show as table" gives the same rows as a table (screen readers and
 * anyone who prefers numbers).
 */
export function OverviewChart({ rows, footer, format }: { rows: readonly TeamKpiRow[]; footer: TeamKpiTotals; format: Format }) {
  const { t } = useLingui();
  const first = rows[0]?.balanceDate ?? '';
  const last = rows[rows.length - 1]?.balanceDate ?? '';
  const [from, to] = [format.date(first, 'long'), format.date(last, 'long')];
  const band = PLOT_WIDTH / Math.max(rows.length, 1);
  const barWidth = Math.max(1, Math.min(band * 0.38, 14));
  const moneyTicks = valueTicks(Math.max(0, ...rows.map((row) => Math.max(row.teamDeposit, row.teamWithdraw))));
  const moneyTop = moneyTicks[moneyTicks.length - 1] ?? 1;
  const betTicks = valueTicks(Math.max(0, ...rows.map((row) => row.teamValidBet)));
  const betTop = betTicks[betTicks.length - 1] ?? 1;
  const y = (value: number, top: number) => PLOT.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const centre = (index: number) => PLOT.left + band * (index + 0.5);
  const busiest = rows.reduce<TeamKpiRow | undefined>(
    (best, row) => (!best || row.teamValidBet > best.teamValidBet ? row : best),
    undefined,
  );
  const currency = format.symbol;
  const amountTitle = t`Amount (${currency})`;
  const deposits = format.money(footer.teamDeposit);
  const withdrawals = format.money(footer.teamWithdraw);
  const validBets = format.money(footer.teamValidBet);
  const busiestBets = format.money(busiest?.teamValidBet ?? 0);
  const busiestDate = format.date(busiest?.balanceDate ?? first, 'long');

  return (
    <>
      <section className="report-card" aria-labelledby="overview-funds-title">
        <h2 id="overview-funds-title" className="report-card__title">
          <Trans>Deposits and withdrawals per day</Trans>
        </h2>
        <ul className="report-legend" aria-hidden="true">
          <li>
            <span className="report-swatch report-swatch--deposit" />
            <Trans>Deposits</Trans>
          </li>
          <li>
            <span className="report-swatch report-swatch--withdraw" />
            <Trans>Withdrawals</Trans>
          </li>
        </ul>
        <svg
          className="report-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t`Deposits and withdrawals per day from ${from} to ${to}: deposits ${deposits}, withdrawals ${withdrawals} in all.`}
          data-testid="overview-funds-chart"
        >
          <Axes ticks={moneyTicks} rows={rows} format={format} valueTitle={amountTitle} />
          {rows.map((row, index) => (
            <g key={row.balanceDate}>
              <rect
                x={centre(index) - barWidth}
                y={y(row.teamDeposit, moneyTop)}
                width={barWidth}
                height={PLOT.top + PLOT_HEIGHT - y(row.teamDeposit, moneyTop)}
                fill={COLOURS.deposit}
              />
              <rect
                x={centre(index)}
                y={y(row.teamWithdraw, moneyTop)}
                width={barWidth}
                height={PLOT.top + PLOT_HEIGHT - y(row.teamWithdraw, moneyTop)}
                fill={COLOURS.withdraw}
              />
            </g>
          ))}
        </svg>
      </section>
      <section className="report-card" aria-labelledby="overview-bets-title">
        <h2 id="overview-bets-title" className="report-card__title">
          <Trans>Valid bets per day</Trans>
        </h2>
        <svg
          className="report-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={t`Valid bets per day from ${from} to ${to}: ${validBets} in all, the most ${busiestBets} on ${busiestDate}.`}
          data-testid="overview-bets-chart"
        >
          <Axes ticks={betTicks} rows={rows} format={format} valueTitle={amountTitle} />
          <polyline
            fill="none"
            stroke={COLOURS.bets}
            strokeWidth={2}
            strokeLinejoin="round"
            points={rows.map((row, index) => `${centre(index)},${y(row.teamValidBet, betTop)}`).join(' ')}
          />
          {rows.length <= 31 &&
            rows.map((row, index) => (
              <circle key={row.balanceDate} cx={centre(index)} cy={y(row.teamValidBet, betTop)} r={2.5} fill={COLOURS.bets} />
            ))}
        </svg>
      </section>
      <details className="report-table-toggle">
        <summary>
          <Trans>Show as table</Trans>
        </summary>
        <div className="report-table-wrap">
          <table className="report-table" data-testid="overview-table">
            <caption className="visually-hidden">
              <Trans>
                The team per day from {from} to {to}
              </Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Deposits</Trans>
                </th>
                <th scope="col">
                  <Trans>Withdrawals</Trans>
                </th>
                <th scope="col">
                  <Trans>Valid bets</Trans>
                </th>
                <th scope="col">
                  <Trans>Profit and loss</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.balanceDate}>
                  <th scope="row">{format.date(row.balanceDate)}</th>
                  <td>{format.money(row.teamDeposit)}</td>
                  <td>{format.money(row.teamWithdraw)}</td>
                  <td>{format.money(row.teamValidBet)}</td>
                  <td className={signClass(row.teamTotalPnl)}>{format.money(row.teamTotalPnl)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td>{deposits}</td>
                <td>{withdrawals}</td>
                <td>{validBets}</td>
                <td className={signClass(footer.teamTotalPnl)}>{format.money(footer.teamTotalPnl)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </>
  );
}
