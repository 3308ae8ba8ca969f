/**
 * The agent centre's answers (docs/gateway-protocol.md#agent-centre; the wire contract, page.ts).
 * Money is in the currency's units with two decimals, as every amount on the wire.
 */

/** `GET /wps/agent/profile`: who the agent is and its team's size, for the agent centre's hub. */
export interface AgentProfile {
  username: string;
  nickname: string;
  type: number;
  /** Whether the account plays too (types 1 and 2): it may switch to the member side. */
  playsToo: boolean;
  balance: number;
  /** The agent's own invitation code. */
  affiliateCode: string | null;
  /** Downlines signed up directly under the agent. */
  directCount: number;
  /** The whole team, every level. */
  teamCount: number;
}
