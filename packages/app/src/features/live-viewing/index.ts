import { lazyWithRetry } from '../../components/lazy-with-retry.js';

export type { LiveViewingProps } from './live-viewing.js';

/**
 * A live viewing on the tour page, loaded only when the page's address carries a viewing's
 * secret (`#live=…` or `#live-host=…`): the socket, voice and their UI stay out of every other
 * visit's bundle. Render it inside a `<LazyPart>`.
 */
export const LiveViewing = lazyWithRetry(() => import('./live-viewing.js'));
export { liveLinkOfPage, forgetLiveLink, type LiveLink } from './live-link-of-page.js';
