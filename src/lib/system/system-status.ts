/**
 * System status (docs/product.md#states-and-transitions, and the reading chosen in
 * docs/product.md#readings): the payload's booleans decide, as the platform does. Maintenance wins
 * when region restriction applies too.
 */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export interface SystemStatusPayload {
  maintenance: boolean;
  regionRestriction: boolean;
  location?: { ip?: string; country?: string };
  info?: Record<string, unknown>;
}

export function readSystemStatus(payload: Pick<SystemStatusPayload, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (payload.maintenance) return SYSTEM_STATUS.maintenance;
  if (payload.regionRestriction) return SYSTEM_STATUS.restricted;
  return SYSTEM_STATUS.normal;
}
