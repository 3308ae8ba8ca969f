import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useState } from 'react';
import { activateLanguage } from '../lib/i18n/i18n';
import { LANGUAGES } from '../lib/i18n/languages';

/** A compact picker; the shell issue replaces it with the full 40-language sheet. */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [pending, setPending] = useState(false);
  return (
    <div className="language-switch" role="group" aria-label={t`Language`}>
      {LANGUAGES.map((language) => {
        const active = i18n.locale === language.locale;
        return (
          <button
            key={language.code}
            type="button"
            lang={language.htmlLang}
            className="language-switch__option"
            aria-pressed={active}
            disabled={pending}
            onClick={async () => {
              if (active) return;
              setPending(true);
              try {
                await activateLanguage(language.code);
              } finally {
                setPending(false);
              }
            }}
          >
            {language.code}
          </button>
        );
      })}
    </div>
  );
}
