import { useLingui, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { runtimeConfig } from '@/config/runtime-config';
import { BRAND_LOGO_PATH } from '@/lib/pwa/protocol';
import { selectForcedPasswordChange } from '@/lib/session/session-slice';
import { useAppSelector } from '@/lib/store/hooks';

import { BackButton } from './BackButton';
import { LanguageMenu } from './LanguageMenu';
import { useTitleGivenAt } from './page-title';
import { type RouteRule, titleFor } from './route-rules';

/**
 * Back arrow or logo, the page title as its <h1>, and the language menu. `top` is the header's
 * top bar; `compact` the same controls without the bar (pages that draw their own header);
 * `screen` the bar of full-screen forms that have no header.
 */
export function TitleBar({ rule, variant, accessory }: { rule: RouteRule; variant: 'top' | 'compact' | 'screen'; accessory?: ReactNode }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const forced = useAppSelector(selectForcedPasswordChange);
  const { pathname, search } = useLocation();
  const title = i18n._(useTitleGivenAt(pathname) ?? titleFor(rule, search, forced));
  const brandName = runtimeConfig().brand.shortName;
  return (
    <div className={`title-bar title-bar--${variant}`} data-testid={variant === 'top' ? 'top-header' : undefined}>
      {rule.back === 'logo' ? (
        // The brand's own picture at its fixed address (docs/architecture.md#deploying), sized so
        // that nothing moves when it arrives.
        <img className="title-bar__logo" src={BRAND_LOGO_PATH} width={40} height={40} alt={t`${brandName} logo`} />
      ) : (
        <BackButton target={rule.back} />
      )}
      {accessory ? (
        // The page's own header content (home: login or balance) needs the room; the logo says
        // where the player is, and the title stays for screen readers.
        <>
          <h1 className="visually-hidden">{title}</h1>
          <span className="title-bar__spacer" />
          {accessory}
        </>
      ) : (
        <h1 className="title-bar__title">{title}</h1>
      )}
      <LanguageMenu />
    </div>
  );
}
