import type { TeamRow } from '@/contract/agent-team';

/**
 * Whether two answers' rows show the same: each page the list loads comes with fresh row objects
 * for the rows already drawn, and a row redrawn for nothing costs a scrolling frame at a phone's
 * speed (npm run bench, team_list_dropped_frames_pct).
 */
export function sameTeamRow(a: TeamRow, b: TeamRow): boolean {
  return (
    a.username === b.username &&
    a.nickname === b.nickname &&
    a.kind === b.kind &&
    a.balance === b.balance &&
    a.joinedAt === b.joinedAt &&
    a.lastLoginAt === b.lastLoginAt &&
    a.directCount === b.directCount
  );
}
