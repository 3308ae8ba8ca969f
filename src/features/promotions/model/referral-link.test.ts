import { describe, expect, it } from 'vitest';

import { referralLink } from './referral-link';

describe('referral link', () => {
  it('opens registration with the code where registration reads it', () => {
    const link = referralLink('https://lobby.example', 'REF100001');
    expect(link).toBe('https://lobby.example/m/register?affiliateCode=REF100001');
    expect(new URL(link).searchParams.get('affiliateCode')).toBe('REF100001');
  });

  it('encodes what it carries', () => {
    expect(referralLink('http://127.0.0.1:8080', 'A B&c')).toBe('http://127.0.0.1:8080/m/register?affiliateCode=A+B%26c');
  });
});
