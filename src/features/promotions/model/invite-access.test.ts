import { describe, expect, it } from 'vitest';

import { inviteAccess } from './invite-access';

const member = { memberType: 0, referralEnabled: true } as const;

describe('inviteAccess', () => {
  it('refuses a trial account with free_reject', () => {
    expect(inviteAccess({ ...member, memberType: 4 })).toBe('trial');
    expect(inviteAccess({ ...member, memberType: 4, referralEnabled: false })).toBe('trial');
  });

  it('gives the contact-service message only to a member whose REFERRAL promotion is off', () => {
    expect(inviteAccess({ ...member, referralEnabled: false })).toBe('contact-service');
    expect(inviteAccess({ ...member, memberType: 2, referralEnabled: false })).toBe('contact-service');
    // The gateway says so too when the settings were not known yet.
    expect(inviteAccess({ ...member, referralEnabled: undefined, referralFailure: 'function.not.available' })).toBe('contact-service');
  });

  it('opens for a member with REFERRAL on, or while the settings are still coming', () => {
    expect(inviteAccess(member)).toBe('open');
    expect(inviteAccess({ ...member, memberType: 1 })).toBe('open');
    expect(inviteAccess({ ...member, referralEnabled: undefined })).toBe('open');
  });

  it('leaves a refused session to the central handling, and offers a retry for other failures', () => {
    expect(inviteAccess({ ...member, referralFailure: 'login.not.session' })).toBe('wait');
    expect(inviteAccess({ ...member, referralFailure: 'client.offline' })).toBe('failed');
    expect(inviteAccess({ ...member, referralFailure: 'system.error' })).toBe('failed');
  });
});
