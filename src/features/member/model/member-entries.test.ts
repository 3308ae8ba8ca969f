import { describe, expect, it } from 'vitest';
import { avatarInitial, MEMBER_ENTRIES, visibleEntries } from './member-entries';

describe('member centre entries', () => {
  it('opens every entry for a real member', () => {
    const entries = visibleEntries(true);
    expect(entries.map((entry) => entry.id)).toEqual(MEMBER_ENTRIES.map((entry) => entry.id));
    expect(entries.every((entry) => entry.access === 'open')).toBe(true);
    expect(entries.find((entry) => entry.id === 'bettingRecord')?.path).toBe('/m/member/bettingRecord');
    expect(entries.find((entry) => entry.id === 'accountRecord')?.path).toBe('/m/member/accountRecord');
  });

  it('refuses messages, deposit and records to a trial account and hides password and feedback', () => {
    const entries = visibleEntries(false);
    const byId = new Map(entries.map((entry) => [entry.id, entry.access]));
    expect(byId.get('messages')).toBe('refused');
    expect(byId.get('deposit')).toBe('refused');
    expect(byId.get('bettingRecord')).toBe('refused');
    expect(byId.get('accountRecord')).toBe('refused');
    expect(byId.get('promotions')).toBe('open');
    expect(byId.get('language')).toBe('open');
    expect(byId.has('changePassword')).toBe(false);
    expect(byId.has('feedback')).toBe(false);
  });

  it('takes the first letter of the name for the avatar', () => {
    expect(avatarInitial('demo')).toBe('D');
    expect(avatarInitial('  Ágata')).toBe('Á');
    expect(avatarInitial('')).toBe('?');
  });
});
