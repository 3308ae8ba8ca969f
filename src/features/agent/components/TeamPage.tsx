import './team.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { LoadFailure } from '@/components/LoadFailure';
import { Loading } from '@/components/Loading';
import { TIMING } from '@/config/constants';
import type { TeamRow } from '@/contract/agent-team';
import { useOnline } from '@/lib/network/use-online';

import { type TeamQuery, useGetTeamInfiniteQuery } from '../api/team-api';
import { teamFailureText } from '../model/team-failure';
import { sameTeamRow } from '../model/team-row';
import { KIND_LABELS, TEAM_SORTS } from '../model/team-texts';
import { downlineHref, TeamAge, TeamCrumbs, useTeamFormats } from './TeamParts';

const SORT_PARAM = 'sort';
const SEARCH_PARAM = 'q';
const PARENT_PARAM = 'parent';

/** The sort in the address (`joined:desc` ...), else the first choice. */
function sortOf(value: string | null) {
  return TEAM_SORTS.find((choice) => `${choice.column}:${choice.direction}` === value) ?? TEAM_SORTS[0]!;
}

/**
 * /m/member/team (docs/product.md#team): the agent's direct downlines, or with `?parent=` those
 * of one downline, searched and sorted (both kept in the address), a few pages at a time: at most
 * TEAM_PAGES_KEPT pages are on the page, "Show earlier" brings back the ones let go.
 */
export function TeamPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const parent = params.get(PARENT_PARAM);
  const search = params.get(SEARCH_PARAM) ?? '';
  const sort = sortOf(params.get(SORT_PARAM));
  const [typed, setTyped] = useState(search);

  // The search follows the box once typing pauses; the address keeps it for Back and reloads.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim() === '') next.delete(SEARCH_PARAM);
          else next.set(SEARCH_PARAM, typed.trim());
          return next;
        },
        { replace: true },
      );
    }, TIMING.usernameCheckDebounce);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  function chooseSort(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SORT_PARAM, value);
        return next;
      },
      { replace: true },
    );
  }

  const query: TeamQuery = { parent, search, sort: sort.column, direction: sort.direction };
  return (
    <div className="team-page">
      <div className="team-tools">
        <input
          type="search"
          className="field__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t`Search username`}
          aria-label={t`Search username`}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
        />
        <select
          className="team-select"
          aria-label={t`Sort`}
          value={`${sort.column}:${sort.direction}`}
          onChange={(event) => chooseSort(event.target.value)}
        >
          {TEAM_SORTS.map((choice) => (
            <option key={`${choice.column}:${choice.direction}`} value={`${choice.column}:${choice.direction}`}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      <TeamList key={`${parent ?? ''}|${search}|${sort.column}:${sort.direction}`} query={query} />
    </div>
  );
}

function TeamList({ query }: { query: TeamQuery }) {
  const { t } = useLingui();
  const online = useOnline();
  const { count } = useTeamFormats();
  const team = useGetTeamInfiniteQuery(query);
  const pages = team.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.list) ?? [], [pages]);
  const first = pages?.[0];
  // The oldest answer shown decides the age: offline, every page came from the worker's copy.
  const asOf = pages?.reduce<number | null>(
    (oldest, page) => (page.asOf === null ? oldest : Math.min(oldest ?? page.asOf, page.asOf)),
    null,
  );

  if (team.isLoading) return <Loading />;
  if (!first) {
    return <LoadFailure message={teamFailureText({ online, search: query.search })} onRetry={() => void team.refetch()} />;
  }
  const shownTotal = count(first.total);
  return (
    <>
      <TeamCrumbs path={first.path} />
      <p className="team-summary" aria-live="polite">
        <span>{query.parent === null ? <Trans>{shownTotal} direct downlines</Trans> : <Trans>{shownTotal} in this team</Trans>}</span>
        <TeamAge asOf={asOf ?? null} online={online} />
      </p>
      {rows.length === 0 ? (
        <EmptyState message={query.search === '' ? <Trans>No downlines yet</Trans> : <Trans>No username matches</Trans>} />
      ) : (
        <>
          {team.hasPreviousPage && (
            <div className="team-more">
              <button
                type="button"
                className="button button--quiet"
                disabled={!online || team.isFetchingPreviousPage}
                aria-busy={team.isFetchingPreviousPage}
                onClick={() => void team.fetchPreviousPage()}
              >
                <Trans>Show earlier</Trans>
              </button>
            </div>
          )}
          <ul className="team-list" aria-label={t`Downlines`}>
            {rows.map((row) => (
              <ShownTeamRow key={row.username} row={row} />
            ))}
          </ul>
          {team.hasNextPage && (
            <div className="team-more">
              <button
                type="button"
                className="button button--quiet"
                disabled={!online || team.isFetchingNextPage}
                aria-busy={team.isFetchingNextPage}
                onClick={() => void team.fetchNextPage()}
              >
                <Trans>Load more</Trans>
              </button>
              {!online && <Trans>Needs the network</Trans>}
            </div>
          )}
        </>
      )}
    </>
  );
}

// A load draws only its new rows: the others come again as fresh objects (model/team-row.ts).
const ShownTeamRow = memo(TeamRowItem, (before, after) => sameTeamRow(before.row, after.row));

function TeamRowItem({ row }: { row: TeamRow }) {
  const { i18n } = useLingui();
  const { money, date, count } = useTeamFormats();
  return (
    <li className="team-row" data-testid="team-row" data-username={row.username}>
      <AppLink className="team-row__link" to={downlineHref(row.username)}>
        <span className="team-row__head">
          <span className="team-row__name">
            {row.username}
            {row.nickname && <span className="team-row__nickname">{row.nickname}</span>}
          </span>
          <span className={`team-kind team-kind--${row.kind}`}>{i18n._(KIND_LABELS[row.kind])}</span>
        </span>
        <dl className="team-figures">
          <div>
            <dt>
              <Trans>Balance</Trans>
            </dt>
            <dd>{money(row.balance)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Joined</Trans>
            </dt>
            <dd>{date(row.joinedAt)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last login</Trans>
            </dt>
            <dd>{row.lastLoginAt === null ? <Trans>Never</Trans> : date(row.lastLoginAt)}</dd>
          </div>
          {row.kind === 'agent' && (
            <div>
              <dt>
                <Trans>Downlines</Trans>
              </dt>
              <dd>{count(row.directCount)}</dd>
            </div>
          )}
        </dl>
      </AppLink>
    </li>
  );
}
