import { useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';

import { dataAge, formatDataAge, showsAge } from '@/lib/format/data-age';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { connectivity } from '@/lib/network/connectivity';

/**
 * How old the balance shown is ("5 minutes ago"): offline it is the last one known, from the
 * worker's member cache (docs/architecture.md#offline-reopen); online only when a slow network
 * left the cached copy on screen. Nothing while the balance is current. `narrow` ("5m ago") for
 * the home header's tight row.
 */
export function BalanceAge({ asOf, narrow = false }: { asOf: number | null | undefined; narrow?: boolean }) {
  const { online } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, connectivity.getSnapshot);
  // Drawn afresh (and its clock read again) when the balance or the connection changes.
  return <AgeLabel key={`${asOf ?? ''}:${online}`} asOf={asOf} online={online} narrow={narrow} />;
}

function AgeLabel({ asOf, online, narrow }: { asOf: number | null | undefined; online: boolean; narrow: boolean }) {
  const { i18n } = useLingui();
  const [now] = useState(Date.now);
  if (!showsAge(asOf, now, online)) return null;
  return (
    <time className="balance-age" dateTime={new Date(asOf).toISOString()} data-testid="balance-age">
      {formatDataAge(dataAge(asOf, now), intlLocale(i18n), narrow ? 'narrow' : 'long')}
    </time>
  );
}
