import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

import { ChoiceChip } from '@/components/chip/ChoiceChip';
import { intlLocale } from '@/lib/i18n/intl-locale';

import { formatReportDate } from '../model/report-labels';
import {
  checkReportRange,
  type DateRange,
  earliestReportDate,
  operatorToday,
  type Period,
  PERIOD_LABELS,
  periodRange,
  PERIODS,
  type RangeLimit,
} from '../model/report-range';

/**
 * A report's period and its picker: the last 7 days to start (docs/product.md#team-reports), the
 * operator's today read once, so a report left open over midnight keeps its dates.
 */
export function useReportRange(
  limit: RangeLimit,
  { disabled = false }: { disabled?: boolean } = {},
): {
  range: DateRange;
  picker: ReactNode;
} {
  const [today] = useState(() => operatorToday());
  const [range, setRange] = useState(() => periodRange('week', today));
  return { range, picker: <ReportRangePicker limit={limit} today={today} onChange={setRange} disabled={disabled} /> };
}

/**
 * The period of a report (docs/product.md#team-reports): Today, Yesterday, Last 7 days, or two
 * dates of the player's choice. A custom range the report refuses says why under the dates and is
 * not passed on (the page keeps showing the last range it had); `disabled` while offline.
 */
function ReportRangePicker({
  limit,
  today,
  onChange,
  initial = 'week',
  disabled = false,
}: {
  limit: RangeLimit;
  today: string;
  onChange: (range: DateRange) => void;
  initial?: Exclude<Period, 'custom'>;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [period, setPeriod] = useState<Period>(initial);
  const [custom, setCustom] = useState<DateRange>(() => periodRange(initial, today));
  const earliest = earliestReportDate(today, limit);
  const refusal =
    period === 'custom' ? checkReportRange(custom, today, limit, formatReportDate(earliest, intlLocale(i18n), 'long')) : undefined;

  const choose = (next: Period) => {
    setPeriod(next);
    if (next !== 'custom') {
      onChange(periodRange(next, today));
      return;
    }
    if (!checkReportRange(custom, today, limit, '')) onChange(custom);
  };
  const edit = (change: Partial<DateRange>) => {
    const next = { ...custom, ...change };
    setCustom(next);
    if (!checkReportRange(next, today, limit, '')) onChange(next);
  };

  return (
    <div className="report-range">
      <div className="report-chips" role="group" aria-label={t`Period`}>
        {PERIODS.map((option) => (
          <ChoiceChip key={option} compact pressed={period === option} disabled={disabled} onClick={() => choose(option)}>
            {i18n._(PERIOD_LABELS[option])}
          </ChoiceChip>
        ))}
      </div>
      {period === 'custom' && (
        <>
          <div className="report-dates">
            <label className="report-field" htmlFor={`${id}-from`}>
              <Trans>From</Trans>
              <input
                id={`${id}-from`}
                type="date"
                value={custom.startDate}
                min={earliest}
                max={today}
                disabled={disabled}
                aria-invalid={refusal !== undefined}
                aria-describedby={refusal ? `${id}-refusal` : undefined}
                onChange={(event) => edit({ startDate: event.target.value })}
              />
            </label>
            <label className="report-field" htmlFor={`${id}-to`}>
              <Trans>To</Trans>
              <input
                id={`${id}-to`}
                type="date"
                value={custom.endDate}
                min={earliest}
                max={today}
                disabled={disabled}
                aria-invalid={refusal !== undefined}
                aria-describedby={refusal ? `${id}-refusal` : undefined}
                onChange={(event) => edit({ endDate: event.target.value })}
              />
            </label>
          </div>
          {refusal && (
            <p id={`${id}-refusal`} className="report-refusal" role="alert" data-testid="report-range-refusal">
              {i18n._(refusal.message)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
