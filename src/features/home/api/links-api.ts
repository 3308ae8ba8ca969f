import { gatewayApi } from '@/lib/gateway/api';

import { type DownloadLinkLike, usableDownloadLinks } from '../model/download-popup';

/**
 * The two link lists the home header needs beyond the consolidated settings: the app downloads
 * (docs/product.md#entities, download link) and the customer-service entries
 * (docs/product.md#entities, docs/gateway-protocol.md#customer-service-links). Both are public, so
 * they stay cacheable (no token).
 */

export type DownloadKind = 'IOS' | 'ANDROID' | 'MOBILECONFIG';

export interface DownloadLink {
  kind: DownloadKind;
  url: string;
}

/** As the gateway sends it: `path` is obfuscated. */
export interface CustomerServiceEntry {
  type?: string | null;
  path?: string | null;
}

export interface CustomerServiceLink {
  type: string;
  url: string;
}

const DOWNLOAD_ORDER: readonly DownloadKind[] = ['IOS', 'ANDROID', 'MOBILECONFIG'];

/**
 * The usable download links (download-popup.ts decides what is usable), one per kind, in a fixed
 * order (iOS, Android, iOS profile) whatever order or letter case the operator used.
 */
export function downloadLinks(raw: readonly (DownloadLinkLike | null | undefined)[] | null | undefined): DownloadLink[] {
  const byKind = new Map<DownloadKind, string>();
  for (const link of usableDownloadLinks(raw)) {
    const kind = link.resourceType!.trim().toUpperCase() as DownloadKind;
    if (!byKind.has(kind)) byKind.set(kind, link.url!.trim());
  }
  return DOWNLOAD_ORDER.flatMap((kind) => {
    const url = byKind.get(kind);
    return url === undefined ? [] : [{ kind, url }];
  });
}

/** Only absolute http(s) addresses leave the app: a decoded `javascript:` must not become a link. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path of this app (`/m/app?platform=ios`): opened by the router, not as a new page. */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * The customer-service entries whose path decodes to a web address, in the gateway's order,
 * without repeats. An entry that fails to decode is skipped: a bad setting hides one entry and
 * never breaks the panel. The decoder (decodeCustomerServicePath) is passed in so that DES stays
 * in the service panel's chunk and out of the header's.
 */
export function customerServiceLinks(
  entries: readonly (CustomerServiceEntry | null | undefined)[] | null | undefined,
  decode: (path: unknown) => string | null,
): CustomerServiceLink[] {
  if (!Array.isArray(entries)) return [];
  const seen = new Set<string>();
  const links: CustomerServiceLink[] = [];
  for (const entry of entries as readonly (CustomerServiceEntry | null | undefined)[]) {
    if (entry == null || typeof entry !== 'object') continue;
    const url = decode(entry.path);
    if (url === null || !isWebUrl(url) || seen.has(url)) continue;
    seen.add(url);
    links.push({ type: typeof entry.type === 'string' ? entry.type.trim() : '', url });
  }
  return links;
}

export const linksApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/system/download: `[{resourceType, url}]`, cleaned by downloadLinks(). */
    getAppDownloadLinks: build.query<DownloadLink[], void>({
      query: () => ({ url: '/wps/system/download' }),
      transformResponse: (value: unknown) => downloadLinks(Array.isArray(value) ? (value as DownloadLinkLike[]) : []),
      providesTags: ['Settings'],
    }),
    /** GET /wps/system/customer-service: `[{type, path}]`, still obfuscated (see customerServiceLinks). */
    getCustomerServiceEntries: build.query<CustomerServiceEntry[], void>({
      query: () => ({ url: '/wps/system/customer-service' }),
      transformResponse: (value: unknown) => (Array.isArray(value) ? (value as CustomerServiceEntry[]) : []),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetAppDownloadLinksQuery, useGetCustomerServiceEntriesQuery } = linksApi;
