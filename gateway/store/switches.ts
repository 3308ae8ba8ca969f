import { AGENT_MENU_IDS, AGENT_MENU_ROOT, type AgentMenuId } from '../../src/contract/agent-menu.ts';

/**
 * Operator switches (those the app reads are listed in docs/product.md#roles; PWDEXPFORCECHANGE3
 * forces a change of passwords older than passwordMaxAgeDays) and platform modules, and how they
 * nest in the white-label tree (docs/gateway-protocol.md#system). The shape lives in code; only
 * the on/off flags are stored (setting `switches`), so an operator can flip a switch but cannot
 * produce a malformed tree.
 */
export const SWITCH_IDS = [
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'MOBILEVERCODELOGIN3',
  'PWDEXPFORCECHANGE3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'FREEPLAY3',
  'CAPTCHA3',
  'COMM3',
  'CBS3',
  'PERSPNL3',
  'MEMTRANS3',
  'FUNDTRANS3',
  'AGEINFO3',
  'AGEANNOUNCE3',
  'AGEDOWNMAN3',
  'GEETEST3',
  AGENT_MENU_ROOT,
  ...AGENT_MENU_IDS,
] as const;

export type SwitchId = (typeof SWITCH_IDS)[number];
export type SwitchMap = Record<SwitchId, boolean>;

interface SwitchShape {
  modId: SwitchId;
  children?: readonly SwitchShape[];
}

const SWITCH_TREE: readonly SwitchShape[] = [
  {
    modId: 'REG3',
    children: [
      { modId: 'USERNAMEREG3' },
      { modId: 'MOBILENUMREG3', children: [{ modId: 'REGMOBVERF3' }, { modId: 'MOBILENUMPASSREG3' }] },
      { modId: 'DIRECTREG3' },
    ],
  },
  { modId: 'MOBILEVERCODELOGIN3' },
  // Forced password change when the password is older than the passwordMaxAgeDays setting.
  { modId: 'PWDEXPFORCECHANGE3' },
  { modId: 'FACEBOOKLOGIN3' },
  { modId: 'GOOGLELOGIN3' },
  { modId: 'FREEPLAY3' },
  { modId: 'CAPTCHA3' },
  { modId: 'COMM3', children: [{ modId: 'CBS3' }] },
  { modId: 'PERSPNL3', children: [{ modId: 'MEMTRANS3' }, { modId: 'FUNDTRANS3' }] },
  { modId: 'AGEINFO3', children: [{ modId: 'AGEANNOUNCE3' }, { modId: 'AGEDOWNMAN3' }] },
  // The slider check before an SMS code is sent (gateway/README.md "Slider check").
  { modId: 'GEETEST3' },
  // The agent centre's items (docs/product.md#agent-centre).
  { modId: AGENT_MENU_ROOT, children: AGENT_MENU_IDS.map((modId: AgentMenuId) => ({ modId })) },
];

/** Off in the demo: the social logins (no Firebase project behind them) and the slider check. */
const OFF_BY_DEFAULT: ReadonlySet<SwitchId> = new Set(['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'GEETEST3']);

/**
 * Demo defaults: everything on but OFF_BY_DEFAULT. The slider check stays off so that a code is
 * one tap away in the demo; an operator (or a test) turns GEETEST3 on.
 */
export const DEFAULT_SWITCHES: SwitchMap = Object.fromEntries(SWITCH_IDS.map((id) => [id, !OFF_BY_DEFAULT.has(id)])) as SwitchMap;

export interface WhitelabelNode {
  modId: SwitchId;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/**
 * Effective flags: a child is on only when it and all its ancestors are on (turning REG3 off
 * turns every registration method off). The tree and the flattened map agree by construction.
 */
export function effectiveSwitches(stored: Partial<SwitchMap>): SwitchMap {
  const result = { ...DEFAULT_SWITCHES };
  const visit = (nodes: readonly SwitchShape[], parentOn: boolean): void => {
    for (const node of nodes) {
      const on = parentOn && (stored[node.modId] ?? DEFAULT_SWITCHES[node.modId]);
      result[node.modId] = on;
      visit(node.children ?? [], on);
    }
  };
  visit(SWITCH_TREE, true);
  return result;
}

export function whitelabelTree(stored: Partial<SwitchMap>): WhitelabelNode[] {
  const effective = effectiveSwitches(stored);
  const build = (nodes: readonly SwitchShape[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      modId: node.modId,
      enabled: effective[node.modId] ? '1' : '0',
      childrenNodes: build(node.children ?? []),
    }));
  return build(SWITCH_TREE);
}
