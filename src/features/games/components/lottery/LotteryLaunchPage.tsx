import './lottery.css';

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/EmptyState';
import { AppLink } from '@/components/link/AppLink';
import { Loading } from '@/components/Loading';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { gatewayConfig } from '@/config/gateway';
import { useLaunchLotteryMutation } from '@/features/games/api/games-api';
import { gameUrlTarget, lotteryLaunchParams, pageBackPath, readLaunchQuery } from '@/features/games/model/lottery-routing';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { selectToken } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { ErrorIcon } from './lottery-icons';

/**
 * /m/launchGame (docs/product.md#lottery): asks the gateway for the VN lottery (lobby or one draw)
 * and replaces itself with the frame route it answers, so back from the game skips this page. A
 * failure hides the loading (docs/product.md#errors) and leaves the player a retry and the way
 * back.
 */
export function LotteryLaunchPage() {
  const { i18n, t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const language = useLanguageCode();
  const [launchLottery] = useLaunchLotteryMutation();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);

  const query = readLaunchQuery(search);
  const backPath = pageBackPath(query.pageBack);
  // A string key keeps the effect from re-running for an equal request on every render.
  const requestKey = JSON.stringify({ ...lotteryLaunchParams(query), language });

  useEffect(() => {
    if (!token) return;
    const request = launchLottery(JSON.parse(requestKey) as Parameters<typeof launchLottery>[0]);
    const waiting = toast.loading(ERROR_TEXTS.in_please_wait, { maxDuration: TIMING.lotteryLoadingToast });
    let current = true;
    request
      .unwrap()
      .then(
        (answer) => {
          if (!current) return;
          const target = gameUrlTarget(answer.gameUrl, window.location.origin, gatewayConfig.origin);
          if (target.kind === 'route') void navigate(target.path, { replace: true });
          else if (target.kind === 'document') window.location.assign(target.url);
          else setFailure(ERROR_TEXTS.emptyUrl);
        },
        (caught: unknown) => {
          // A refused session is handled centrally (message, then login); this page just leaves.
          if (current) setFailure(errorMessage(isGatewayError(caught) ? caught : undefined));
        },
      )
      .finally(() => toast.dismiss(waiting));
    return () => {
      current = false;
      request.abort();
      toast.dismiss(waiting);
    };
  }, [token, requestKey, attempt, launchLottery, navigate]);

  if (failure) {
    return (
      <div className="lottery-launch" role="alert" data-testid="lottery-launch-error">
        <EmptyState
          icon={<ErrorIcon />}
          message={i18n._(failure)}
          action={
            <div className="lottery-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  setFailure(null);
                  setAttempt((count) => count + 1);
                }}
              >
                {t`Retry`}
              </button>
              <AppLink className="button button--quiet" to={backPath} replace>
                {t`Back`}
              </AppLink>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="lottery-launch" data-testid="lottery-launch-pending">
      <Loading />
    </div>
  );
}
