import { describe, expect, it } from 'vitest';

import type { TeamRow } from '@/contract/agent-team';

import { sameTeamRow } from './team-row';

const row: TeamRow = {
  username: 'bench00001',
  nickname: 'Bench 1',
  kind: 'agent',
  balance: 12.5,
  joinedAt: 1_700_000_000_000,
  lastLoginAt: null,
  directCount: 3,
};

describe('sameTeamRow', () => {
  it('holds for a fresh copy of the same row, so the list does not draw it again', () => {
    expect(sameTeamRow(row, { ...row })).toBe(true);
  });

  it('fails on any field the row shows', () => {
    const changes: Partial<TeamRow>[] = [
      { username: 'bench00002' },
      { nickname: 'Other' },
      { kind: 'member' },
      { balance: 13 },
      { joinedAt: 1 },
      { lastLoginAt: 1_700_000_000_000 },
      { directCount: 4 },
    ];
    for (const change of changes) expect(sameTeamRow(row, { ...row, ...change }), JSON.stringify(change)).toBe(false);
  });
});
