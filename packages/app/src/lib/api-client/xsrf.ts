import { readCookies as readDocumentCookies } from '../safe-storage.js';

/** Where the XSRF token comes from and where it goes (fixed by the product specification). */
export interface XsrfOptions {
  /** Cookie the server sets with the token. Default `XSRF-TOKEN`. */
  cookieName?: string;
  /** Header the token is copied into. Default `X-XSRF-TOKEN`. */
  headerName?: string;
  /** Returns the current cookie string; read on every request so a rotated token is used. */
  readCookies?: () => string;
}

/** The defaults the product specification fixes. */
export const XSRF_DEFAULTS = { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

// The URL parser drops tabs and newlines anywhere and control characters or spaces at the
// ends, and reads "\" as "/", so "/\evil.example" or " //evil.example" still leave the origin.
const IGNORED_BY_URL_PARSER = /[\t\n\r]/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/** True when `url` names its own origin (`x:` scheme or `//host`); such URLs never get the token. */
export function isAbsoluteUrl(url: string): boolean {
  const normalised = trimControlAndSpace(url.replace(IGNORED_BY_URL_PARSER, ''));
  return SCHEME.test(normalised) || PROTOCOL_RELATIVE.test(normalised);
}

function trimControlAndSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end -= 1;
  return text.slice(start, end);
}

/**
 * The value of the cookie named exactly `name` in a `document.cookie` string, URL-decoded
 * (kept as sent when its encoding is malformed), or `null` when there is none. The first
 * match wins, as browsers list the most specific path first.
 */
export function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    return decodeCookieValue(unquote(pair.slice(separator + 1).trim()));
  }
  return null;
}

// RFC 6265 allows a value in double quotes; the server's cookie parser drops them, so must we.
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Adds the XSRF header to `headers` when the specification's XSRF rule asks for it: a method other
 * than GET/HEAD, a relative URL, a non-empty cookie present, and the header not already set.
 * @returns the same `Headers`, changed in place.
 */
export function applyXsrfHeader(
  method: string,
  url: string,
  headers: Headers,
  options: XsrfOptions = {},
): Headers {
  const headerName = options.headerName ?? XSRF_DEFAULTS.headerName;
  if (SAFE_METHODS.has(method.toUpperCase()) || isAbsoluteUrl(url) || headers.has(headerName)) return headers;
  const readCookies = options.readCookies ?? readDocumentCookies;
  const token = readCookie(readCookies(), options.cookieName ?? XSRF_DEFAULTS.cookieName);
  if (token) headers.set(headerName, token);
  return headers;
}
