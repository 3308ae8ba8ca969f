import { Trans, useLingui } from '@lingui/react/macro';
import { type MouseEvent, useRef, useState, useSyncExternalStore } from 'react';

import { LIMITS } from '@/config/constants';

import { recentSearches } from './recent-searches-store';

export interface GameSearchProps {
  value: string;
  /** Every keystroke; the list asks the gateway once typing pauses. */
  onChange: (value: string) => void;
  /** Enter, a recent-search chip or the clear button: search for this now, without the pause. */
  onSearch: (value: string) => void;
}

/** Buttons under the box keep the focus in the box, so the chips stay up for the tap to land. */
function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

function SearchIcon() {
  return (
    <svg className="game-search__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The game list's search box (docs/product.md#game-list-search): a name, a clear
 * button, and while the box is focused and empty the device's recent searches as chips.
 */
export function GameSearch({ value, onChange, onSearch }: GameSearchProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const recent = useSyncExternalStore(recentSearches.subscribe, recentSearches.items, recentSearches.items);
  const showRecent = focused && value === '' && recent.length > 0;

  function search(term: string) {
    recentSearches.remember(term);
    onSearch(term);
  }

  return (
    <form
      role="search"
      className="game-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
        // The keyboard goes away so the results can be seen.
        input.current?.blur();
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
        setFocused(false);
        // Leaving the box (to a game, a vendor) is using the search: it joins the recent ones.
        recentSearches.remember(value);
      }}
    >
      <div className="game-search__box">
        <SearchIcon />
        <input
          ref={input}
          type="search"
          className="field__input game-search__input"
          value={value}
          maxLength={LIMITS.gameSearchMaxLength}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-label={t`Search games by name`}
          placeholder={t`Search games`}
          data-testid="game-search"
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' && (
          <button
            type="button"
            className="game-search__clear"
            aria-label={t`Clear search`}
            onMouseDown={keepFocus}
            onClick={() => {
              recentSearches.remember(value);
              onSearch('');
              input.current?.focus();
            }}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {showRecent && (
        <div className="game-search__recent" onMouseDown={keepFocus}>
          <div className="game-search__recent-head">
            <span id="game-search-recent">
              <Trans>Recent searches</Trans>
            </span>
            <button type="button" className="game-search__forget" onClick={() => recentSearches.clear()}>
              <Trans>Clear history</Trans>
            </button>
          </div>
          <ul className="chip-bar game-search__chips" aria-labelledby="game-search-recent">
            {recent.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  className="chip"
                  data-testid="recent-search"
                  onClick={() => {
                    search(term);
                    input.current?.blur();
                  }}
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
