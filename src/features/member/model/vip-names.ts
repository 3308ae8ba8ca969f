import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The VIP level names the gateway sends (gateway/README.md: 1 Bronze … 6 Royal) arrive in
 * English whatever the language; the known ones are translated here. A name the operator gave
 * that is not among them shows as sent.
 */
const VIP_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  bronze: msg({ message: 'Bronze', context: 'VIP level' }),
  silver: msg({ message: 'Silver', context: 'VIP level' }),
  gold: msg({ message: 'Gold', context: 'VIP level' }),
  platinum: msg({ message: 'Platinum', context: 'VIP level' }),
  diamond: msg({ message: 'Diamond', context: 'VIP level' }),
  royal: msg({ message: 'Royal', context: 'VIP level' }),
};

export function vipLevelName(i18n: I18n, name: string): string {
  const known = VIP_NAMES[name.trim().toLowerCase()];
  return known ? i18n._(known) : name;
}
