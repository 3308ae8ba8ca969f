import type { GeetestResult } from '@/contract/geetest';
import type { MobileChange, PersonalInfo, PersonalInfoUpdate } from '@/contract/personal';

import { gatewayApi } from '../gateway/api';

/**
 * Personal info and the security centre's figures (docs/product.md#personal-info), shared by the
 * member pages that show them and the auth forms that change them. Tagged `Member`: a change
 * refreshes the member info (the nickname in the member centre and the home header) too.
 */
const personalApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalInfo: build.query<PersonalInfo, void>({
      query: () => ({ url: '/wps/member/personal', authenticated: true }),
      providesTags: ['Member'],
      // Offline, the pages show the last answer seen (docs/product.md#personal-info); logout
      // resets the whole cache.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    updatePersonalInfo: build.mutation<PersonalInfo, PersonalInfoUpdate>({
      query: (body) => ({ url: '/wps/member/personal', method: 'PUT', body, authenticated: true }),
      invalidatesTags: ['Member'],
    }),
    sendMobileChangeSms: build.mutation<
      { expirationTime?: number },
      { mobileNum: string; countryDialingCode: string; geetest?: GeetestResult }
    >({
      query: (body) => ({ url: '/wps/verification/sms/mobile', method: 'POST', body, authenticated: true }),
    }),
    changeMobile: build.mutation<PersonalInfo, MobileChange>({
      query: (body) => ({ url: '/wps/member/personal/mobile', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useGetPersonalInfoQuery, useUpdatePersonalInfoMutation, useSendMobileChangeSmsMutation, useChangeMobileMutation } =
  personalApi;
