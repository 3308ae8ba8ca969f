import { describe, expect, it } from 'vitest';

import { centreRows, memberAccess } from './centre-rows';

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const ALL_LINKS = {
  FACEBOOK: 'https://facebook.com/brand',
  TELEGRAM: 'https://t.me/brand',
  YOUTUBE: 'https://youtube.com/@brand',
  AFFILIATELINK: 'https://aff.example.com',
};

describe('centreRows (docs/product.md#message-centre)', () => {
  it('lists every row in order for a member with every link and CBS3 on', () => {
    expect(ids(centreRows({ links: ALL_LINKS, chatOn: true, loggedIn: true }))).toEqual([
      'TELEGRAM',
      'FACEBOOK',
      'YOUTUBE',
      'notice',
      'inbox',
      'chat',
      'affiliate',
      'feedback',
    ]);
  });

  it('leaves out links that are missing or not http(s)', () => {
    const rows = centreRows({
      links: { TELEGRAM: 'https://t.me/brand', YOUTUBE: '', FACEBOOK: 'javascript:alert(1)' },
      chatOn: true,
      loggedIn: true,
    });
    expect(ids(rows)).toEqual(['TELEGRAM', 'notice', 'inbox', 'chat', 'feedback']);
    expect(rows[0]).toEqual({ id: 'TELEGRAM', kind: 'external', url: 'https://t.me/brand' });
  });

  it('hides live chat while CBS3 is off and complaints for visitors', () => {
    expect(ids(centreRows({ links: {}, chatOn: false, loggedIn: false }))).toEqual(['notice', 'inbox']);
    expect(ids(centreRows({ links: undefined, chatOn: true, loggedIn: false }))).toEqual(['notice', 'inbox', 'chat']);
  });
});

describe('memberAccess', () => {
  it('sends visitors to login, refuses trial accounts and opens for members', () => {
    expect(memberAccess(null)).toBe('login');
    expect(memberAccess({ type: 4 })).toBe('trial');
    expect(memberAccess({ type: 3 })).toBe('trial');
    for (const type of [0, 1, 2]) expect(memberAccess({ type })).toBe('open');
  });
});
