import { describe, expect, it } from 'vitest';

import { HOME_TEMPLATE, selectHomeTemplate } from './mobile-template';

describe('selectHomeTemplate', () => {
  it('reads the alternate home from info.mobileTemplate.home', () => {
    expect(selectHomeTemplate({ info: { mobileTemplate: { mem_cen: 1, dep_func: 1, home: 1 } } })).toBe(HOME_TEMPLATE.alternate);
    expect(selectHomeTemplate({ info: { mobileTemplate: { home: '1' } } })).toBe(HOME_TEMPLATE.alternate);
  });

  it('reads the base home for 0', () => {
    expect(selectHomeTemplate({ info: { mobileTemplate: { mem_cen: 1, dep_func: 1, home: 0 } } })).toBe(HOME_TEMPLATE.base);
  });

  it.each([
    ['no payload', undefined],
    ['no info', {}],
    ['no templates', { info: {} }],
    ['templates without home (older gateway)', { info: { mobileTemplate: { mem_cen: 1, dep_func: 1 } } }],
    ['templates that are not an object', { info: { mobileTemplate: 'home' } }],
    ['an unknown home value', { info: { mobileTemplate: { home: 2 } } }],
    ['true', { info: { mobileTemplate: { home: true } } }],
  ])('falls back to the base home for %s', (_case, payload) => {
    expect(selectHomeTemplate(payload)).toBe(HOME_TEMPLATE.base);
  });
});
