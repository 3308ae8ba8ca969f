// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { readCachedStatus, toCachedStatus, writeCachedStatus } from './status-cache';

beforeEach(() => localStorage.clear());

describe('cached system status', () => {
  it('keeps what the gate needs and reads it back', () => {
    writeCachedStatus(
      toCachedStatus({ maintenance: true, regionRestriction: false, location: { ip: '10.0.0.1' }, info: { imageCDNs: ['/cdn', 7] } }),
    );
    expect(readCachedStatus()).toEqual({
      maintenance: true,
      regionRestriction: false,
      location: { ip: '10.0.0.1' },
      imageCDNs: ['/cdn'],
    });
  });

  it('answers null for nothing stored or anything malformed', () => {
    expect(readCachedStatus()).toBeNull();
    localStorage.setItem('systemStatus', '{not json');
    expect(readCachedStatus()).toBeNull();
    localStorage.setItem('systemStatus', JSON.stringify({ maintenance: 'yes' }));
    expect(readCachedStatus()).toBeNull();
  });
});
