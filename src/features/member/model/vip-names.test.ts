import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { vipLevelName } from './vip-names';

describe('VIP level names', () => {
  const english = setupI18n({ locale: 'en', messages: { en: {} } });

  it('shows the gateway names it knows in the language in use, by their catalog entry', () => {
    expect(vipLevelName(english, 'Gold')).toBe('Gold');
    expect(vipLevelName(english, ' royal ')).toBe('Royal');
  });

  it('shows a name the operator made up as it was sent', () => {
    expect(vipLevelName(english, 'Sapphire Club')).toBe('Sapphire Club');
    expect(vipLevelName(english, '')).toBe('');
  });
});
