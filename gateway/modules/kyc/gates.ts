import type { KycAgeDetail, KycRequiredDetail } from '../../../src/contract/kyc.ts';
import { GatewayError } from '../../lib/errors.ts';
import { type AccountRecord, TRIAL_TYPE } from '../../store/repositories/accounts.ts';
import type { Store } from '../../store/store.ts';

/**
 * What identity verification holds back (docs/product.md#identity-verification). Each guarded
 * route makes one call here, before anything is written.
 */

/**
 * An account that gave a birthday under the minimum age never deposits, by any path: placing an
 * order, the operator's approval, the payment page's confirmation.
 */
export function assertMayDeposit(store: Store, accountId: number): void {
  if (store.kyc.underAgeAt(accountId) === null) return;
  const detail: KycAgeDetail = { minimumAge: store.settings.get('kyc').minimumAge };
  throw new GatewayError('kyc.age.too.young', { value: detail });
}

/**
 * The operator's gates: with verification on, an account neither exempt nor verified is refused
 * what the gate's flag holds back (`kyc.required`, with what the gate screen needs). A deposit is
 * also refused to an under-age account. Trial accounts cannot verify and play only play money, so
 * no gate applies to them.
 */
export function assertKycAllows(store: Store, account: AccountRecord, action: KycRequiredDetail['action']): void {
  if (action === 'deposit') assertMayDeposit(store, account.id);
  if (account.type === TRIAL_TYPE) return;
  const settings = store.settings.get('kyc');
  if (settings.kycSwitchValue !== 'Y') return;
  const flag = {
    deposit: settings.beforeDepositVerification,
    withdraw: settings.beforeWithdrawVerification,
    launch: settings.openGameVerification,
  }[action];
  if (flag !== 'Y' || store.kyc.kycFree(account.id) === 'Y') return;
  const submission = store.kyc.submission(account.id);
  if (submission?.status === 'VERIFIED') return;
  const detail: KycRequiredDetail = { action, statusForFE: submission?.status ?? '' };
  throw new GatewayError('kyc.required', { value: detail });
}
