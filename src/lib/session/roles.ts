/**
 * Who a session is (docs/product.md#roles), decided here and nowhere else. Customer types 0, 1
 * and 2 are members with real accounts; 1 and 2 are agents too, and 40-42 agents only, whom the
 * member side refuses (docs/product.md#agent-login). Every other type is a trial (free-play)
 * account: 4 is the type free play gives, and an answer that names no type counts as 4.
 */
const MEMBER_ACCOUNT_TYPES: ReadonlySet<number> = new Set([0, 1, 2]);
const AGENT_ACCOUNT_TYPES: ReadonlySet<number> = new Set([1, 2, 40, 41, 42]);
const AGENT_ONLY_TYPES: ReadonlySet<number> = new Set([40, 41, 42]);

/** The customer type of a free-play session, and the one assumed when an answer names none. */
export const TRIAL_ACCOUNT_TYPE = 4;

/**
 * A session's customer type (docs/product.md#entities: type, default 4), the one place its default
 * lives: the whole number an answer (`customerType`) or the stored session gives, else the trial
 * type. An operator gateway may leave the type out of a login, registration or free-play answer.
 */
export function sessionTypeOf(customerType: unknown): number {
  return typeof customerType === 'number' && Number.isInteger(customerType) ? customerType : TRIAL_ACCOUNT_TYPE;
}

/** A visitor has no session; a trial account plays without money of its own; a member has a real account. */
export type Role = 'visitor' | 'trial' | 'member';

export function isRealMember(type: number | undefined): boolean {
  return type !== undefined && MEMBER_ACCOUNT_TYPES.has(type);
}

export function isTrialAccount(type: number | undefined): boolean {
  return !isRealMember(type);
}

/** An agent: it may open the agent centre. */
export function isAgent(type: number | undefined): boolean {
  return type !== undefined && AGENT_ACCOUNT_TYPES.has(type);
}

/** An agent that does not play: the member side's pages and calls are closed to it. */
export function isAgentOnly(type: number | undefined): boolean {
  return type !== undefined && AGENT_ONLY_TYPES.has(type);
}

export function roleOf(session: { type?: number } | null | undefined): Role {
  if (!session) return 'visitor';
  return isRealMember(session.type) ? 'member' : 'trial';
}
