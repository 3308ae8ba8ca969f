import { LanguagePicker } from '@/components/language-picker/LanguagePicker';
import { activateLanguage } from '@/lib/i18n/i18n';
import { enabledLanguages } from '@/lib/i18n/languages';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useAfterFirstRender } from '@/lib/perf/first-render';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

/** The picker, fed with the languages the operator enables; switching re-renders in place. */
export function LanguageMenu() {
  // Read through the hook, so the button re-renders when the language changes.
  const current = useLanguageCode();
  // The operator's languages matter once the menu can be opened, after the first paint; asked
  // before it, they would compete with what that paint needs.
  const { data: settings } = useGetConsolidatedSettingsQuery(undefined, { skip: !useAfterFirstRender() });
  return (
    <LanguagePicker
      languages={enabledLanguages(settings?.languages)}
      current={current}
      onSelect={async (code) => {
        await activateLanguage(code);
      }}
    />
  );
}
