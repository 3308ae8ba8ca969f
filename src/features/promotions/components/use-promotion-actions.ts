import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';

import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { ERROR_TEXTS, errorMessage } from '@/lib/errors/error-catalogue';
import { isGatewayError } from '@/lib/gateway/gateway-error';
import { isRealMember } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { type Promotion, useApplyPromotionMutation, useClaimPromotionMutation } from '../api/promotions-api';
import type { PromotionAction } from '../model/promotion-state';

const DONE_TEXTS = {
  applying: msg`Application sent: we are reviewing it`,
  signed: msg`Checked in: the bonus is in your wallet`,
  joined: msg`You have joined the promotion`,
  claimed: msg`Bonus claimed: it is in your wallet`,
} as const;

/**
 * Apply and claim for promotion cards. Visitors are asked to log in and trial accounts told they
 * cannot (docs/product.md#errors: in_logged_login, free_reject, 2 s) before anything is sent;
 * while a call is under way its card's button is disabled.
 */
export function usePromotionActions() {
  const { i18n } = useLingui();
  const session = useAppSelector(selectSession);
  const [apply] = useApplyPromotionMutation();
  const [claim] = useClaimPromotionMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (promotion: Promotion, action: PromotionAction) => {
      if (session === null) {
        toast.info(ERROR_TEXTS.in_logged_login, { duration: TIMING.loginInfoToast });
        return;
      }
      if (!isRealMember(session.type)) {
        toast.info(ERROR_TEXTS.free_reject, { duration: TIMING.loginInfoToast });
        return;
      }
      setBusyId(promotion.id);
      try {
        const updated = await (action === 'claim' ? claim : apply)({ promotionId: promotion.id }).unwrap();
        const text = DONE_TEXTS[updated.state as keyof typeof DONE_TEXTS];
        if (text) toast.success(i18n._(text));
      } catch (caught) {
        toast.error(errorMessage(isGatewayError(caught) ? caught : undefined));
      } finally {
        setBusyId(null);
      }
    },
    [apply, claim, i18n, session],
  );

  return { run, busyId };
}
