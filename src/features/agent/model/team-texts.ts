import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { DownlineKind, DownlineRegistration, SortDirection, TeamSortColumn } from '@/contract/agent-team';
import type { RebateProduct } from '@/contract/rebates';
import { errorMessage } from '@/lib/errors/error-catalogue';
import type { GatewayError } from '@/lib/gateway/gateway-error';

import type { RebateFieldProblem } from './rebate-rules';

/** The products' names (docs/product.md#edit-rebates). */
export const PRODUCT_LABELS: Readonly<Record<RebateProduct, MessageDescriptor>> = {
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  LIVE: msg`Live casino`,
  RNG: msg`Slots`,
  SPORTS: msg`Sports`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
};

export const KIND_LABELS: Readonly<Record<DownlineKind, MessageDescriptor>> = {
  member: msg`Member`,
  agent: msg`Agent`,
};

export const REGISTRATION_LABELS: Readonly<Record<DownlineRegistration, MessageDescriptor>> = {
  AGENT: msg`Created by its agent`,
  APP: msg`Registered in the app`,
  H5: msg`Registered in a browser`,
  PWA: msg`Registered in the installed app`,
  WEBCLIP: msg`Registered from a home-screen link`,
};

/** The team list's sort choices, in the order the menu offers them (docs/product.md#team). */
export const TEAM_SORTS: readonly { column: TeamSortColumn; direction: SortDirection; label: MessageDescriptor }[] = [
  { column: 'joined', direction: 'desc', label: msg`Newest first` },
  { column: 'joined', direction: 'asc', label: msg`Oldest first` },
  { column: 'lastLogin', direction: 'desc', label: msg`Last login: recent first` },
  { column: 'lastLogin', direction: 'asc', label: msg`Last login: oldest first` },
  { column: 'balance', direction: 'desc', label: msg`Balance: high to low` },
  { column: 'balance', direction: 'asc', label: msg`Balance: low to high` },
];

/** What a rebate field says about a problem; `range` is its allowed range as written ("0.0 – 8.4 %"). */
export function rebateProblemText(problem: RebateFieldProblem, range: string): MessageDescriptor {
  switch (problem) {
    case 'rebate.above.max':
      return msg`Above what you may give. Allowed: ${range}`;
    case 'rebate.lowered':
      return msg`A rebate cannot be lowered. Allowed: ${range}`;
    case 'rebate.off.step':
      return msg`Use the product's step. Allowed: ${range}`;
    case 'format':
      return msg`Enter a number, for example 0.5`;
  }
}

/** The team calls' codes (gateway/README.md "Agent"); every other code reads as the catalogue says. */
const TEAM_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'agent.not.downline': msg`This account is not in your team`,
  'agent.only': msg`This is for agent accounts only`,
  'rebate.above.max': msg`A rebate is above what you may give`,
  'rebate.lowered': msg`A rebate cannot be lowered`,
  'rebate.off.step': msg`A rebate is not on the product's step`,
  'register.field.invalid': msg`Check the username and password`,
  'request.invalid': msg`Check what you entered and try again`,
};

export function teamErrorMessage(error: Pick<GatewayError, 'code'> | null | undefined): MessageDescriptor {
  return (error && TEAM_TEXTS[error.code]) ?? errorMessage(error);
}
