import { DEFAULT_CURRENCY } from '../../config/constants';

/** `/wps/system/settings/consolidated`: the operator's switches, links and options in one answer. */
export interface ConsolidatedSettings {
  switches: Record<string, boolean>;
  links: Record<string, string>;
  appWindow: boolean;
  promotions: Record<string, { enabled: boolean }>;
  currency: { code: string; symbol: string };
  languages?: string[];
}

/** One answer of the base query, as a queryFn receives it. */
interface Answer<E> {
  data?: unknown;
  error?: E;
}

/**
 * The platform's white-label tree (`GET /wps/system/whitelabel`, `[{modId, enabled: "1" | "0",
 * childrenNodes}]`) as flat switches: a module is on only when it and every module above it say
 * "1" (or 1, or true). Undefined when the answer is not such a tree.
 */
export function flattenWhitelabel(tree: unknown): Record<string, boolean> | undefined {
  if (!Array.isArray(tree)) return undefined;
  const switches: Record<string, boolean> = {};
  const walk = (nodes: readonly unknown[], parentOn: boolean) => {
    for (const node of nodes) {
      if (typeof node !== 'object' || node === null) continue;
      const { modId, enabled, childrenNodes } = node as Record<string, unknown>;
      if (typeof modId !== 'string' || modId === '') continue;
      const on = parentOn && (enabled === '1' || enabled === 1 || enabled === true);
      switches[modId] = on;
      if (Array.isArray(childrenNodes)) walk(childrenNodes, on);
    }
  };
  walk(tree, true);
  return switches;
}

/**
 * The operator settings the app reads (docs/gateway-protocol.md#system): the consolidated answer,
 * with the white-label tree's word on every switch the tree names. Either call may be missing on an
 * operator's gateway: without a usable tree the consolidated switches stand; without the
 * consolidated answer the tree's switches come with empty links and promotions, no app-download
 * button and the default currency; with neither, the consolidated call's error.
 */
export function operatorSettings<E>(
  consolidated: Answer<E>,
  whitelabel: Answer<E>,
): { data: ConsolidatedSettings; error?: undefined } | { error: E; data?: undefined } {
  const fromTree = whitelabel.error === undefined ? flattenWhitelabel(whitelabel.data) : undefined;
  if (consolidated.error !== undefined) {
    if (!fromTree) return { error: consolidated.error };
    return { data: { switches: fromTree, links: {}, appWindow: false, promotions: {}, currency: { ...DEFAULT_CURRENCY } } };
  }
  const settings = consolidated.data as ConsolidatedSettings;
  if (!fromTree) return { data: settings };
  return { data: { ...settings, switches: { ...settings.switches, ...fromTree } } };
}
