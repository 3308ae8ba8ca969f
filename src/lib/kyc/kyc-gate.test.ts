import { describe, expect, it } from 'vitest';

import type { KycMerchantSetting } from '@/contract/kyc';

import { kycGateApplies, kycOffered, kycRefusalIn, kycRequiredDetail, kycState } from './kyc-gate';

const SETTING: KycMerchantSetting = {
  kycSwitchValue: 'Y',
  kycFree: 'N',
  beforeDepositVerification: 'Y',
  beforeWithdrawVerification: 'N',
  openGameVerification: 'Y',
  minimumAge: 21,
  maxImageBytes: 5 * 1024 * 1024,
  maxImages: 3,
};

describe('the verification gate', () => {
  it('stands before an action whose flag is on, for an unverified player', () => {
    expect(kycGateApplies(SETTING, { verifyStatus: 'NOT_VERIFIED' }, 'deposit')).toBe(true);
    expect(kycGateApplies(SETTING, { verifyStatus: 'NOT_VERIFIED' }, 'launch')).toBe(true);
    expect(kycGateApplies(SETTING, { verifyStatus: 'NOT_VERIFIED' }, 'withdraw')).toBe(false);
  });

  it('opens once verified, when verification is off, or for an exempt player', () => {
    expect(kycGateApplies(SETTING, { verifyStatus: 'VERIFIED' }, 'deposit')).toBe(false);
    expect(kycGateApplies({ ...SETTING, kycSwitchValue: 'N' }, { verifyStatus: 'NOT_VERIFIED' }, 'deposit')).toBe(false);
    expect(kycGateApplies({ ...SETTING, kycFree: 'Y' }, { verifyStatus: 'NOT_VERIFIED' }, 'deposit')).toBe(false);
    expect(kycOffered({ ...SETTING, kycFree: 'Y' })).toBe(false);
    expect(kycOffered(SETTING)).toBe(true);
  });

  it('names the state from both statuses', () => {
    expect(kycState({ verifyStatus: 'VERIFIED', statusForFE: '' })).toBe('VERIFIED');
    expect(kycState({ verifyStatus: 'NOT_VERIFIED', statusForFE: 'PENDING' })).toBe('PENDING');
    expect(kycState({ verifyStatus: 'NOT_VERIFIED', statusForFE: 'REJECTED' })).toBe('REJECTED');
    expect(kycState({ verifyStatus: 'NOT_VERIFIED', statusForFE: '' })).toBe('NOT_VERIFIED');
  });

  it('reads the detail of a kyc.required refusal, and nothing else', () => {
    expect(kycRequiredDetail({ action: 'deposit', statusForFE: 'REJECTED' })).toEqual({ action: 'deposit', statusForFE: 'REJECTED' });
    expect(kycRequiredDetail({ action: 'launch' })).toEqual({ action: 'launch', statusForFE: '' });
    expect(kycRequiredDetail({ action: 'bet' })).toBeNull();
    expect(kycRequiredDetail(null)).toBeNull();
  });
});

describe('a refusal the gate explains', () => {
  it('finds the newest kyc.required refusal of the action among the mutations', () => {
    const mutations = {
      a: { status: 'rejected', error: { code: 'kyc.required', value: { action: 'deposit', statusForFE: '' } }, startedTimeStamp: 1 },
      b: { status: 'rejected', error: { code: 'kyc.required', value: { action: 'deposit', statusForFE: 'PENDING' } }, startedTimeStamp: 2 },
      c: { status: 'rejected', error: { code: 'kyc.required', value: { action: 'withdraw', statusForFE: '' } }, startedTimeStamp: 3 },
      d: { status: 'rejected', error: { code: 'deposit.amount.invalid' }, startedTimeStamp: 4 },
      e: undefined,
    };
    expect(kycRefusalIn(mutations, 'deposit')).toBe('PENDING');
    expect(kycRefusalIn(mutations, 'withdraw')).toBe('');
    expect(kycRefusalIn({ d: mutations.d }, 'deposit')).toBeNull();
  });
});
