/** The double-submit cookie the server sets, and the header every write must repeat it in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** The XSRF cookie's value now, or `undefined`. */
export function xsrfToken(cookies: string = document.cookie): string | undefined {
  const pair = cookies.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(XSRF_COOKIE.length + 1));
}
