import type { KycMerchantSetting, KycRequiredDetail, KycReviewStatus, KycStatus } from '@/contract/kyc';

/** What a gate stands in front of (docs/product.md#identity-verification). */
export type KycGatedAction = KycRequiredDetail['action'];

/** Where the player stands, as the badge and the gate say it. */
export type KycState = 'NOT_VERIFIED' | 'PENDING' | 'REJECTED' | 'VERIFIED';

export function kycState(status: Pick<KycStatus, 'verifyStatus' | 'statusForFE'>): KycState {
  if (status.verifyStatus === 'VERIFIED') return 'VERIFIED';
  return reviewState(status.statusForFE);
}

/** The state of an unverified player from the review's status alone (a `kyc.required` refusal carries only that). */
export function reviewState(statusForFE: KycReviewStatus): Exclude<KycState, 'VERIFIED'> {
  if (statusForFE === 'PENDING') return 'PENDING';
  if (statusForFE === 'REJECTED') return 'REJECTED';
  return 'NOT_VERIFIED';
}

const FLAG_BY_ACTION: Readonly<
  Record<KycGatedAction, 'beforeDepositVerification' | 'beforeWithdrawVerification' | 'openGameVerification'>
> = {
  deposit: 'beforeDepositVerification',
  withdraw: 'beforeWithdrawVerification',
  launch: 'openGameVerification',
};

/**
 * Whether the operator's settings keep this player from an action until verified: verification
 * on, the player not exempt, the action's flag on, and not verified yet. The gateway refuses the
 * same with `kyc.required`; the app says so before the player fills anything in.
 */
export function kycGateApplies(setting: KycMerchantSetting, status: Pick<KycStatus, 'verifyStatus'>, action: KycGatedAction): boolean {
  return (
    setting.kycSwitchValue === 'Y' &&
    setting.kycFree !== 'Y' &&
    setting[FLAG_BY_ACTION[action]] === 'Y' &&
    status.verifyStatus !== 'VERIFIED'
  );
}

/** Whether verification is offered at all: on, and this player not exempt. */
export function kycOffered(setting: KycMerchantSetting): boolean {
  return setting.kycSwitchValue === 'Y' && setting.kycFree !== 'Y';
}

/** The detail of a `kyc.required` refusal, when the value is one. */
export function kycRequiredDetail(value: unknown): KycRequiredDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { action, statusForFE } = value as Partial<KycRequiredDetail>;
  if (action !== 'deposit' && action !== 'withdraw' && action !== 'launch') return null;
  return { action, statusForFE: statusForFE === 'PENDING' || statusForFE === 'REJECTED' ? statusForFE : '' };
}
