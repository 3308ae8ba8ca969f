import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';
import { useGetConsolidatedSettingsQuery } from '@/lib/system/system-api';

import { type DownloadKind, type DownloadLink, useGetAppDownloadLinksQuery } from '../api/links-api';

/**
 * This build ships no native wrapper, so it never runs inside the operator's app. A wrapper
 * would announce itself here (e.g. by its user agent) to hide the button and the popup.
 */
export const INSIDE_APP = false;

const HOME_PATHS: readonly string[] = [PATHS.home, ...PATHS.homeAliases];

/**
 * docs/product.md#home: the download button shows on the home paths only (not on an unknown path
 * that shows home).
 */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname);
}

export const DOWNLOAD_LABELS: Record<DownloadKind, MessageDescriptor> = {
  IOS: msg`Download for iOS`,
  ANDROID: msg`Download for Android`,
  MOBILECONFIG: msg`iOS home-screen profile`,
};

export const DOWNLOAD_ICONS: Record<DownloadKind, string> = {
  // A phone with a down arrow; Android's phone is squarer; the profile is a gear-less badge.
  IOS: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM12 7v7M9 11l3 3 3-3M11 19h2',
  ANDROID: 'M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM12 7v7M9 11l3 3 3-3M10 19h4',
  MOBILECONFIG: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7l8-4zM9 12l2 2 4-4',
};

/** The operator's app downloads and the app-window flag, for the button, the popup and the guide. */
export function useDownloadOffer(): { links: DownloadLink[]; appWindow: boolean; loading: boolean; failed: boolean; retry: () => void } {
  const settings = useGetConsolidatedSettingsQuery();
  const downloads = useGetAppDownloadLinksQuery();
  return {
    links: downloads.data ?? [],
    appWindow: settings.data?.appWindow === true,
    loading: downloads.isLoading,
    failed: downloads.isError && downloads.data === undefined,
    retry: () => void downloads.refetch(),
  };
}
