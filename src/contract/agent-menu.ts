/**
 * The agent centre's items as the operator's white-label tree names them (node `AGECEN`,
 * docs/product.md#agent-centre): an item switched off is absent from the app and its calls are
 * refused by the gateway.
 */
export const AGENT_MENU_IDS = [
  /** Overview: the team's figures and trend. */
  'AGEPAG',
  /** Team: the downline list and each downline's details. */
  'DOWNMAN',
  /** Registration centre: creating downline accounts and invitation links. */
  'REGCEN',
  /** Editing a downline's rebates. */
  'GAMSER',
  /** Team profit and loss. */
  'AGETEAMPNL3',
  /** Team betting records. */
  'TEAMBETTING3',
  /** Team transactions. */
  'TRANSREC3',
  /** Invitation income. */
  'INVAINC',
  /** Rebate income. */
  'AGEREBINC3',
  /** Dividend contracts. */
  'DIVIDEND',
  /** Daily salary contracts. */
  'DAYSAL',
  /** Hourly salary contracts. */
  'HOURSAL3',
  /** Announcements for agents. */
  'NOTICE',
] as const;

export type AgentMenuId = (typeof AGENT_MENU_IDS)[number];

/** The tree's node that holds the agent centre's items. */
export const AGENT_MENU_ROOT = 'AGECEN';
