import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { AppLink } from '@/components/link/AppLink';
import { PATHS } from '@/config/paths';
import { dataAge, formatDataAge, showsAge } from '@/lib/format/data-age';
import { formatDecimal } from '@/lib/format/decimal';
import { formatMoney } from '@/lib/format/money';
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl-cache';
import { intlLocale } from '@/lib/i18n/intl-locale';
import { useCurrencySymbol } from '@/lib/system/use-currency-symbol';

/**
 * Money (with the operator's currency symbol, as everywhere in the app), counts and dates of the
 * team screens, in the player's language.
 */
export function useTeamFormats() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n);
  const symbol = useCurrencySymbol();
  return {
    locale,
    money: (amount: number) => formatMoney(amount, symbol, locale),
    count: (value: number) => formatDecimal(value, locale, 0),
    percent: (value: number) => `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value)} %`,
    date: (epochMs: number) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(epochMs),
    dateTime: (epochMs: number) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs),
  };
}

/** The team list of `parent` (null: the agent's own). */
export function teamHref(parent: string | null): string {
  return parent === null ? PATHS.team : `${PATHS.team}?parent=${encodeURIComponent(parent)}`;
}

export function downlineHref(username: string): string {
  return `${PATHS.downline}?username=${encodeURIComponent(username)}`;
}

export function editRebatesHref(username: string): string {
  return `${PATHS.editRebates}?username=${encodeURIComponent(username)}`;
}

/**
 * The path from the agent down to a team's owner: every name but the last leads back up to its
 * team (the agent's name to the agent's own).
 */
export function TeamCrumbs({ path }: { path: readonly string[] }) {
  const { t } = useLingui();
  if (path.length < 2) return null;
  return (
    <nav aria-label={t`Team path`}>
      <ol className="team-crumbs">
        {path.map((name, index) => (
          <li key={name}>
            {index === path.length - 1 ? (
              <span aria-current="page">{name}</span>
            ) : (
              <AppLink to={teamHref(index === 0 ? null : name)}>{name}</AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "Last updated 5 minutes ago" when the answer shown is an old one (offline, or a slow network). */
export function TeamAge({ asOf, online }: { asOf: number | null; online: boolean }) {
  const { i18n } = useLingui();
  const [now] = useState(Date.now);
  if (!showsAge(asOf, now, online)) return null;
  const age = formatDataAge(dataAge(asOf, now), intlLocale(i18n));
  return (
    <span className="team-age" data-testid="team-age">
      <Trans>Last updated {age}</Trans>
    </span>
  );
}
