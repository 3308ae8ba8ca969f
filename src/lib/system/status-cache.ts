import { STORAGE_KEYS } from '../storage/keys';
import type { SystemStatusPayload } from './system-status';

/**
 * The last system status seen, kept in local storage so the gate applies it at once on start,
 * before the network (or the worker) answers. Only what the gate and the image CDN need.
 */
export type CachedStatus = Pick<SystemStatusPayload, 'maintenance' | 'regionRestriction' | 'location'> & {
  imageCDNs?: string[];
};

export function toCachedStatus(payload: SystemStatusPayload): CachedStatus {
  const imageCDNs = payload.info?.imageCDNs;
  return {
    maintenance: payload.maintenance === true,
    regionRestriction: payload.regionRestriction === true,
    location: { ip: payload.location?.ip ?? '' },
    ...(Array.isArray(imageCDNs) ? { imageCDNs: imageCDNs.filter((cdn): cdn is string => typeof cdn === 'string') } : {}),
  };
}

export function readCachedStatus(storage: Pick<Storage, 'getItem'> = localStorage): CachedStatus | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.systemStatus) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { maintenance, regionRestriction, location, imageCDNs } = parsed as Record<string, unknown>;
    if (typeof maintenance !== 'boolean' || typeof regionRestriction !== 'boolean') return null;
    const ip = typeof (location as { ip?: unknown } | null)?.ip === 'string' ? (location as { ip: string }).ip : '';
    return {
      maintenance,
      regionRestriction,
      location: { ip },
      ...(Array.isArray(imageCDNs) ? { imageCDNs: imageCDNs.filter((cdn): cdn is string => typeof cdn === 'string') } : {}),
    };
  } catch {
    return null;
  }
}

export function writeCachedStatus(status: CachedStatus, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify(status));
  } catch {
    // Storage full or refused: the gate still works from the network.
  }
}
