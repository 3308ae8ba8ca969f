import { GatewayError } from './errors.ts';

/**
 * Mobile numbers travel as a dialing code (`+63`, one of the stored countries) and national
 * digits (`9171234567`, as typed: no trunk-prefix rewriting). Accounts store them as one string,
 * `+63 9171234567`, unique when present.
 */
const MOBILE_NUM_PATTERN = '^[0-9]{5,20}$';
const DIALING_CODE_PATTERN = '^\\+[0-9]{1,4}$';

export const mobileNumSchema = { type: 'string', pattern: MOBILE_NUM_PATTERN } as const;
export const dialingCodeSchema = { type: 'string', pattern: DIALING_CODE_PATTERN } as const;

export interface MobileNumber {
  dialingCode: string;
  mobileNum: string;
}

export function mobileKey(number: MobileNumber): string {
  return `${number.dialingCode} ${number.mobileNum}`;
}

/**
 * Checks a number coming from a decrypted body (the JSON schema only saw ciphertext) and that
 * its dialing code belongs to a stored country; `field` names the digits in messages.
 */
export function readMobileNumber(
  dialingCode: string | undefined,
  mobileNum: string | undefined,
  knownDialingCode: (code: string) => boolean,
  field = 'mobileNum',
): MobileNumber {
  if (mobileNum === undefined || !new RegExp(MOBILE_NUM_PATTERN).test(mobileNum)) {
    throw new GatewayError('request.invalid', { message: `body/${field} must match pattern "${MOBILE_NUM_PATTERN}"` });
  }
  assertKnownDialingCode(dialingCode, knownDialingCode);
  return { dialingCode, mobileNum };
}

export function assertKnownDialingCode(
  dialingCode: string | undefined,
  knownDialingCode: (code: string) => boolean,
): asserts dialingCode is string {
  if (dialingCode === undefined || !new RegExp(DIALING_CODE_PATTERN).test(dialingCode)) {
    throw new GatewayError('request.invalid', {
      message: `body/countryDialingCode must match pattern "${DIALING_CODE_PATTERN}"`,
    });
  }
  if (!knownDialingCode(dialingCode)) {
    throw new GatewayError('request.invalid', { message: 'body/countryDialingCode is not a supported country' });
  }
}
