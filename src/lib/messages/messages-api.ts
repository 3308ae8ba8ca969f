import { gatewayApi } from '../gateway/api';
import { createThrottle, takeTurn } from '../gateway/throttle';

/** docs/gateway-protocol.md#calls: the inbox and chat unread calls are throttled to 250 ms. */
const UNREAD_THROTTLE_MS = 250;
const INBOX_PAGE_SIZE = 10;

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
    /**
     * An opened message reads as read at once (docs/product.md#announcement-read): every cached
     * inbox (one per language) is marked before the gateway answers, and put back if it refuses.
     * The inbox and the unread count then reload with the gateway's flags.
     */
    markInboxRead: build.mutation<boolean, { id: number }>({
      query: (body) => ({ url: '/wps/messages/inbox/read', method: 'POST', body, authenticated: true }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const patches = messagesApi.util.selectCachedArgsForQuery(getState(), 'getInbox').map((args) =>
          dispatch(
            messagesApi.util.updateQueryData('getInbox', args, (inbox) => {
              for (const page of inbox.pages) for (const message of page.list) if (message.id === id) message.read = true;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
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

export const { useGetInboxInfiniteQuery, useMarkInboxReadMutation, useGetInboxUnreadQuery, useGetChatUnreadQuery, useLaunchChatMutation } =
  messagesApi;
