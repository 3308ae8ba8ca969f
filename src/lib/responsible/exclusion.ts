import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ExclusionDetail } from '@/contract/responsible-gaming';

import { formatDateTime } from '../i18n/intl-locale';

/** The `value` of an `account.excluded` refusal (or an exclusion's answer), when it has the contract's shape. */
export function exclusionDetail(value: unknown): ExclusionDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, until } = value as Partial<ExclusionDetail>;
  if (kind !== 'TIMEOUT' && kind !== 'SELF_EXCLUSION') return null;
  if (typeof until !== 'number' || !Number.isFinite(until)) return null;
  return { kind, until };
}

/**
 * What a login refused for an exclusion says (docs/product.md#responsible-gaming): which kind,
 * until when in the player's language, and that a balance is withdrawn through customer support.
 */
export function exclusionRefusalMessage(detail: ExclusionDetail, locale: string): MessageDescriptor {
  const until = formatDateTime(detail.until, locale);
  return detail.kind === 'TIMEOUT'
    ? msg`Your account is taking a break until ${until}. To withdraw your balance meanwhile, contact customer support.`
    : msg`Your account is self-excluded until ${until}. To withdraw your balance meanwhile, contact customer support.`;
}

/** What the logged-out app says right after the player excluded themselves. */
export function exclusionStartedMessage(detail: ExclusionDetail, locale: string): MessageDescriptor {
  const until = formatDateTime(detail.until, locale);
  return detail.kind === 'TIMEOUT'
    ? msg`You are logged out. Your break lasts until ${until}.`
    : msg`You are logged out. Your self-exclusion lasts until ${until}.`;
}
