import { describe, expect, it } from 'vitest';

import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';

import { teamFailureText } from './team-failure';

describe('the team list when a list cannot be read (docs/architecture.md#offline-reopen)', () => {
  it('online, the team could not be loaded', () => {
    expect(teamFailureText({ online: true, search: '' }).message).toBe('The team could not be loaded.');
    expect(teamFailureText({ online: true, search: 'santos' }).message).toBe('The team could not be loaded.');
  });

  it('offline, a search needs the network and is kept', () => {
    expect(teamFailureText({ online: false, search: 'santos' }).message).toBe(
      'Searching needs an internet connection. Your search is kept: try again once you are online.',
    );
  });

  it('offline, any other list never seen needs the network', () => {
    expect(teamFailureText({ online: false, search: '' })).toBe(ERROR_TEXTS.needsConnection);
  });
});
