import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { dataAge, formatDataAge, showsAge } from '@/lib/format/data-age';

import { type OverviewAnswer, useGetTeamOverviewQuery } from '../api/reports-api';
import { REPORT_RANGE_LIMITS } from '../model/report-range';
import { OverviewChart } from './OverviewChart';
import { ReportFigures, ReportScreen, signClass, useOnline, useReportFormat } from './ReportParts';
import { useReportRange } from './ReportRangePicker';

/** "Saved 5 minutes ago": the age of the figures shown, offline always, online once over a minute old. */
function SavedAge({ asOf, online }: { asOf: number | null; online: boolean }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const [now] = useState(Date.now);
  if (!showsAge(asOf, now, online)) return null;
  const age = formatDataAge(dataAge(asOf, now), format.locale);
  return (
    <p className="report-saved" role="status" data-testid="overview-saved-age">
      {online ? t`Saved ${age}` : t`Offline. Saved ${age}, shown read-only.`}
    </p>
  );
}

function OverviewBody({ overview, online }: { overview: OverviewAnswer; online: boolean }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const { footer } = overview;
  const tiles = [
    { key: 'team', label: t`Team size`, value: format.count(overview.teamCount) },
    { key: 'new', label: t`New members`, value: format.count(footer.teamRegisterMemberCount) },
    { key: 'active', label: t`Active players`, value: format.count(footer.teamBetMemberCount) },
    { key: 'deposits', label: t`Deposits`, value: format.money(footer.teamDeposit) },
    { key: 'withdrawals', label: t`Withdrawals`, value: format.money(footer.teamWithdraw) },
    { key: 'valid-bets', label: t`Valid bets`, value: format.money(footer.teamValidBet) },
  ];
  return (
    <>
      <SavedAge key={`${overview.asOf ?? ''}:${online}`} asOf={overview.asOf} online={online} />
      <ReportFigures
        className="report-tiles"
        testId="overview-tiles"
        figures={[
          ...tiles,
          { key: 'pnl', label: t`Profit and loss`, value: format.money(footer.teamTotalPnl), className: signClass(footer.teamTotalPnl) },
        ]}
      />
      <p className="report-note">
        <Trans>Profit and loss is the team's result as players: wins, rebates and promotions less bets.</Trans>
      </p>
      <OverviewChart rows={overview.list} footer={footer} format={format} />
    </>
  );
}

/**
 * `/m/agent/team/overview` (docs/product.md#team-overview): the whole team's figures for a
 * period, their trend per day, and offline the last answer with its age.
 */
export function OverviewPage() {
  const online = useOnline();
  const { range, picker } = useReportRange(REPORT_RANGE_LIMITS.overview, { disabled: !online });
  const overview = useGetTeamOverviewQuery(range);
  const data = overview.currentData;
  return (
    <ReportScreen testId="team-overview" picker={picker}>
      {data ? (
        <OverviewBody overview={data} online={online} />
      ) : overview.isFetching ? (
        <Loading />
      ) : (
        <LoadFailure message={msg`The overview could not be loaded.`} onRetry={() => void overview.refetch()} />
      )}
    </ReportScreen>
  );
}
