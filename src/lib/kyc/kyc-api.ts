import type { KycDictionary, KycImages, KycSettingAnswer, KycStatus, KycSubmission } from '@/contract/kyc';

import { gatewayApi } from '../gateway/api';

/**
 * Identity verification's reads and its submission (docs/product.md#identity-verification),
 * shared by the verification pages, the member centre's badge and the gates of deposit, withdraw
 * and game launch. Personal data: never kept by the worker (docs/architecture.md#caches-and-request-rules).
 */
const kycApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getKycStatus: build.query<KycStatus, void>({
      query: () => ({ url: '/wps/relay/MCSFE_getCustomerKycStatus', authenticated: true }),
      providesTags: ['Kyc'],
    }),
    getKycSetting: build.query<KycSettingAnswer, void>({
      query: () => ({ url: '/wps/relay/MCSFE_getCustomerKycMerchantSetting', authenticated: true }),
      providesTags: ['Kyc'],
    }),
    getKycDictionary: build.query<KycDictionary, void>({
      query: () => ({ url: '/wps/relay/MCSFE_getDictionaryIdTypeAndKycFields', authenticated: true }),
      providesTags: ['Kyc'],
    }),
    getKycImages: build.query<KycImages, void>({
      query: () => ({ url: '/wps/relay/MCSFE_getIdCount', authenticated: true }),
      providesTags: ['Kyc'],
    }),
    submitKyc: build.mutation<KycStatus, KycSubmission>({
      query: (body) => ({ url: '/wps/relay/MCSFE_updateIdTypeAndKycFields', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Kyc'],
    }),
  }),
});

export const { useGetKycStatusQuery, useGetKycSettingQuery, useGetKycDictionaryQuery, useGetKycImagesQuery, useSubmitKycMutation } = kycApi;
