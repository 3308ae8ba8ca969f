// The runtime hook, here only: this hook subscribes to the catalog and reads nothing from it, which
// the macro (made for `const { t } = useLingui()`) does not allow. Everything else uses the macro.
// eslint-disable-next-line no-restricted-imports -- the one subscription-only use, said above
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

import { TIMING } from '../../config/constants';
import { currentLanguageCode } from './i18n';

/** The current UI language code (EN, TY, ...), re-rendering when it changes. */
export function useLanguageCode(): string {
  useLingui();
  return currentLanguageCode();
}

/**
 * The language code after it has been stable for `delay` ms: what a language change reloads
 * (winners, game lists; docs/product.md#states-and-transitions) uses this as a query argument, so
 * quick flips cost one request.
 */
export function useDebouncedLanguageCode(delay: number = TIMING.languageDebounce): string {
  const code = useLanguageCode();
  const [settled, setSettled] = useState(code);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(code), delay);
    return () => clearTimeout(timer);
  }, [code, delay]);
  return settled;
}
