import { describe, expect, it } from 'vitest';

import { avatarInitial, MEMBER_ENTRIES, visibleEntries } from './member-entries';

describe('member centre entries', () => {
  it('opens every entry for a real member, and the agent centre only to an agent', () => {
    expect(visibleEntries(true, true).map((entry) => entry.id)).toEqual(MEMBER_ENTRIES.map((entry) => entry.id));
    const entries = visibleEntries(true);
    expect(entries.map((entry) => entry.id)).toEqual(MEMBER_ENTRIES.filter((entry) => entry.id !== 'agentCentre').map((entry) => entry.id));
    expect(visibleEntries(true, true).find((entry) => entry.id === 'agentCentre')?.path).toBe('/m/agent');
    expect(entries.every((entry) => entry.access === 'open')).toBe(true);
    expect(entries.find((entry) => entry.id === 'bettingRecord')?.path).toBe('/m/gameRecord');
    expect(entries.find((entry) => entry.id === 'accountRecord')?.path).toBe('/m/transaction/record');
    expect(entries.find((entry) => entry.id === 'profitAndLoss')?.path).toBe('/m/profitandloss');
    expect(entries.find((entry) => entry.id === 'personalInfo')?.path).toBe('/m/member/personalInfo');
    expect(entries.find((entry) => entry.id === 'verification')?.path).toBe('/m/identifyStatus');
    expect(entries.find((entry) => entry.id === 'security')?.path).toBe('/m/securityCenter');
    expect(entries.find((entry) => entry.id === 'walletTransfer')?.path).toBe('/m/wallet');
    expect(entries.find((entry) => entry.id === 'bankCards')?.path).toBe('/m/myBankCards');
  });

  it('refuses messages, deposit and records to a trial account and hides password and feedback', () => {
    const entries = visibleEntries(false);
    const byId = new Map(entries.map((entry) => [entry.id, entry.access]));
    expect(byId.get('messages')).toBe('refused');
    expect(byId.get('deposit')).toBe('refused');
    expect(byId.get('bettingRecord')).toBe('refused');
    expect(byId.get('accountRecord')).toBe('refused');
    expect(byId.get('profitAndLoss')).toBe('refused');
    // Personal info and security changes need an account of one's own (docs/product.md#personal-info).
    expect(byId.get('personalInfo')).toBe('refused');
    expect(byId.get('security')).toBe('refused');
    expect(byId.get('verification')).toBe('refused');
    expect(byId.get('walletTransfer')).toBe('refused');
    expect(byId.get('promotions')).toBe('open');
    expect(byId.get('language')).toBe('open');
    expect(byId.has('changePassword')).toBe(false);
    expect(byId.has('feedback')).toBe(false);
  });

  it('takes the first letter of the name for the avatar', () => {
    expect(avatarInitial('demo')).toBe('D');
    expect(avatarInitial('  Ágata')).toBe('Á');
    expect(avatarInitial('')).toBe('?');
  });
});
