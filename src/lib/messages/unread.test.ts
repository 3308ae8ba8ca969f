import { describe, expect, it } from 'vitest';

import { applicableCounters, badgeText, unreadAnnouncements, unreadCounts } from './unread';

describe('badgeText', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });

  it('shows nothing for zero, negative or nonsense counts', () => {
    for (const count of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(badgeText(count)).toBeNull();
  });
});

describe('applicableCounters', () => {
  it('has none without a session', () => {
    expect(applicableCounters({ loggedIn: false, customerType: undefined, chatOn: true })).toEqual({
      announcements: false,
      chat: false,
      inbox: false,
    });
  });

  it('has chat only while CBS3 is on and the inbox only for non-trial accounts', () => {
    expect(applicableCounters({ loggedIn: true, customerType: 0, chatOn: true })).toEqual({ announcements: true, chat: true, inbox: true });
    expect(applicableCounters({ loggedIn: true, customerType: 2, chatOn: false })).toEqual({
      announcements: true,
      chat: false,
      inbox: true,
    });
    expect(applicableCounters({ loggedIn: true, customerType: 4, chatOn: true })).toEqual({
      announcements: true,
      chat: true,
      inbox: false,
    });
    expect(applicableCounters({ loggedIn: true, customerType: 3, chatOn: true })).toEqual({
      announcements: true,
      chat: true,
      inbox: false,
    });
  });
});

describe('unreadCounts', () => {
  it('sums the counters that apply and zeroes the others', () => {
    const all = { announcements: true, chat: true, inbox: true };
    expect(unreadCounts({ announcements: 2, chat: 1, inbox: 120 }, all)).toEqual({ announcements: 2, chat: 1, inbox: 120, total: 123 });
    expect(unreadCounts({ announcements: 2, chat: 1, inbox: 120 }, { ...all, inbox: false })).toEqual({
      announcements: 2,
      chat: 1,
      inbox: 0,
      total: 3,
    });
    expect(unreadCounts({ announcements: 2 }, all)).toEqual({ announcements: 2, chat: 0, inbox: 0, total: 2 });
  });
});

describe('unreadAnnouncements', () => {
  it('counts the notices not marked read', () => {
    expect(unreadAnnouncements([{ read: true }, { read: false }, {}])).toBe(2);
    expect(unreadAnnouncements(undefined)).toBe(0);
  });
});
