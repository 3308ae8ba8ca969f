import type { MobileNumberValue } from '@/contract/personal';

/**
 * The number as the pages show it (docs/product.md#personal-info): the dialing code, the first
 * three and the last three digits (one and two of a short number), the rest hidden from anyone
 * looking over the player's shoulder.
 */
export function maskMobile(mobile: MobileNumberValue): string {
  const digits = mobile.mobileNum;
  const long = digits.length > 6;
  const head = digits.slice(0, long ? 3 : 1);
  const tail = digits.slice(-(long ? 3 : 2));
  return `${mobile.countryDialingCode} ${head}${'*'.repeat(Math.max(0, digits.length - head.length - tail.length))}${tail}`;
}
