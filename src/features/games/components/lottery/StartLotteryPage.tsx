import './lottery.css';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { EmptyState } from '@/components/EmptyState';
import { CdnImage } from '@/components/image/CdnImage';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { PATHS } from '@/config/paths';
import { useGetLotteryGamesQuery } from '@/features/games/api/games-api';
import { type LotteryGroupMode, vendorLabel } from '@/features/games/model/lottery-list';
import { lotteryLaunchHref } from '@/features/games/model/lottery-routing';
import { countdown, type UpcomingDraw, upcomingDraws } from '@/features/games/model/next-draws';
import { errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useDebouncedLanguageCode } from '@/lib/i18n/use-language';
import { loginPath } from '@/lib/session/login-redirect';
import { selectIsLoggedIn } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { ErrorIcon } from './lottery-icons';
import { useNow } from './use-now';

const MODE_LABELS: Record<LotteryGroupMode, MessageDescriptor> = {
  Lott: msg`Lottery`,
  Elott: msg`E-Lottery`,
};

const ICON_SIZE = 48;
const DAY_MS = 86_400_000;

/**
 * Where Play leads: the lottery launch the lottery screen uses, closing back to this page. A
 * visitor logs in first (docs/product.md#game-launch requires a session), then goes on to that
 * launch.
 */
function useLaunchHref() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return ({ game, mode }: UpcomingDraw) => {
    const launch = lotteryLaunchHref({ prizeMode: game.prizeMode || mode, code: game.lottoGameCode, pageBack: 'startLottery' });
    return loggedIn ? launch : loginPath(launch);
  };
}

/** The draw's time of day, with its date when it is not within the next day. */
function DrawTime({ drawAt, now }: { drawAt: number; now: number }) {
  const { i18n } = useLingui();
  const format: Intl.DateTimeFormatOptions = drawAt - now < DAY_MS ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return <time dateTime={new Date(drawAt).toISOString()}>{new Intl.DateTimeFormat(intlLocale(i18n), format).format(drawAt)}</time>;
}

function DrawMeta({ draw }: { draw: UpcomingDraw }) {
  const { i18n } = useLingui();
  return (
    <span className="lottery-item__meta">
      <span>{i18n._(MODE_LABELS[draw.mode])}</span>
      <span className="start-lottery__vendor">{vendorLabel(draw.game)}</span>
    </span>
  );
}

function NextDraw({ draw, now }: { draw: UpcomingDraw; now: number }) {
  const launchHref = useLaunchHref();
  return (
    <section className="next-draw" aria-labelledby="next-draw-title" data-testid="next-draw">
      <h2 id="next-draw-title" className="next-draw__label">
        <Trans>Next draw</Trans>
      </h2>
      <div className="next-draw__game">
        <CdnImage className="lottery-item__icon" src={draw.game.iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} />
        <span className="lottery-item__text">
          <span id="next-draw-name" className="lottery-item__name">
            {draw.game.gameName}
          </span>
          <DrawMeta draw={draw} />
        </span>
      </div>
      {draw.drawAt !== null && (
        <p className="next-draw__clock">
          <span className="next-draw__countdown" data-testid="next-draw-countdown">
            {countdown(draw.drawAt, now)}
          </span>
          <span className="next-draw__at">
            <Trans>
              Draw at <DrawTime drawAt={draw.drawAt} now={now} />
            </Trans>
          </span>
        </p>
      )}
      <AppLink className="button button--block" to={launchHref(draw)} aria-describedby="next-draw-name" data-testid="start-lottery-play">
        <Trans>Play now</Trans>
      </AppLink>
    </section>
  );
}

function DrawRow({ draw, now }: { draw: UpcomingDraw; now: number }) {
  const { t } = useLingui();
  const launchHref = useLaunchHref();
  const name = draw.game.gameName;
  const left = draw.drawAt === null ? null : countdown(draw.drawAt, now);
  return (
    <li className="lottery-item start-lottery__row" data-testid="start-lottery-draw">
      <CdnImage className="lottery-item__icon" src={draw.game.iconUrl} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
      <span className="lottery-item__text">
        <span className="lottery-item__name">{name}</span>
        <DrawMeta draw={draw} />
        {draw.drawAt !== null && (
          <span className="start-lottery__when">
            <DrawTime drawAt={draw.drawAt} now={now} />
            <span className="start-lottery__left">{t`in ${left}`}</span>
          </span>
        )}
      </span>
      <AppLink className="button button--small" to={launchHref(draw)} aria-label={t`Play ${name}`} data-testid="start-lottery-play">
        <Trans>Play</Trans>
      </AppLink>
    </li>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button" onClick={onRetry}>
      <Trans>Retry</Trans>
    </button>
  );
}

function AllLotteriesLink() {
  return (
    <AppLink className="button button--block button--quiet" to={PATHS.lottery} data-testid="all-lotteries">
      <Trans>All lotteries and lobbies</Trans>
    </AppLink>
  );
}

/**
 * /m/startLottery: the operator's draws (both prize modes' lists, as the lottery screen reads
 * them), the soonest first with a countdown, each started in one tap through the lottery launch.
 */
export function StartLotteryPage() {
  const { i18n } = useLingui();
  const language = useDebouncedLanguageCode();
  const lottery = useGetLotteryGamesQuery({ prizeMode: 'Lott', language });
  const eLottery = useGetLotteryGamesQuery({ prizeMode: 'Elott', language });
  const now = useNow();
  const queries = [lottery, eLottery];
  const failed = queries.filter((query) => query.isError && !query.data);
  const retry = () => failed.forEach((query) => void query.refetch());

  if (queries.every((query) => query.isLoading)) return <Loading />;

  const firstFailure = failed[0]?.error;
  const failureText = i18n._(errorMessage(isGatewayError(firstFailure) ? firstFailure : undefined));

  if (failed.length === queries.length) {
    return (
      <div className="lottery" role="alert" data-testid="start-lottery-error">
        <EmptyState icon={<ErrorIcon />} message={failureText} action={<RetryButton onRetry={retry} />} />
      </div>
    );
  }

  const draws = upcomingDraws(
    [
      { mode: 'Lott', games: lottery.data?.list },
      { mode: 'Elott', games: eLottery.data?.list },
    ],
    now,
  );
  const stillLoading = queries.some((query) => query.isLoading);
  const [first, ...rest] = draws;

  return (
    <div className="lottery start-lottery">
      {failed.length > 0 && (
        <div className="lottery-group__error" role="alert">
          <p className="card__error">{failureText}</p>
          <RetryButton onRetry={retry} />
        </div>
      )}
      {first ? (
        <>
          <NextDraw draw={first} now={now} />
          {rest.length > 0 && (
            <section className="lottery-group" aria-labelledby="coming-up-title">
              <h2 id="coming-up-title" className="lottery-group__title">
                <Trans>Coming up</Trans>
              </h2>
              <ul className="lottery-list" data-testid="start-lottery-list">
                {rest.map((draw) => (
                  <DrawRow key={draw.game.gameId} draw={draw} now={now} />
                ))}
              </ul>
            </section>
          )}
          {stillLoading && <Loading />}
        </>
      ) : stillLoading ? (
        <Loading />
      ) : (
        <EmptyState message={<Trans>No draws are open right now</Trans>} />
      )}
      <AllLotteriesLink />
    </div>
  );
}
