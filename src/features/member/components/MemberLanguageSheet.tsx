import { msg } from '@lingui/core/macro';

import { LanguageSheet } from '@/components/language-picker/LanguageSheet';
import { toast } from '@/components/toast/toast';
import { activateLanguage, currentLanguageCode } from '@/lib/i18n/i18n';
import { enabledLanguages } from '@/lib/i18n/languages';
import { useLanguageCode } from '@/lib/i18n/use-language';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

/** The header's language sheet, opened from the member centre's Language entry. */
export function MemberLanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Subscribing to the language re-renders the marked language after a switch.
  useLanguageCode();
  const { data: settings } = useGetConsolidatedSettingsQuery();
  return (
    <LanguageSheet
      open={open}
      languages={enabledLanguages(settings?.languages)}
      current={currentLanguageCode()}
      onClose={onClose}
      onSelect={(code) => {
        onClose();
        activateLanguage(code).catch(() => toast.error(msg`The language could not be changed. Please try again.`));
      }}
    />
  );
}
