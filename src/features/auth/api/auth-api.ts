import type { GeetestChallenge, GeetestResult } from '@/contract/geetest';
import type { RegisterPayload, RegisterRules } from '@/contract/register';
import type { SessionAnswer } from '@/contract/session';
import { gatewayApi } from '@/lib/gateway/api';

export type { SessionAnswer };

export type LoginPayload =
  /** `side: 'agent'` is the agency login (docs/product.md#agent-login). */
  | { type: 'username'; username: string; password: string; captcha?: string; loginDeviceId: string; side?: 'agent' }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; verificationCode: string; captcha?: string; loginDeviceId: string }
  /** A mobile sign-up's number and its password (docs/product.md#login-payload). */
  | { type: 'mobile'; mobileNum: string; countryDialingCode: string; password: string; captcha?: string; loginDeviceId: string }
  | { type: 'firebase'; firebaseChannel: 'google' | 'facebook'; firebaseIdToken: string; captcha?: string; loginDeviceId: string }
  | {
      type: 'firebase';
      firebaseChannel: 'sms';
      firebaseIdToken: string;
      /** The number Firebase verified, as typed with its dialing code (docs/product.md#login-payload). */
      firebaseMobileNo: string;
      countryDialingCode: string;
      captcha?: string;
      loginDeviceId: string;
    };

export interface Country {
  isoCode: string;
  name: string;
  dialingCode: string;
  flagUrl: string;
}

/** Whether a code went to the account's e-mail address, and whether it has a mobile number for SMS recovery. */
export interface RecoveryMailAnswer {
  sent: boolean;
  mobile: boolean;
}

interface SmsAnswer {
  /** Epoch ms when the get-code button may send again. */
  expirationTime: number;
}

const authApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionAnswer, LoginPayload>({
      query: (payload) => ({ url: '/wps/session/login', method: 'POST', body: payload, encrypted: true }),
    }),
    freePlay: build.mutation<SessionAnswer, void>({
      query: () => ({ url: '/wps/session/login/freeplay', method: 'POST', body: { moduleId: 'FREEPLAY3' } }),
    }),
    // Sends the session when there is one: a live trial session gets its own trial account back
    // (docs/gateway-protocol.md#trial-user).
    trialUser: build.mutation<SessionAnswer, void>({
      query: () => ({ url: '/wps/member/trialuser', method: 'POST', body: { moduleId: 'FREEPLAY3' }, authenticated: true }),
    }),
    captcha: build.query<string, number>({
      // The argument only forces a new image; the gateway binds the answer to a cookie.
      query: (nonce) => ({ url: '/wps/captcha', params: { t: nonce } }),
      keepUnusedDataFor: 0,
    }),
    countries: build.query<Country[], void>({
      query: () => ({ url: '/wps/system/country' }),
      providesTags: ['Settings'],
    }),
    registerRules: build.query<RegisterRules, void>({
      query: () => ({ url: '/wps/system/setting/register' }),
      providesTags: ['Settings'],
    }),
    // A new challenge for every nonce: each is good for one try (docs/gateway-protocol.md#slider-check).
    geetestChallenge: build.query<GeetestChallenge, number>({
      query: (nonce) => ({ url: '/wps/geetest/challenge', params: { t: nonce } }),
      keepUnusedDataFor: 0,
    }),
    // `geetest` only while the operator asks for the slider check (GEETEST3).
    sendLoginSms: build.mutation<SmsAnswer, { mobileNum: string; countryDialingCode: string; geetest?: GeetestResult }>({
      query: (body) => ({ url: '/wps/verification/sms/noLogin', method: 'POST', body }),
    }),
    sendRegisterSms: build.mutation<SmsAnswer, { mobileNo: string; countryDialingCode: string; geetest?: GeetestResult }>({
      query: (body) => ({ url: '/wps/verification/sms/register', method: 'POST', body }),
    }),
    sendForgetSms: build.mutation<SmsAnswer, { mobileNum: string; countryDialingCode: string; geetest?: GeetestResult }>({
      query: (body) => ({ url: '/wps/verification/sms/forget', method: 'POST', body }),
    }),
    register: build.mutation<SessionAnswer, { method: 'username' | 'mobile'; payload: RegisterPayload }>({
      query: ({ method, payload }) => ({
        url: method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
        method: 'PUT',
        body: payload,
        encrypted: true,
      }),
    }),
    checkAffiliate: build.mutation<{ valid: boolean }, { code: string; domain: string }>({
      query: (params) => ({ url: '/wps/affiliate/check', params }),
    }),
    changePassword: build.mutation<true, { oldPassword: string; newPassword: string; confirmNewPassword: string }>({
      query: (body) => ({ url: '/wps/member/password', method: 'POST', body, encrypted: true, authenticated: true }),
    }),
    verifyForgetCode: build.mutation<
      { resetToken: string; userName: string },
      { mobileNum: string; countryDialingCode: string; verificationCode: string }
    >({
      query: (body) => ({ url: '/wps/member/password/forget/verify', method: 'POST', body }),
    }),
    /** Password recovery by e-mail (docs/gateway-protocol.md#password-recovery-by-e-mail): mails a code when the account has an address. */
    requestRecoveryMail: build.mutation<RecoveryMailAnswer, { username: string }>({
      query: (body) => ({ url: '/wps/member/password/email', method: 'POST', body }),
    }),
    verifyRecoveryCode: build.mutation<{ resetToken: string; userName: string }, { code: string }>({
      query: (body) => ({ url: '/wps/member/password/email/verify', method: 'POST', body }),
    }),
    resetPassword: build.mutation<true, { resetToken: string; newPassword: string; confirmNewPassword: string }>({
      query: (body) => ({ url: '/wps/member/password/forget/reset', method: 'POST', body, encrypted: true }),
    }),
  }),
});

export const {
  useLoginMutation,
  useFreePlayMutation,
  useTrialUserMutation,
  useCaptchaQuery,
  useGeetestChallengeQuery,
  useCountriesQuery,
  useRegisterRulesQuery,
  useSendLoginSmsMutation,
  useSendRegisterSmsMutation,
  useSendForgetSmsMutation,
  useRegisterMutation,
  useCheckAffiliateMutation,
  useChangePasswordMutation,
  useVerifyForgetCodeMutation,
  useResetPasswordMutation,
  useRequestRecoveryMailMutation,
  useVerifyRecoveryCodeMutation,
} = authApi;
