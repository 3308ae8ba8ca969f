import type { TypedUseQuerySubscriptionOptions } from '@reduxjs/toolkit/query/react';

import type { Promotion, PromotionChoice, PromotionList, Referral } from '@/contract/promotions';
import { gatewayApi } from '@/lib/gateway/api';
import { useLanguageCode } from '@/lib/i18n/use-language';

export type { Promotion };

const promotionsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The list with the signed-in member's states. The argument is who is asking ('' for a
     * visitor), so a login or logout never shows another viewer's states from the cache, and the
     * language the texts are in, so a language switch fetches them again.
     */
    getPromotions: build.query<PromotionList, { viewer: string; language: string }>({
      query: ({ viewer, language }) => ({ url: '/wps/promotions', params: { language }, authenticated: viewer !== '' }),
      providesTags: ['Promotions'],
    }),
    getMyPromotions: build.query<PromotionList, { language: string }>({
      query: ({ language }) => ({ url: '/wps/promotions/mine', params: { language }, authenticated: true }),
      providesTags: ['Promotions'],
    }),
    applyPromotion: build.mutation<Promotion, PromotionChoice>({
      query: (body) => ({ url: '/wps/promotions/apply', method: 'POST', body, authenticated: true }),
      // A sign-in promotion pays at once.
      invalidatesTags: ['Promotions', 'Wallet', 'Records'],
    }),
    claimPromotion: build.mutation<Promotion, PromotionChoice>({
      query: (body) => ({ url: '/wps/promotions/claim', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Promotions', 'Wallet', 'Records'],
    }),
    getReferral: build.query<Referral, void>({
      query: () => ({ url: '/wps/promotions/referral', authenticated: true }),
      providesTags: ['Promotions'],
    }),
  }),
});

export const { useApplyPromotionMutation, useClaimPromotionMutation, useGetReferralQuery } = promotionsApi;

/** The promotion list in the current UI language (titles, subtitles and terms are the operator's). */
export function useGetPromotionsQuery({ viewer }: { viewer: string }, options?: TypedUseQuerySubscriptionOptions) {
  const language = useLanguageCode();
  return promotionsApi.useGetPromotionsQuery({ viewer, language }, options);
}

/** The member's own promotions in the current UI language. */
export function useGetMyPromotionsQuery(_: void, options?: TypedUseQuerySubscriptionOptions) {
  const language = useLanguageCode();
  return promotionsApi.useGetMyPromotionsQuery({ language }, options);
}
