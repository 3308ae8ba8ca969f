import { describe, expect, it } from 'vitest';

import { isRecoveryCode, recoveryStep } from './email-recovery';

describe('password recovery by e-mail', () => {
  it('asks for the code once it is mailed, else points to SMS, else to support', () => {
    expect(recoveryStep({ sent: true, mobile: false })).toBe('code');
    expect(recoveryStep({ sent: true, mobile: true })).toBe('code');
    expect(recoveryStep({ sent: false, mobile: true })).toBe('sms');
    expect(recoveryStep({ sent: false, mobile: false })).toBe('support');
  });

  it('takes the mailed code with or without its dashes, in any case', () => {
    expect(isRecoveryCode('ABCD-EFGH-JKMN-PQRS')).toBe(true);
    expect(isRecoveryCode(' abcdefghjkmnpqrs ')).toBe(true);
    expect(isRecoveryCode('ABCD EFGH JKMN PQRS')).toBe(true);
    expect(isRecoveryCode('ABCD-EFGH-JKMN')).toBe(false);
    expect(isRecoveryCode('ABCD-EFGH-JKMN-PQR!')).toBe(false);
    expect(isRecoveryCode('')).toBe(false);
  });
});
