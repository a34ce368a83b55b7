/** What a request path asks for, which decides caching, cookies and the 404 behaviour. */
export type RequestKind = 'api' | 'media' | 'asset' | 'page';

/** A path with a file extension in its last segment (`/favicon.svg`, `/x/app.js`). */
const FILE_LIKE = /\.[A-Za-z0-9]{1,10}$/;

/** Classifies a request URL (with or without a query string). */
export function requestKind(url: string): RequestKind {
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/assets/') || FILE_LIKE.test(path)) return 'asset';
  return 'page';
}
