import type { SystemStatusPayload } from './system-status';

/**
 * The home designs (docs/product.md#home). The operator picks one in the status payload's page
 * templates (`info.mobileTemplate.home`), beside the member-centre and deposit templates.
 */
export const HOME_TEMPLATE = { base: 0, alternate: 1 } as const;
export type HomeTemplate = (typeof HOME_TEMPLATE)[keyof typeof HOME_TEMPLATE];

/**
 * The home template of a status payload. Anything but an explicit 1 (no templates, a gateway
 * that predates the home template, an unknown value) is the base home: the alternate home only
 * adds carousels, so the base one is the safe reading. A "1" string counts too: the platform
 * sends other flags (white-label `enabled`) as strings.
 */
export function selectHomeTemplate(payload: Pick<SystemStatusPayload, 'info'> | null | undefined): HomeTemplate {
  const templates = payload?.info?.mobileTemplate;
  if (typeof templates !== 'object' || templates === null) return HOME_TEMPLATE.base;
  const home = (templates as Record<string, unknown>).home;
  return home === HOME_TEMPLATE.alternate || home === '1' ? HOME_TEMPLATE.alternate : HOME_TEMPLATE.base;
}
