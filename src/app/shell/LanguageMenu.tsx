import { useLingui } from '@lingui/react';
import { LanguagePicker } from '../../components/language-picker/LanguagePicker';
import { activateLanguage, currentLanguageCode } from '../../lib/i18n/i18n';
import { enabledLanguages } from '../../lib/i18n/languages';
import { useAfterFirstRender } from '../../lib/perf/first-render';
import { useGetConsolidatedSettingsQuery } from '../../lib/system/system-api';

/** The picker, fed with the languages the operator enables; switching re-renders in place. */
export function LanguageMenu() {
  // Subscribing to Lingui re-renders the button when the language changes.
  useLingui();
  // The operator's languages matter once the menu can be opened, after the first paint; asked
  // before it, they would compete with what that paint needs.
  const { data: settings } = useGetConsolidatedSettingsQuery(undefined, { skip: !useAfterFirstRender() });
  return (
    <LanguagePicker
      languages={enabledLanguages(settings?.languages)}
      current={currentLanguageCode()}
      onSelect={async (code) => {
        await activateLanguage(code);
      }}
    />
  );
}
