import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { KycRequiredDialog } from '@/components/kyc/KycRequiredDialog';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { gatewayConfig } from '@/config/gateway';
import { PATHS } from '@/config/paths';
import type { KycRequiredDetail } from '@/contract/kyc';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useDebouncedLanguageCode, useLanguageCode } from '@/lib/i18n/use-language';
import { kycRequiredDetail } from '@/lib/kyc/kyc-gate';
import { useGetVendorGameTypesQuery } from '@/lib/lobby/lobby-api';
import { saveLaunchIntent } from '@/lib/session/launch-intent';
import { loginPath } from '@/lib/session/login-redirect';
import { selectSession } from '@/lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

import { type Game, gamesApi, useLaunchGameMutation, useLaunchLotteryMutation, useRecordRecentGameMutation } from '../api/games-api';
import { launchBackUrl } from '../model/back-url';
import type { GameCategory } from '../model/categories';
import { gameListQuery } from '../model/game-tab';
import { launchRoute } from '../model/launch-route';
import { gameUrlTarget } from '../model/lottery-routing';
import { prizeMode } from '../model/prize-mode';
import { toVendorStructure, type VendorName } from '../model/vendor-structure';

export interface LaunchOptions {
  freePlay?: boolean;
  /** SPORTS tiles offer the vendor's desktop site too (docs/product.md#game-entrance-and-game-centre). */
  desktop?: boolean;
}

/** The game page and the lottery frame are this app's or the gateway's: anything else stays put. */
function openGameUrl(gameUrl: string, navigate: (path: string) => void) {
  const target = gameUrlTarget(gameUrl, window.location.origin, gatewayConfig.origin);
  if (target.kind === 'route') navigate(target.path);
  else if (target.kind === 'document') window.location.assign(target.url);
  else toast.error(ERROR_TEXTS.emptyUrl);
}

/**
 * Every launch flow of docs/product.md#game-launch behind one `launch(game)`: the decision is
 * launch-route.ts, this hook carries it out (navigation, loading toasts, the trial prompt) and
 * renders the prompt.
 */
export function useGameLauncher() {
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguageCode();
  // The same (debounced) argument as the screens, so this reads their cached answer.
  const structureLanguage = useDebouncedLanguageCode();
  const structure = useGetVendorGameTypesQuery({ language: structureLanguage });
  const dispatch = useAppDispatch();
  const [launchGame] = useLaunchGameMutation();
  const [launchLottery] = useLaunchLotteryMutation();
  const [recordRecent] = useRecordRecentGameMutation();
  const [trialPrompt, setTrialPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  const [kycRefusal, setKycRefusal] = useState<KycRequiredDetail | null>(null);

  /** A launch the operator keeps for verified players explains itself (docs/product.md#identity-verification). */
  function explainKyc(caught: unknown): boolean {
    if (!isGatewayError(caught) || caught.code !== 'kyc.required') return false;
    setKycRefusal(kycRequiredDetail(caught.value) ?? { action: 'launch', statusForFE: '' });
    return true;
  }

  /**
   * A launch needs the gateway. The generic launch says so through the error catalogue
   * (an offline failure reads 'needs a connection'); the VN lobby launch shows no failure text
   * (docs/product.md#errors), so offline it explains itself before trying.
   */
  function explainOffline(): boolean {
    if (navigator.onLine !== false) return false;
    toast.error(ERROR_TEXTS.needsConnection);
    return true;
  }

  async function launch(game: Game, { freePlay = false, desktop = false }: LaunchOptions = {}) {
    if (busy) return;
    const route = launchRoute({
      game,
      hasSession: session !== null,
      memberType: session?.type,
      freePlay,
      prizeMode: prizeMode(toVendorStructure(structure.data).mapping),
    });
    switch (route.kind) {
      case 'login':
        // Kept through the login, so the game itself opens once the player is in (docs/product.md#game-launch).
        saveLaunchIntent(game);
        void navigate(loginPath(location));
        return;
      case 'free-reject':
        setTrialPrompt(true);
        return;
      case 'launch-page':
        void navigate(route.path);
        return;
      case 'lottery-lobby': {
        if (explainOffline()) return;
        setBusy(true);
        const waiting = toast.loading(ERROR_TEXTS.in_please_wait, { maxDuration: TIMING.lotteryLoadingToast });
        try {
          const answer = await launchLottery({ ...route.params, backUrl: launchBackUrl(location), language }).unwrap();
          openGameUrl(answer.gameUrl, (path) => void navigate(path));
        } catch (caught) {
          // docs/product.md#errors: a failed VN lottery launch only hides the loading.
          explainKyc(caught);
        } finally {
          toast.dismiss(waiting);
          setBusy(false);
        }
        return;
      }
      case 'generic': {
        setBusy(true);
        const waiting = toast.loading(ERROR_TEXTS.in_please_wait, { maxDuration: TIMING.loadingIndicator });
        try {
          const answer = await launchGame({
            gameId: route.params.gameId,
            freePlay: route.params.freePlay,
            device: desktop ? 'DESKTOP' : 'MOBILE',
            backUrl: launchBackUrl(location),
            language,
          }).unwrap();
          // Recorded once the gateway has agreed to the launch, and before the page is left (a
          // navigation would cancel the call). The list is a convenience: a failure must not stop the game.
          await recordRecent({ gameId: Number(route.params.gameId) })
            .unwrap()
            .catch(() => undefined);
          openGameUrl(answer.gameUrl, (path) => void navigate(path));
        } catch (caught) {
          if (!explainKyc(caught)) toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
        } finally {
          toast.dismiss(waiting);
          setBusy(false);
        }
        return;
      }
    }
  }

  /**
   * Game centre (docs/product.md#game-entrance-and-game-centre): categories without a game list
   * "launch directly by category and vendor". A lottery vendor opens its lobby; any other vendor
   * its first listed game (its lobby table).
   */
  async function launchVendor(category: GameCategory, vendor: VendorName) {
    if (category.lane === 'LOTT' || category.lane === 'ELOTT') {
      const lobby: Game = {
        id: 0,
        gameId: 0,
        nodeId: 0,
        vendor: vendor.vendor,
        vassalage: vendor.vendor,
        supportPlay: 1,
        gameType: category.lane,
        gameName: vendor.displayName,
        iconUrl: vendor.iconUrl,
        lottoGameCode: null,
      };
      await launch(lobby);
      return;
    }
    if (session === null) {
      void navigate(loginPath(location));
      return;
    }
    const query = gameListQuery({ kind: 'category', category: category.code, vendor: vendor.vendor });
    if (query.kind !== 'games') return;
    const request = dispatch(
      gamesApi.endpoints.getGamePreview.initiate({
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameClassify: query.gameClassify,
        language,
      }),
    );
    try {
      const first = (await request.unwrap()).list[0];
      if (first) await launch(first);
      else toast.info(ERROR_TEXTS.notAvailable);
    } catch (caught) {
      toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
    } finally {
      request.unsubscribe();
    }
  }

  const prompt = (
    <>
      <KycRequiredDialog detail={kycRefusal} onClose={() => setKycRefusal(null)} />
      <ConfirmDialog
        open={trialPrompt}
        title={<Trans>This game needs a real account</Trans>}
        message={<Trans>A trial account plays with play money, and this game is not open to it. Register a real account to play it.</Trans>}
        confirmLabel={<Trans>Register</Trans>}
        onConfirm={() => {
          setTrialPrompt(false);
          void navigate(PATHS.register);
        }}
        onCancel={() => setTrialPrompt(false)}
      />
    </>
  );

  return { launch, launchVendor, busy, prompt };
}
