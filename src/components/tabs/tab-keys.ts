import type { KeyboardEvent } from 'react';

/**
 * The keyboard of a row of tabs (WAI-ARIA tabs pattern): Left and Right move to the previous and
 * next tab, wrapping at the ends (mirrored right to left), Home and End to the first and last.
 * Only the selected tab is in the Tab order (tabIndex 0, the others -1): Tab enters the row on the
 * selected tab and leaves it with the next control, instead of stopping on every tab.
 */

/** The tab a key moves to from `index` among `count` tabs, or null when the key is not one of them. */
export function tabKeyTarget(key: string, index: number, count: number, rtl = false): number | null {
  if (count === 0) return null;
  const from = Math.min(Math.max(index, 0), count - 1);
  const forward = (from + 1) % count;
  const back = (from - 1 + count) % count;
  switch (key) {
    case 'ArrowRight':
      return rtl ? back : forward;
    case 'ArrowLeft':
      return rtl ? forward : back;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * `automatic`: moving to a tab selects it, for tabs whose panels show at once (the login method).
 * `manual`: moving only focuses it and Enter or Space selects it, for tabs whose choice costs
 * something (a list to load, or a tab that leaves the page).
 */
export type TabActivation = 'automatic' | 'manual';

/**
 * The `onKeyDown` of an element with role="tablist": moves focus to the tab the key names and,
 * with automatic activation, selects it by clicking it, so the tab's own onClick decides what
 * selecting means.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>, activation: TabActivation = 'automatic'): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'));
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const target = tabKeyTarget(event.key, index, tabs.length, rtl);
  if (target === null) return;
  event.preventDefault();
  const tab = tabs[target]!;
  tab.focus();
  if (activation === 'automatic' && tab.getAttribute('aria-selected') !== 'true') tab.click();
}

/** The tabIndex of a tab: only the selected one is in the Tab order. */
export function tabIndexOf(selected: boolean): 0 | -1 {
  return selected ? 0 : -1;
}
