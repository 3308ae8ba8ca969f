import type { SystemStatusPayload } from '@/lib/system/system-status';

/**
 * Page templates (docs/product.md#member-centre): the member centre is new when `mem_cen` is 1,
 * else base.
 */
export const MEMBER_CENTRE_TEMPLATE = { base: 'base', new: 'new' } as const;
export type MemberCentreTemplate = (typeof MEMBER_CENTRE_TEMPLATE)[keyof typeof MEMBER_CENTRE_TEMPLATE];

/**
 * Anything but an explicit 1 (no payload yet, no templates, an unknown value) is the base
 * design, which carries every entry too. A "1" string counts: the platform sends some flags as
 * strings.
 */
export function selectMemberCentreTemplate(payload: Pick<SystemStatusPayload, 'info'> | null | undefined): MemberCentreTemplate {
  const templates = payload?.info?.mobileTemplate;
  if (typeof templates !== 'object' || templates === null) return MEMBER_CENTRE_TEMPLATE.base;
  const value = (templates as Record<string, unknown>).mem_cen;
  return value === 1 || value === '1' ? MEMBER_CENTRE_TEMPLATE.new : MEMBER_CENTRE_TEMPLATE.base;
}
