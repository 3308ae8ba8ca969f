import { LIMITS } from '@/config/constants';

/**
 * Searching a game list by name (docs/product.md#game-list-search): the gateway
 * filters with GCSGAME_gameList's `gameName` (docs/gateway-protocol.md#games-and-lottery); the
 * device remembers the last few searches.
 */

/** The name as it is sent and remembered: trimmed, inner spaces collapsed, at most the gateway's length. */
export function searchTerm(input: string): string {
  return input.replace(/\s+/g, ' ').trim().slice(0, LIMITS.gameSearchMaxLength).trim();
}

/**
 * The list's filters with the search applied. The name is part of the infinite query's argument,
 * so a new name starts again at page 1, as a vendor or language change does
 * (docs/product.md#game-tab); an empty name is no filter, the plain list and its cache entry.
 */
export function withGameName<T extends object>(filter: T, input: string): T & { gameName?: string } {
  const gameName = searchTerm(input);
  return gameName === '' ? filter : { ...filter, gameName };
}

/** Offline, the games already loaded are searched on the device the way the gateway would. */
export function matchesGameName(gameName: string, input: string): boolean {
  const term = searchTerm(input).toLowerCase();
  return term === '' || gameName.toLowerCase().includes(term);
}

/** Puts a used search first: no duplicates (any letter case), the newest spelling kept, at most `cap`. */
export function rememberSearch(recent: readonly string[], input: string, cap: number = LIMITS.recentSearches): string[] {
  const term = searchTerm(input);
  if (term === '') return recent.slice(0, cap);
  const key = term.toLowerCase();
  return [term, ...recent.filter((entry) => entry.toLowerCase() !== key)].slice(0, cap);
}

/** Reads the stored list; anything unreadable or unexpected is no history rather than an error. */
export function readRecentSearches(raw: string | null, cap: number = LIMITS.recentSearches): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is string => typeof entry === 'string')
    .reduceRight<string[]>((list, entry) => rememberSearch(list, entry, Number.MAX_SAFE_INTEGER), [])
    .slice(0, cap);
}

/**
 * The set filters as query parameters. Empty ones are left out so that equal lists have one URL,
 * one RTK Query entry and one worker cache entry (docs/gateway-protocol.md#games-and-lottery).
 */
export function listFilterParams(filter: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value !== '') params[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) params[name] = String(value);
  }
  return params;
}
