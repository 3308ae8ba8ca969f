import { describe, expect, it } from 'vitest';

import { maskMobile } from './personal-info';

describe('maskMobile', () => {
  it('keeps the dialing code, the first three and the last three digits', () => {
    expect(maskMobile({ countryDialingCode: '+63', mobileNum: '9171234567' })).toBe('+63 917****567');
  });

  it('hides the middle of a short number too', () => {
    expect(maskMobile({ countryDialingCode: '+84', mobileNum: '12345' })).toBe('+84 1**45');
  });
});
