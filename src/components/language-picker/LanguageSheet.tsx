import { Trans } from '@lingui/react/macro';
import { use } from 'react';

import { withCatalogs } from '@/lib/i18n/catalog-locales';
import { loadLanguageLabels } from '@/lib/i18n/language-labels';
import type { Language } from '@/lib/i18n/languages';

import { Dialog } from '../dialog/Dialog';
import { FlagIcon } from '../flag/FlagIcon';

export interface LanguageSheetProps {
  open: boolean;
  languages: readonly Language[];
  /** Gateway code of the language in use. */
  current: string;
  onClose: () => void;
  onSelect: (code: string) => void;
}

function CheckIcon() {
  return (
    <svg className="language-list__check" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The bottom sheet listing the enabled languages the app has a catalog for; loaded only when the
 * picker first opens.
 */
export function LanguageSheet({ open, languages, current, onClose, onSelect }: LanguageSheetProps) {
  const currentCode = current.toUpperCase();
  // Suspends on first use until the names are there; the header button has usually fetched them.
  const languageLabel = use(loadLanguageLabels());
  return (
    <Dialog open={open} onClose={onClose} title={<Trans>Choose language</Trans>} variant="sheet" className="language-sheet">
      <ul className="language-list">
        {withCatalogs(languages).map((language) => {
          const isCurrent = language.code === currentCode;
          const { nativeName, flag } = languageLabel(language.code);
          return (
            <li key={language.code}>
              <button
                type="button"
                className="language-list__option"
                aria-current={isCurrent ? 'true' : undefined}
                // Opening on the current language shows where the player is in a long list.
                data-autofocus={isCurrent ? '' : undefined}
                onClick={() => onSelect(language.code)}
              >
                <FlagIcon country={flag} className="language-list__flag" />
                <span className="language-list__name" lang={language.htmlLang} dir={language.dir}>
                  {nativeName}
                </span>
                {isCurrent && <CheckIcon />}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
