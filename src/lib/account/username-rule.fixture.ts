import type { RegisterRule } from '@/contract/register';

/** The demo operator's username rule (6 to 16 letters or digits), for tests; `overrides` change any part. */
export function usernameRule(overrides: Partial<RegisterRule> = {}): RegisterRule {
  return {
    acceptedPattern: '^[A-Za-z0-9]{6,16}$',
    message: '',
    minLength: 6,
    maxLength: 16,
    required: true,
    updateRequired: false,
    patternId: 'USERNAME',
    enabled: true,
    ...overrides,
  };
}
