import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';

import { type LabelOf, loadLanguageLabels } from '@/lib/i18n/language-labels';
import { findLanguage, type Language } from '@/lib/i18n/languages';
import { lazyWhenOnline } from '@/lib/network/lazy-when-online';
import { useAfterFirstRender } from '@/lib/perf/first-render';

export interface LanguagePickerProps {
  /** The languages to offer, usually enabledLanguages(status.languages). */
  languages: readonly Language[];
  /** Gateway code of the language in use. */
  current: string;
  /** Switches the UI language; a rejection is reported to the player with a toast. */
  onSelect: (code: string) => Promise<void> | void;
}

/** A globe rather than the flag here: the flag table stays in the sheet's chunk, off the first load. */
function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </svg>
  );
}

// The button is in the first render of every page, under the JS budget; the sheet (dialog, list)
// is fetched on first use, or a moment earlier when a finger or focus lands on the button.
const loadSheet = () => import('./LanguageSheet');
const LanguageSheet = lazyWhenOnline(async () => (await loadSheet()).LanguageSheet);

function preloadSheet() {
  void loadSheet();
}

/**
 * The table of language names, fetched once the first paint is on screen: the button draws
 * without it, and until it arrives its accessible name says "Language" without the name.
 */
function useLanguageLabels(): LabelOf | null {
  const painted = useAfterFirstRender();
  const [labelOf, setLabelOf] = useState<LabelOf | null>(null);
  useEffect(() => {
    if (!painted) return;
    let mounted = true;
    void loadLanguageLabels().then((labelOf) => {
      if (mounted) setLabelOf(() => labelOf);
    });
    return () => {
      mounted = false;
    };
  }, [painted]);
  return labelOf;
}

/** The header button showing the current language; it opens the language sheet. */
export function LanguagePicker({ languages, current, onSelect }: LanguagePickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sheetRequested, setSheetRequested] = useState(false);
  const [switching, setSwitching] = useState(false);
  const language = findLanguage(current);
  const code = language.code;
  const name = useLanguageLabels()?.(code).nativeName;

  async function select(chosen: string) {
    setOpen(false);
    if (chosen === code || switching) return;
    setSwitching(true);
    try {
      await onSelect(chosen);
    } catch {
      // Loaded on demand: the toast store is not part of the first render this button is in.
      void import('../toast/toast').then(({ toast }) => toast.error(msg`The language could not be changed. Please try again.`));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="language-picker"
        // The name starts with the code the button shows, so a player who says what they see
        // (voice control) reaches it, and the language's own name follows for screen readers.
        aria-label={name ? t`${code}, Language: ${name}` : t`${code}, Language`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={switching || undefined}
        onPointerDown={preloadSheet}
        onFocus={preloadSheet}
        onClick={() => {
          setSheetRequested(true);
          setOpen(true);
        }}
      >
        <GlobeIcon />
        <span className="language-picker__code">{code}</span>
      </button>
      {sheetRequested && (
        <Suspense fallback={null}>
          <LanguageSheet
            open={open}
            languages={languages}
            current={language.code}
            onClose={() => setOpen(false)}
            onSelect={(code) => void select(code)}
          />
        </Suspense>
      )}
    </>
  );
}
