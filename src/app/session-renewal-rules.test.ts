import { describe, expect, it } from 'vitest';

import { decideRenewal, isPlayerActive, renewalDueAt, type RenewalFacts } from './session-renewal-rules';

const MINUTE = 60_000;
const NOW = 1_000_000_000;

const facts = (over: Partial<RenewalFacts> = {}): RenewalFacts => ({
  signedIn: true,
  expiresAt: NOW + 60 * MINUTE,
  renewedAt: NOW - 60 * MINUTE,
  lastActivityAt: NOW,
  playingInFrame: false,
  now: NOW,
  ...over,
});

describe('session renewal rules', () => {
  it('never renews for a visitor', () => {
    expect(decideRenewal(facts({ signedIn: false, expiresAt: null }))).toEqual({ kind: 'idle' });
  });

  it('waits until five minutes before the end, then renews an active player', () => {
    expect(decideRenewal(facts())).toEqual({ kind: 'wait', ms: 55 * MINUTE });
    expect(decideRenewal(facts({ now: NOW + 55 * MINUTE, lastActivityAt: NOW + 54 * MINUTE }))).toEqual({ kind: 'renew' });
  });

  it('lets an idle player’s session end', () => {
    expect(decideRenewal(facts({ now: NOW + 56 * MINUTE, lastActivityAt: NOW + 50 * MINUTE }))).toEqual({ kind: 'idle' });
    expect(decideRenewal(facts({ now: NOW + 56 * MINUTE, lastActivityAt: null }))).toEqual({ kind: 'idle' });
  });

  it('counts play in the lottery frame as activity', () => {
    expect(isPlayerActive({ lastActivityAt: null, playingInFrame: true, now: NOW })).toBe(true);
    expect(isPlayerActive({ lastActivityAt: NOW - 5 * MINUTE, playingInFrame: false, now: NOW })).toBe(true);
    expect(isPlayerActive({ lastActivityAt: NOW - 5 * MINUTE - 1, playingInFrame: false, now: NOW })).toBe(false);
  });

  it('renews at once when the end is not known yet, if the player is active', () => {
    expect(decideRenewal(facts({ expiresAt: null, renewedAt: null }))).toEqual({ kind: 'renew' });
    expect(decideRenewal(facts({ expiresAt: null, renewedAt: null, lastActivityAt: null }))).toEqual({ kind: 'idle' });
  });

  it('renews a short session half-way, but never more often than every 30 s', () => {
    expect(renewalDueAt({ expiresAt: NOW + 2 * MINUTE, renewedAt: NOW })).toBe(NOW + MINUTE);
    expect(renewalDueAt({ expiresAt: NOW + 20_000, renewedAt: NOW })).toBe(NOW + 30_000);
  });

  it('does nothing for a session already past its end', () => {
    expect(decideRenewal(facts({ now: NOW + 61 * MINUTE, lastActivityAt: NOW + 61 * MINUTE }))).toEqual({ kind: 'idle' });
  });
});
