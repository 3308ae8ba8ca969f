import { gatewayApi } from '../gateway/api';

/** Feedback payload (docs/product.md#entities); `type` is always 0 (a suggestion). */
interface FeedbackPayload {
  sender: string;
  content: string;
  captcha: string;
  type: 0;
}

const feedbackApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The feedback form's own captcha image. A new `nonce` fetches a new picture; the gateway
     * binds its answer to this browser, so the form must show the last one fetched.
     */
    feedbackCaptcha: build.query<string, number>({
      query: (nonce) => ({ url: '/wps/captcha', params: { t: nonce } }),
      keepUnusedDataFor: 0,
    }),
    sendFeedback: build.mutation<{ success: boolean }, FeedbackPayload>({
      query: (body) => ({ url: '/wps/feedback', method: 'PUT', body, authenticated: true }),
    }),
  }),
});

export const { useFeedbackCaptchaQuery, useSendFeedbackMutation } = feedbackApi;
