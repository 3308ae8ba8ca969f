import { PATHS } from '@/config/paths';

/**
 * The invitation link: the registration page with the code in `affiliateCode`, the first of the
 * parameters registration reads as the affiliate code (auth's `affiliateCodeFromUrl`).
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL(PATHS.register, origin);
  url.searchParams.set('affiliateCode', code);
  return url.toString();
}
