/**
 * The message centre's three routes in one module: one chunk and one import in the route table,
 * which sits in the first render under the JS budget. Three imports of the pages themselves cost
 * that first load three lists of the chunk's dependencies instead of one (about 60 bytes gzip), and
 * a chunk group that held the pages either took along what they share with the header's unread
 * badges and home's content or left the badges' code split over three chunks.
 */
export { InboxPage } from './InboxPage';
export { MessageCentrePage } from './MessageCentrePage';
export { NoticePage } from './NoticePage';
