import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { ERROR_TEXTS } from '@/lib/errors/error-catalogue';

/**
 * What the team list says when a list could not be read and nothing was seen of it before.
 * Offline only a list opened online reopens (docs/architecture.md#offline-reopen): a new search or
 * sort needs the gateway, and says so rather than blame the team; the search box keeps the name.
 */
export function teamFailureText({ online, search }: { online: boolean; search: string }): MessageDescriptor {
  if (online) return msg`The team could not be loaded.`;
  if (search !== '') return msg`Searching needs an internet connection. Your search is kept: try again once you are online.`;
  return ERROR_TEXTS.needsConnection;
}
