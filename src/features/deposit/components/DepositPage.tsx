import './deposit.css';

import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { KycGate } from '@/components/kyc/KycGate';
import { toast } from '@/components/toast/toast';
import { TIMING } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';
import { isTrialAccount } from '@/lib/session/roles';
import { selectSession } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { DepositScreen } from './DepositScreen';

/**
 * /m/voucherCenter (docs/product.md#deposit, #roles): visitors log in first; trial accounts are
 * refused for 2 s ('Please login an actual account to use this function') and sent home.
 */
export function DepositPage() {
  const { i18n } = useLingui();
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const trial = session !== null && isTrialAccount(session.type);

  useEffect(() => {
    if (!trial) return;
    toast.info(ERROR_TEXTS.free_reject, { duration: TIMING.depositRefusal });
    const timer = setTimeout(() => void navigate(PATHS.home, { replace: true }), TIMING.depositRefusal);
    return () => clearTimeout(timer);
  }, [navigate, trial]);

  if (trial) {
    return (
      <section className="card deposit-refusal" role="status" data-testid="deposit-refusal">
        <p>{i18n._(ERROR_TEXTS.free_reject)}</p>
      </section>
    );
  }
  return (
    <KycGate action="deposit">
      <DepositScreen />
    </KycGate>
  );
}
