import { describe, expect, it } from 'vitest';

import { type ConsolidatedSettings, flattenWhitelabel, operatorSettings } from './operator-settings';

const consolidated: ConsolidatedSettings = {
  switches: { FREEPLAY3: true, REG3: true, USERNAMEREG3: true, CBS3: false },
  links: { SERVICE: 'https://help.example/' },
  appWindow: true,
  promotions: { REFERRAL: { enabled: true } },
  currency: { code: 'PHP', symbol: '₱' },
  languages: ['EN', 'TY'],
};
const failure = { status: 404, code: 'route.not.found', message: 'Not found' };
const tree = [
  { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
  { modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }] },
  { modId: 'CBS3', enabled: '1', childrenNodes: [] },
];

describe('flattenWhitelabel', () => {
  it('turns the tree into flat switches, a child on only under parents that are on', () => {
    expect(flattenWhitelabel(tree)).toEqual({ FREEPLAY3: false, REG3: true, USERNAMEREG3: true, CBS3: true });
    expect(
      flattenWhitelabel([{ modId: 'REG3', enabled: '0', childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }] }]),
    ).toEqual({ REG3: false, USERNAMEREG3: false });
  });

  it('reads 1 and true as on, skips nodes without an id, and refuses what is not a tree', () => {
    expect(flattenWhitelabel([{ modId: 'A', enabled: 1 }, { modId: 'B', enabled: true }, { enabled: '1' }, null, 'x'])).toEqual({
      A: true,
      B: true,
    });
    expect(flattenWhitelabel({ modId: 'A' })).toBeUndefined();
    expect(flattenWhitelabel(null)).toBeUndefined();
  });
});

describe('operatorSettings', () => {
  it('lets the white-label tree decide the switches it names, the rest from the consolidated answer', () => {
    expect(operatorSettings({ data: consolidated }, { data: tree })).toEqual({
      data: { ...consolidated, switches: { FREEPLAY3: false, REG3: true, USERNAMEREG3: true, CBS3: true } },
    });
  });

  it('falls back to the consolidated settings when the white-label call is missing, fails or is not a tree', () => {
    expect(operatorSettings({ data: consolidated }, { error: failure })).toEqual({ data: consolidated });
    expect(operatorSettings({ data: consolidated }, { data: { unexpected: true } })).toEqual({ data: consolidated });
  });

  it('keeps the app going on the tree alone when the consolidated call fails', () => {
    expect(operatorSettings({ error: failure }, { data: tree })).toEqual({
      data: {
        switches: { FREEPLAY3: false, REG3: true, USERNAMEREG3: true, CBS3: true },
        links: {},
        appWindow: false,
        promotions: {},
        currency: { code: 'CNY', symbol: '¥' },
      },
    });
  });

  it('answers the consolidated error when neither call helps', () => {
    expect(operatorSettings({ error: failure }, { error: { ...failure, status: 0 } })).toEqual({ error: failure });
  });
});
