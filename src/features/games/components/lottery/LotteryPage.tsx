import './lottery.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';
import { CdnImage } from '@/components/image/CdnImage';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { type LotteryGame, useGetLotteryGamesQuery } from '@/features/games/api/games-api';
import { drawInterval, type LotteryGroupMode, vendorLabel } from '@/features/games/model/lottery-list';
import { lotteryLaunchHref } from '@/features/games/model/lottery-routing';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { loginPath } from '@/lib/session/login-redirect';
import { selectIsLoggedIn } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { ChevronIcon, ErrorIcon, LobbyIcon } from './lottery-icons';

/** What a group needs of its list query. */
interface ListQuery {
  data?: { list: LotteryGame[] } | undefined;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

const GROUP_TITLES: Record<LotteryGroupMode, MessageDescriptor> = {
  Lott: msg`Lottery`,
  Elott: msg`E-Lottery`,
};

const ICON_SIZE = 48;

function failureText(query: ListQuery): MessageDescriptor {
  return errorMessage(isGatewayError(query.error) ? query.error : undefined);
}

function DrawLine({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const interval = drawInterval(seconds);
  if (!interval) return null;
  const { value } = interval;
  switch (interval.unit) {
    case 'seconds':
      return <>{t`Draws every ${value} s`}</>;
    case 'minutes':
      return <>{t`Draws every ${value} min`}</>;
    case 'hours':
      return <>{t`Draws every ${value} h`}</>;
    case 'days':
      return <>{value === 1 ? t`Draws daily` : t`Draws every ${value} days`}</>;
  }
}

/**
 * Where a tap leads: visitors log in first (docs/product.md#game-launch requires a session), and the
 * login then goes on to the launch they asked for.
 */
function useLaunchHref() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (prizeMode: string, code: string | null) => {
    const launch = lotteryLaunchHref({ prizeMode, code, pageBack: 'lottery' });
    return loggedIn ? launch : loginPath(launch);
  };
}

function GameRow({ game, mode }: { game: LotteryGame; mode: LotteryGroupMode }) {
  const launchHref = useLaunchHref();
  return (
    <li>
      <AppLink className="lottery-item" to={launchHref(game.prizeMode || mode, game.lottoGameCode)} data-testid="lottery-game">
        <CdnImage className="lottery-item__icon" src={game.iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
        <span className="lottery-item__text">
          <span className="lottery-item__name">{game.gameName}</span>
          <span className="lottery-item__meta">
            <span className="lottery-item__vendor">{vendorLabel(game)}</span>
            <span className="lottery-item__draws">
              <DrawLine seconds={game.drawIntervalSeconds} />
            </span>
          </span>
        </span>
        <ChevronIcon />
      </AppLink>
    </li>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="button" onClick={onRetry}>
      {t`Retry`}
    </button>
  );
}

function GroupBody({ query, mode }: { query: ListQuery; mode: LotteryGroupMode }) {
  const { i18n, t } = useLingui();
  const launchHref = useLaunchHref();
  if (query.isLoading) return <Loading />;
  if (query.isError && !query.data) {
    return (
      <div className="lottery-group__error" role="alert">
        <p className="card__error">{i18n._(failureText(query))}</p>
        <RetryButton onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const games = query.data?.list ?? [];
  return (
    <ul className="lottery-list">
      <li>
        <AppLink className="lottery-item lottery-item--lobby" to={launchHref(mode, null)} data-testid="lottery-lobby">
          <span className="lottery-item__icon lottery-item__icon--lobby" aria-hidden="true">
            <LobbyIcon />
          </span>
          <span className="lottery-item__text">
            <span className="lottery-item__name">{t`Lobby`}</span>
            <span className="lottery-item__meta">{t`Every draw in one place`}</span>
          </span>
          <ChevronIcon />
        </AppLink>
      </li>
      {games.map((game) => (
        <GameRow key={game.gameId} game={game} mode={mode} />
      ))}
    </ul>
  );
}

function hasGames(query: ListQuery): boolean {
  return (query.data?.list.length ?? 0) > 0;
}

/**
 * /m/lottery (docs/product.md#lottery): every lottery and e-lottery draw with its vendor and pace,
 * grouped by prize mode, each group opening on its lobby or on one draw. The shell's compact header
 * gives the title and back arrow on this route.
 */
export function LotteryPage() {
  const { i18n } = useLingui();
  const language = useDebouncedLanguageCode();
  const lottery = useGetLotteryGamesQuery({ prizeMode: 'Lott', language });
  const eLottery = useGetLotteryGamesQuery({ prizeMode: 'Elott', language });
  const groups = [
    { mode: 'Lott', query: lottery },
    { mode: 'Elott', query: eLottery },
  ] as const;

  if (groups.every(({ query }) => query.isLoading)) return <Loading />;

  if (groups.every(({ query }) => query.isError && !query.data)) {
    return (
      <div className="lottery" role="alert">
        <EmptyState
          icon={<ErrorIcon />}
          message={i18n._(failureText(lottery))}
          action={<RetryButton onRetry={() => groups.forEach(({ query }) => void query.refetch())} />}
        />
      </div>
    );
  }

  // A prize mode without games has nothing to open, its lobby included.
  const shown = groups.filter(({ query }) => query.isLoading || (query.isError && !query.data) || hasGames(query));
  if (shown.length === 0) {
    return (
      <div className="lottery">
        <EmptyState />
      </div>
    );
  }

  return (
    <div className="lottery">
      {shown.map(({ mode, query }) => (
        <section key={mode} className="lottery-group" aria-labelledby={`lottery-group-${mode}`} data-testid={`lottery-group-${mode}`}>
          <h2 id={`lottery-group-${mode}`} className="lottery-group__title">
            {i18n._(GROUP_TITLES[mode])}
          </h2>
          <GroupBody query={query} mode={mode} />
        </section>
      ))}
    </div>
  );
}
