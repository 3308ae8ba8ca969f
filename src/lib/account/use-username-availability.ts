import { useEffect, useState } from 'react';

import { TIMING } from '@/config/constants';
import type { UsernameCheck } from '@/contract/register';
import { gatewayApi } from '@/lib/gateway/api';
import { useOnline } from '@/lib/network/use-online';

import { type UsernameAvailability, usernameAvailability } from './username-check';

const usernameCheckApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    // A query, so each name typed is asked about once while its answer is kept, and an answer
    // that comes after the player has typed on belongs to its own name, never to the field's.
    checkUsername: build.query<UsernameCheck, string>({
      query: (username) => ({ url: '/wps/check/username', params: { username } }),
    }),
  }),
});

const { useCheckUsernameQuery } = usernameCheckApi;

/**
 * Whether `name` (checkableUsername, null for nothing to ask) is free, asked of the gateway once
 * typing has paused (TIMING.usernameCheckDebounce, docs/gateway-protocol.md) and only online.
 * RTK Query's `currentData` is the answer about the name asked for now, so a late answer about an
 * earlier name is never shown.
 */
export function useUsernameAvailability(name: string | null): UsernameAvailability {
  const online = useOnline();
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (name === null) return;
    const timer = setTimeout(() => setAsked(name), TIMING.usernameCheckDebounce);
    return () => clearTimeout(timer);
  }, [name]);
  const check = useCheckUsernameQuery(asked ?? '', { skip: asked === null || asked !== name || !online });
  return usernameAvailability({ name, asked, online, answer: check.currentData, pending: check.isFetching });
}
