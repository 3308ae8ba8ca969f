/**
 * The message centre's three routes in one module: one chunk and one import in the route table,
 * which sits in the first render under the JS budget.
 */
export { InboxPage } from './InboxPage';
export { MessageCentrePage } from './MessageCentrePage';
export { NoticePage } from './NoticePage';
