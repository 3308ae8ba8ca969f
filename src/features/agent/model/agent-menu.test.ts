import { describe, expect, it } from 'vitest';

import { AGENT_MENU_ITEMS, enabledAgentItems } from './agent-menu';

describe('agent centre items (docs/product.md#agent-centre)', () => {
  const allOn = Object.fromEntries(AGENT_MENU_ITEMS.map((item) => [item.id, true]));

  it('shows the items the operator turns on, in order', () => {
    expect(enabledAgentItems(allOn)).toEqual(AGENT_MENU_ITEMS);
  });

  it('leaves out an item switched off or missing from the tree', () => {
    const first = AGENT_MENU_ITEMS[0]!;
    expect(enabledAgentItems({ ...allOn, [first.id]: false }).map((item) => item.id)).not.toContain(first.id);
    expect(enabledAgentItems({})).toEqual([]);
  });

  it('gives every item its own page', () => {
    const paths = AGENT_MENU_ITEMS.map((item) => item.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.startsWith('/m/'))).toBe(true);
  });
});
