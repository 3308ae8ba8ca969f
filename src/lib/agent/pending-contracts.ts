import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';
import type { ContractKind, ContractRequests as WireContractRequests } from '@/contract/agent';

/**
 * Contract request answer (docs/product.md#entities): a non-empty value means a question waits for
 * the member: an offer, or, for the kinds in `ending`, the upline's request to end the contract.
 */
export type ContractRequests = Partial<WireContractRequests>;

export interface PendingContract {
  title: MessageDescriptor;
  path: string;
}

/** docs/product.md#agent-contracts: types 4 (trial) and 40, 41, 42 (agent-only) are not asked about contracts. */
const SKIPPED_TYPES: ReadonlySet<number> = new Set([4, 40, 41, 42]);

export function checksContracts(type: number | undefined): boolean {
  return type !== undefined && !SKIPPED_TYPES.has(type);
}

/** Each kind's field, contract page and the two questions it may ask. */
const KINDS: readonly {
  kind: ContractKind;
  field: Exclude<keyof WireContractRequests, 'ending'>;
  path: string;
  offer: MessageDescriptor;
  ending: MessageDescriptor;
}[] = [
  {
    kind: 'DAILY_SALARY',
    field: 'dailysalreqtype',
    path: PATHS.salaryContract,
    offer: msg`A daily salary contract is waiting for you`,
    ending: msg`Your upline asked to end your daily salary contract`,
  },
  {
    kind: 'DIVIDEND',
    field: 'divtypecompperiodreq',
    path: PATHS.dividendContract,
    offer: msg`A dividend contract is waiting for you`,
    ending: msg`Your upline asked to end your dividend contract`,
  },
  {
    kind: 'HOURLY_SALARY',
    field: 'contracthoursalreq',
    path: PATHS.hourContract,
    offer: msg`An hourly salary contract is waiting for you`,
    ending: msg`Your upline asked to end your hourly salary contract`,
  },
];

/**
 * The questions waiting for the member, one per kind: an offer to answer, or an end request, which
 * waits on the member as an offer does (docs/product.md#agent-contracts).
 */
export function pendingContracts(requests: ContractRequests | undefined): PendingContract[] {
  if (!requests) return [];
  const ending = new Set(requests.ending ?? []);
  return KINDS.filter((entry) => requests[entry.field]).map((entry) => ({
    title: ending.has(entry.kind) ? entry.ending : entry.offer,
    path: entry.path,
  }));
}
