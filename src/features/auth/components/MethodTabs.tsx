import type { ReactNode } from 'react';

import { onTabListKeyDown, tabIndexOf } from '@/components/tabs/tab-keys';

export interface MethodTab<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * The switch between ways in (password or SMS code, username or mobile number) above the login and
 * registration forms (docs/product.md#login, docs/product.md#registration): a tab list, moved through
 * with the arrow keys.
 */
export function MethodTabs<T extends string>({
  label,
  tabs,
  selected,
  onChoose,
  small = false,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly MethodTab<T>[];
  selected: T;
  onChoose: (value: T) => void;
  small?: boolean;
}) {
  return (
    <div
      className={small ? 'segmented segmented--small' : 'segmented'}
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => onTabListKeyDown(event)}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === selected}
          tabIndex={tabIndexOf(tab.value === selected)}
          className="segmented__option"
          onClick={() => onChoose(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
