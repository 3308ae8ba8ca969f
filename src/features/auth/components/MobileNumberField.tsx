import type { ReactNode } from 'react';

import { LIMITS } from '@/config/constants';

import type { Country } from '../api/auth-api';
import { DialingCodeField } from './DialingCodeField';
import { type FieldGuide, TextField } from './fields';

/**
 * The mobile number with its dialing code in front (docs/product.md#validation): login,
 * registration and recovery ask for it the same way, in the fields `mobileNum` and
 * `countryDialingCode`.
 */
export function MobileNumberField({ label, countries, ...guide }: { label: ReactNode; countries: readonly Country[] } & FieldGuide) {
  return (
    <TextField
      name="mobileNum"
      label={label}
      {...guide}
      autoComplete="tel-national"
      inputMode="numeric"
      maxLength={LIMITS.mobileLength}
      leading={<DialingCodeField name="countryDialingCode" countries={countries} />}
    />
  );
}
