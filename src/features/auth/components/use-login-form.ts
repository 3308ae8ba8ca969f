import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';

import { LIMITS } from '@/config/constants';
import { readRememberedLogin } from '@/lib/session/remembered-login';

import { fieldSpec } from '../model/field-messages';
import type { LoginMode } from '../model/login-mode';
import { buildRulesSchema, type RegisterRule, type RegisterRules } from '../model/register-rules';

export interface LoginValues {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/**
 * Login captcha (docs/product.md#validation): required, numeric, at most 6 digits, 'please write
 * the code'.
 */
const CAPTCHA_RULE: RegisterRule = {
  acceptedPattern: `^[0-9]{1,${LIMITS.captchaDigits}}$`,
  message: '',
  minLength: 1,
  maxLength: LIMITS.captchaDigits,
  required: true,
  updateRequired: false,
  patternId: 'CAPTCHA',
  enabled: true,
};

const FIELDS_BY_MODE: Record<LoginMode, readonly (readonly [keyof LoginValues, string])[]> = {
  username: [
    ['username', 'loginUsername'],
    ['password', 'loginPassword'],
  ],
  mobile: [
    ['mobileNum', 'loginMobileNum'],
    ['password', 'loginPassword'],
  ],
  sms: [
    ['mobileNum', 'loginMobileNum'],
    ['verificationCode', 'verificationCode'],
  ],
};

/** The order the first invalid field is looked for in, by mode. */
export const LOGIN_FIELD_ORDER: Record<LoginMode, readonly string[]> = {
  username: ['username', 'password', 'captcha'],
  mobile: ['mobileNum', 'password', 'captcha'],
  sms: ['mobileNum', 'verificationCode', 'captcha'],
};

const FALLBACK_RULE: RegisterRule = { ...CAPTCHA_RULE, acceptedPattern: '*', maxLength: 100, patternId: 'LOGIN_USERNAME' };

export function useLoginSchema(rules: RegisterRules | undefined, mode: LoginMode, captchaShown: boolean) {
  const { i18n } = useLingui();
  return useMemo(() => {
    const fields = FIELDS_BY_MODE[mode].map(([name, ruleName]) =>
      fieldSpec(i18n, name, rules?.[ruleName] ?? { ...FALLBACK_RULE, required: true }),
    );
    if (captchaShown) fields.push(fieldSpec(i18n, 'captcha', CAPTCHA_RULE));
    // Messages are read when validation runs, so they follow a language change.
    return buildRulesSchema(fields);
  }, [rules, mode, captchaShown, i18n]);
}

/**
 * Remembered login: the username (and mode, dialing code) and the unsealed password refill the
 * form. Null until the stored login has been read; `onMode` (a state setter, so the login is read
 * once) gets the remembered mobile or SMS mode.
 */
export function useRememberedLogin(onMode: (mode: LoginMode) => void): LoginValues | null {
  const [initial, setInitial] = useState<LoginValues | null>(null);
  useEffect(() => {
    let cancelled = false;
    void readRememberedLogin().then((remembered) => {
      if (cancelled) return;
      setInitial({
        username: remembered?.username ?? '',
        password: remembered?.password ?? '',
        countryDialingCode: remembered?.countryDialingCode || '',
        mobileNum: remembered?.mobileNum ?? '',
        verificationCode: '',
        captcha: '',
        remember: true,
      });
      if (remembered?.type === 'sms' || remembered?.type === 'mobile') onMode(remembered.type);
    });
    return () => {
      cancelled = true;
    };
  }, [onMode]);
  return initial;
}
