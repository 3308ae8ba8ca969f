import { gatewayApi } from '../gateway/api';
import { createThrottle, takeTurn } from '../gateway/throttle';

/** docs/gateway-protocol.md#calls: the inbox and chat unread calls are throttled to 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
export const INBOX_PAGE_SIZE = 10;

/** One inbox message (plain text). */
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  createdAt: number;
  read: boolean;
}

export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
  total?: number;
}

/** Unread counter `unReadCount` (docs/product.md#entities). */
export interface UnreadCount {
  unReadCount: number;
}

/** Chat launch parameters (docs/gateway-protocol.md#chat-launch). */
export interface ChatLaunchArgs {
  language: string;
  /** Same-site path the chat page's back link opens. */
  backUrl: string;
  /** `#rrggbb` of the chat page's header bar. */
  headerColor: string;
  title: string;
}

const inboxUnreadTurn = createThrottle(UNREAD_THROTTLE_MS);
const chatUnreadTurn = createThrottle(UNREAD_THROTTLE_MS);

export const messagesApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the UI language the texts are in, so a language switch fetches them again. */
    getInbox: build.infiniteQuery<InboxPage, { language: string }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => (lastPage.pageNum < lastPage.totalPages ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/wps/messages/inbox',
        params: { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE, language: queryArg.language },
        authenticated: true,
      }),
      providesTags: ['Messages'],
    }),
    markInboxRead: build.mutation<boolean, { id: number }>({
      query: (body) => ({ url: '/wps/messages/inbox/read', method: 'POST', body, authenticated: true }),
      invalidatesTags: ['Messages'],
    }),
    getInboxUnread: build.query<UnreadCount, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        await takeTurn(inboxUnreadTurn);
        const result = await baseQuery({ url: '/wps/messages/inbox/unread', authenticated: true });
        return result.error ? { error: result.error } : { data: result.data as UnreadCount };
      },
      providesTags: ['Messages'],
    }),
    getChatUnread: build.query<UnreadCount, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        await takeTurn(chatUnreadTurn);
        const result = await baseQuery({ url: '/wps/chat/unread', authenticated: true });
        return result.error ? { error: result.error } : { data: result.data as UnreadCount };
      },
      providesTags: ['Messages'],
    }),
    launchChat: build.mutation<{ chatUrl: string }, ChatLaunchArgs>({
      query: (args) => ({ url: '/wps/chat/launch', params: { b2c: 1, ...args }, authenticated: true }),
    }),
  }),
});

export const { useGetInboxInfiniteQuery, useMarkInboxReadMutation, useGetInboxUnreadQuery, useGetChatUnreadQuery, useLaunchChatMutation } = messagesApi;
