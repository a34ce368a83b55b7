import { afterEach, describe, expect, it } from 'vitest';
import { applyXsrfHeader, isAbsoluteUrl, readCookie } from './xsrf.js';

const TOKEN_COOKIE = 'XSRF-TOKEN=abc123';

function headerFor(method: string, url: string, cookies = TOKEN_COOKIE, init?: HeadersInit): string | null {
  return applyXsrfHeader(method, url, new Headers(init), { readCookies: () => cookies }).get('X-XSRF-TOKEN');
}

describe('applyXsrfHeader', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'Delete'])(
    'adds the header to a relative %s',
    (method) => {
      expect(headerFor(method, '/api/public/tours/demo/enquiries')).toBe('abc123');
    },
  );

  it.each(['GET', 'HEAD', 'get', 'head', 'Head'])('adds no header to %s', (method) => {
    expect(headerFor(method, '/api/public/tours/demo')).toBeNull();
  });

  it.each(['tours/demo', './tours', '../x', '?a=1', '/api/x:y', 'path/with:colon'])(
    'treats %s as relative',
    (url) => {
      expect(headerFor('POST', url)).toBe('abc123');
    },
  );

  it.each([
    'http://api.example.com/public/tours',
    'https://api.example.com/public/tours',
    'HTTPS://API.EXAMPLE.COM/x',
    '//api.example.com/public/tours',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    ' //evil.example/x',
    '/\t/evil.example/x',
    'ftp://files.example.com/x',
    'data:text/plain,hi',
  ])('adds no header to the absolute URL %j', (url) => {
    expect(headerFor('POST', url)).toBeNull();
  });

  it('adds no header when the cookie is absent or empty', () => {
    expect(headerFor('POST', '/x', '')).toBeNull();
    expect(headerFor('POST', '/x', 'session=1; other=2')).toBeNull();
    expect(headerFor('POST', '/x', 'XSRF-TOKEN=')).toBeNull();
  });

  it('keeps a header the request already sets, whatever its case', () => {
    expect(headerFor('POST', '/x', TOKEN_COOKIE, { 'x-xsrf-token': 'mine' })).toBe('mine');
    expect(headerFor('POST', '/x', TOKEN_COOKIE, [['X-Xsrf-Token', 'mine']])).toBe('mine');
  });

  it('URL-decodes the cookie value', () => {
    expect(headerFor('POST', '/x', 'XSRF-TOKEN=a%2Bb%3D%3D%20c')).toBe('a+b== c');
  });

  it('keeps a value with malformed encoding as sent', () => {
    expect(headerFor('POST', '/x', 'XSRF-TOKEN=50%off%E0%A4%A')).toBe('50%off%E0%A4%A');
  });

  it('picks the exact cookie among several, never by prefix', () => {
    const cookies = 'XXSRF-TOKEN=wrong1; XSRF-TOKEN-OLD=wrong2;theme=dark;  XSRF-TOKEN=right ; last=1';
    expect(headerFor('POST', '/x', cookies)).toBe('right');
  });

  it('uses configured cookie and header names', () => {
    const headers = applyXsrfHeader('POST', '/x', new Headers(), {
      cookieName: 'csrf',
      headerName: 'X-CSRF',
      readCookies: () => 'XSRF-TOKEN=default; csrf=custom',
    });
    expect(headers.get('X-CSRF')).toBe('custom');
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('reads the cookie at the time of each request', () => {
    let cookies = 'XSRF-TOKEN=first';
    const options = { readCookies: () => cookies };
    expect(applyXsrfHeader('POST', '/x', new Headers(), options).get('X-XSRF-TOKEN')).toBe('first');
    cookies = 'XSRF-TOKEN=rotated';
    expect(applyXsrfHeader('POST', '/x', new Headers(), options).get('X-XSRF-TOKEN')).toBe('rotated');
  });

  describe('with document.cookie', () => {
    afterEach(() => {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    });

    it('reads document.cookie by default, per request', () => {
      expect(applyXsrfHeader('POST', '/x', new Headers()).has('X-XSRF-TOKEN')).toBe(false);
      document.cookie = 'XSRF-TOKEN=from%20document; path=/';
      expect(applyXsrfHeader('POST', '/x', new Headers()).get('X-XSRF-TOKEN')).toBe('from document');
    });
  });
});

describe('readCookie', () => {
  it('returns null for a missing cookie and a cookie without "="', () => {
    expect(readCookie('a=1; XSRF-TOKEN', 'XSRF-TOKEN')).toBeNull();
  });

  it('keeps "=" inside the value and drops surrounding quotes', () => {
    expect(readCookie('XSRF-TOKEN=a=b=', 'XSRF-TOKEN')).toBe('a=b=');
    expect(readCookie('XSRF-TOKEN="quoted"', 'XSRF-TOKEN')).toBe('quoted');
  });

  it('takes the first of two cookies with the same name', () => {
    expect(readCookie('XSRF-TOKEN=path-specific; XSRF-TOKEN=root', 'XSRF-TOKEN')).toBe('path-specific');
  });
});

describe('isAbsoluteUrl', () => {
  it('knows schemes and protocol-relative URLs from paths', () => {
    expect(isAbsoluteUrl('mailto:a@b.c')).toBe(true);
    expect(isAbsoluteUrl('//cdn.example.com')).toBe(true);
    expect(isAbsoluteUrl('/api/public')).toBe(false);
    expect(isAbsoluteUrl('1http://x')).toBe(false);
  });
});
