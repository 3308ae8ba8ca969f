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

interface MutationEntry {
  status?: string;
  error?: unknown;
  startedTimeStamp?: number;
}

/**
 * The newest `kyc.required` refusal among the gateway's mutations (RTK Query's `mutations` state):
 * a deposit or withdrawal sent while the gate's settings said it was open (they changed, or could
 * not be read) is explained by the gate, without the forms knowing about verification.
 */
export function kycRefusalIn(
  mutations: Readonly<Record<string, MutationEntry | undefined>>,
  action: KycGatedAction,
): KycReviewStatus | null {
  let newest: { at: number; detail: KycRequiredDetail } | null = null;
  for (const entry of Object.values(mutations)) {
    const error = entry?.error as { code?: unknown; value?: unknown } | undefined;
    if (entry?.status !== 'rejected' || error?.code !== 'kyc.required') continue;
    const detail = kycRequiredDetail(error.value) ?? { action, statusForFE: '' };
    if (detail.action !== action) continue;
    const at = entry.startedTimeStamp ?? 0;
    if (!newest || at >= newest.at) newest = { at, detail };
  }
  // The review's status alone, a string: a selector's answer that stays equal while nothing changes.
  return newest ? newest.detail.statusForFE : null;
}
