import { isAbsoluteUrl } from './xsrf.js';

/**
 * Joins a base URL (`/api/public` or `https://api.example.com/public`) and a path with exactly
 * one slash between them; an absolute `path` is used as it is.
 */
export function joinUrl(baseUrl: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
