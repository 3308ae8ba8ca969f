import './lottery.css';

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { gatewayConfig } from '@/config/gateway';
import { PATHS } from '@/config/paths';
import { useGetLotteryGamesQuery, useRequestLotteryFrameTicketMutation } from '@/features/games/api/games-api';
import { browserTimeZone, frameOriginAllowlist, isAllowedFrameSrc, lotteryFrameSrc } from '@/features/games/model/lottery-frame';
import { findLotteryGame, listModeFor } from '@/features/games/model/lottery-list';
import { isLobbyCode, normalisePrizeMode, pageBackPath } from '@/features/games/model/lottery-routing';
import { countdown, nextDrawAt } from '@/features/games/model/next-draws';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { CloseIcon, ErrorIcon } from './lottery-icons';
import { useNow } from './use-now';

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

/**
 * The draw the frame's page names, counted down here (docs/product.md#lottery): the frame runs no
 * script, so its page shows the draw's time and the app's bar ticks. When a draw passes, the count
 * moves on to the next one.
 */
function DrawCountdown({ intervalSeconds }: { intervalSeconds: number }) {
  const now = useNow();
  const drawAt = nextDrawAt(intervalSeconds, now);
  if (drawAt === null) return null;
  return (
    <p className="lotto-frame__draw">
      <Trans>Next draw</Trans>{' '}
      <time className="lotto-frame__countdown" dateTime={new Date(drawAt).toISOString()} data-testid="lottery-frame-countdown">
        {countdown(drawAt, now)}
      </time>
    </p>
  );
}

/** Why there is no frame, announced, with the one way on (close, or try again). */
function FrameError({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div role="alert" data-testid="lottery-frame-error">
      <EmptyState icon={<ErrorIcon />} message={message} action={action} />
    </div>
  );
}

/** The frame's spinner, also shown while its ticket is on its way. */
function FramePending() {
  return (
    <div className="lotto-frame__viewport" data-testid="lottery-frame-pending">
      <div className="lotto-frame__loading">
        <Loading />
      </div>
    </div>
  );
}

/** The gateway's answer to one ticket request: the frame ticket, or why there is none. */
interface TicketAnswer {
  /** The request it answers: an answer for another frame, session or attempt is never used. */
  request: string;
  ticket?: string;
  failure?: MessageDescriptor;
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
  const params: Partial<Record<string, string>> =
    matchPath({ path: PATHS.lottoFrame, caseSensitive: true, end: true }, pathname)?.params ?? {};
  return { mui: decodeSegment(params.mui), playType: decodeSegment(params.playType), gameId: decodeSegment(params.gameId) };
}

/**
 * /m/lotto-h5/{mui}/{playType}/games/{gameId} (docs/product.md#lottery): the gateway's lottery page
 * in a frame, carrying a frame ticket, merchant, theme and prize mode, under the screen's one bar
 * (the route has no shell header): the game's name and a close button back to where the player came
 * from (/m/game otherwise, docs/product.md#lottery), and for a draw the countdown to its next draw.
 * The session token never goes into the frame's
 * address: the page asks the gateway for a single-use ticket first, a fresh one for every frame it
 * opens and every retry (gateway/README.md "Game and lottery pages").
 */
export function LotteryFramePage() {
  const { i18n, t } = useLingui();
  const { mui, playType, gameId } = frameParams(useLocation().pathname);
  const [search] = useSearchParams();
  const session = useAppSelector(selectSession);
  const language = useLanguageCode();
  const prizeMode = normalisePrizeMode(search.get('prize_mode'));
  const closePath = pageBackPath(search.get('pageBack'), PATHS.game);
  const lobby = isLobbyCode(gameId);
  // The list is usually cached from the lottery screen; it only names the game.
  const games = useGetLotteryGamesQuery({ prizeMode: listModeFor(prizeMode), language }, { skip: lobby || !session });
  const [requestTicket] = useRequestLotteryFrameTicketMutation();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<TicketAnswer | null>(null);

  const appOrigin = window.location.origin;
  const frameInput = {
    gatewayOrigin: gatewayConfig.origin,
    appOrigin,
    mui,
    playType,
    gameId,
    merchant: gatewayConfig.merchantCode,
    prizeMode,
    language,
    // The frame cannot run script: the gateway writes draw times in the player's own zone.
    timeZone: browserTimeZone(),
  };
  // Checked before a ticket is asked for: an address that could not be framed needs none.
  const allowed = isAllowedFrameSrc(lotteryFrameSrc({ ...frameInput, ticket: '' }), frameOriginAllowlist(appOrigin, gatewayConfig.origin));
  const token = session?.token ?? null;
  // A ticket opens one frame once: another frame, session or attempt needs a new one.
  const request = JSON.stringify({ mui, playType, gameId, prizeMode, language, token, attempt });

  useEffect(() => {
    if (!token || !allowed) return;
    const pending = requestTicket();
    let current = true;
    pending.unwrap().then(
      ({ ticket }) => {
        if (current) setAnswer({ request, ticket });
      },
      (caught: unknown) => {
        // A refused session is handled centrally (message, then login); offline reads "needs a connection".
        if (current) setAnswer({ request, failure: errorMessage(isGatewayError(caught) ? caught : undefined) });
      },
    );
    return () => {
      current = false;
      pending.abort();
    };
  }, [token, allowed, request, requestTicket]);

  const listed = findLotteryGame(games.data?.list, gameId);
  const gameName = listed?.gameName;
  const title = lobby ? (prizeMode === 'Elott' ? t`E-Lottery lobby` : t`Lottery lobby`) : (gameName ?? t`Lottery game`);
  const current = answer?.request === request ? answer : null;
  const src = current?.ticket ? lotteryFrameSrc({ ...frameInput, ticket: current.ticket }) : null;

  let content;
  if (!allowed) {
    content = (
      <FrameError
        message={i18n._(ERROR_TEXTS.notAvailable)}
        action={
          <AppLink className="button" to={closePath} replace>
            {t`Close`}
          </AppLink>
        }
      />
    );
  } else if (current?.failure) {
    content = (
      <FrameError
        message={i18n._(current.failure)}
        action={
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {t`Retry`}
          </button>
        }
      />
    );
  } else if (src) {
    content = <GameFrame key={src} src={src} title={title} />;
  } else {
    content = <FramePending />;
  }

  return (
    <div className="lotto-frame">
      <div className="lotto-frame__bar">
        <div className="lotto-frame__heading">
          <h1 className="lotto-frame__title" data-testid="lottery-frame-title">
            {title}
          </h1>
          {!lobby && listed && <DrawCountdown intervalSeconds={listed.drawIntervalSeconds} />}
        </div>
        <AppLink className="icon-button" to={closePath} replace aria-label={t`Close`} data-testid="lottery-frame-close">
          <CloseIcon />
        </AppLink>
      </div>
      {content}
    </div>
  );
}
