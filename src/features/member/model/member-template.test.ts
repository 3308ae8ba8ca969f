import { describe, expect, it } from 'vitest';

import { selectMemberCentreTemplate } from './member-template';

const payload = (mobileTemplate: unknown) => ({ info: { mobileTemplate } }) as Parameters<typeof selectMemberCentreTemplate>[0];

describe('member centre template', () => {
  it('is new only for mem_cen 1 (number or string)', () => {
    expect(selectMemberCentreTemplate(payload({ mem_cen: 1, dep_func: 0 }))).toBe('new');
    expect(selectMemberCentreTemplate(payload({ mem_cen: '1' }))).toBe('new');
  });

  it('is base for 0, unknown values, no templates or no payload', () => {
    for (const templates of [{ mem_cen: 0 }, { mem_cen: 2 }, { mem_cen: true }, {}, null, 'x']) {
      expect(selectMemberCentreTemplate(payload(templates))).toBe('base');
    }
    expect(selectMemberCentreTemplate(undefined)).toBe('base');
    expect(selectMemberCentreTemplate({ info: undefined } as never)).toBe('base');
  });
});
