import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { dataAge, formatDataAge, showsAge } from '../../lib/format/data-age';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { connectivity } from '../../lib/network/connectivity';

/**
 * How old the balance shown is ("5 minutes ago"): offline it is the last one known, from the
 * worker's member cache (docs/architecture.md#offline-reopen); online only when a slow network
 * left the cached copy on screen. Nothing while the balance is current.
 */
export function BalanceAge({ asOf, className = 'balance-age' }: { asOf: number | null | undefined; className?: string }) {
  const { i18n } = useLingui();
  const { online } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, connectivity.getSnapshot);
  // Read when the balance (or the connection) changes: the age is that of the figure as it came.
  const [now, setNow] = useState(Date.now);
  const [seen, setSeen] = useState({ asOf, online });
  if (seen.asOf !== asOf || seen.online !== online) {
    setSeen({ asOf, online });
    setNow(Date.now());
  }
  if (!showsAge(asOf, now, online)) return null;
  return (
    <time className={className} dateTime={new Date(asOf).toISOString()} data-testid="balance-age">
      {formatDataAge(dataAge(asOf, now), intlLocale(i18n))}
    </time>
  );
}
