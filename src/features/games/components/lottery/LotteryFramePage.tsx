import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, matchPath, useLocation, useSearchParams } from 'react-router';
import { LoginRedirect } from '../../../../components/LoginRedirect';
import { EmptyState } from '../../../../components/EmptyState';
import { Loading } from '../../../../components/Loading';
import { PATHS } from '../../../../config/paths';
import { gatewayConfig } from '../../../../config/gateway';
import { ERROR_TEXTS } from '../../../../lib/errors/error-catalogue';
import { useLanguageCode } from '../../../../lib/i18n/use-language';
import { selectSession, selectSessionReady } from '../../../../lib/session/session-slice';
import { useGetLotteryGamesQuery } from '../../api/games-api';
import { browserTimeZone, frameOriginAllowlist, isAllowedFrameSrc, lotteryFrameSrc } from '../../model/lottery-frame';
import { findLotteryGame, listModeFor } from '../../model/lottery-list';
import { isLobbyCode, normalisePrizeMode, pageBackPath } from '../../model/lottery-routing';
import { CloseIcon, ErrorIcon } from './lottery-icons';
import './lottery.css';

/**
 * The game document, sandboxed: forms may submit (bets), nothing may run script, reach the app's
 * storage or navigate the app. Keyed by src by its parent, so a new game starts with its spinner.
 */
function GameFrame({ src, title }: { src: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="lotto-frame__viewport">
      <iframe
        className="lotto-frame__iframe"
        src={src}
        title={title}
        sandbox="allow-forms"
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
        data-testid="lottery-frame"
      />
      {!loaded && (
        <div className="lotto-frame__loading">
          <Loading />
        </div>
      )}
    </div>
  );
}

/** A path segment as the player typed it; one that is not valid percent-encoding stays as it is. */
function decodeSegment(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/** The route's three segments; the shell only renders this page for a path that has them. */
function frameParams(pathname: string) {
  const params: Partial<Record<string, string>> = matchPath({ path: PATHS.lottoFrame, caseSensitive: true, end: true }, pathname)?.params ?? {};
  return { mui: decodeSegment(params.mui), playType: decodeSegment(params.playType), gameId: decodeSegment(params.gameId) };
}

/**
 * SPEC §2 /m/lotto-h5/{mui}/{playType}/games/{gameId}: the gateway's lottery page in a frame,
 * carrying the session token, merchant, theme and prize mode (PROTOCOL.md), under the screen's one
 * bar (the route has no shell header): the game's name and a close button back to where the
 * player came from (SPEC: /m/game otherwise).
 */
export function LotteryFramePage() {
  const { i18n, t } = useLingui();
  const { mui, playType, gameId } = frameParams(useLocation().pathname);
  const [search] = useSearchParams();
  const ready = useSelector(selectSessionReady);
  const session = useSelector(selectSession);
  const language = useLanguageCode();
  const prizeMode = normalisePrizeMode(search.get('prize_mode'));
  const closePath = pageBackPath(search.get('pageBack'), PATHS.game);
  const lobby = isLobbyCode(gameId);
  // The list is usually cached from the lottery screen; it only names the game.
  const games = useGetLotteryGamesQuery({ prizeMode: listModeFor(prizeMode), language }, { skip: lobby || !session });

  if (!ready) return <Loading />;
  if (!session) return <LoginRedirect />;

  const gameName = findLotteryGame(games.data?.list, gameId)?.gameName;
  const title = lobby ? (prizeMode === 'Elott' ? t`E-Lottery lobby` : t`Lottery lobby`) : (gameName ?? t`Lottery game`);
  const appOrigin = window.location.origin;
  const src = lotteryFrameSrc({
    gatewayOrigin: gatewayConfig.origin,
    appOrigin,
    mui,
    playType,
    gameId,
    token: session.token,
    merchant: gatewayConfig.merchantCode,
    prizeMode,
    language,
    // The frame cannot run script: the gateway writes draw times in the player's own zone.
    timeZone: browserTimeZone(),
  });
  const allowed = isAllowedFrameSrc(src, frameOriginAllowlist(appOrigin, gatewayConfig.origin));

  return (
    <div className="lotto-frame">
      <div className="lotto-frame__bar">
        <h1 className="lotto-frame__title" data-testid="lottery-frame-title">
          {title}
        </h1>
        <Link className="icon-button" to={closePath} replace aria-label={t`Close`} data-testid="lottery-frame-close">
          <CloseIcon />
        </Link>
      </div>
      {allowed && src ? (
        <GameFrame key={src} src={src} title={title} />
      ) : (
        <div role="alert" data-testid="lottery-frame-error">
          <EmptyState
            icon={<ErrorIcon />}
            message={i18n._(ERROR_TEXTS.notAvailable)}
            action={
              <Link className="button" to={closePath} replace>
                {t`Close`}
              </Link>
            }
          />
        </div>
      )}
    </div>
  );
}
