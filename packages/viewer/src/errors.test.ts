import { describe, expect, it } from 'vitest';
import type { ViewerError } from './errors.js';
import {
  AbortedError,
  DecodeError,
  HttpError,
  InvalidOptionsError,
  InvalidPanoramaError,
  NetworkError,
  VIEWER_ERROR_CODES,
  WebGLUnavailableError,
} from './errors.js';

const EVERY_ERROR: ViewerError[] = [
  new WebGLUnavailableError(),
  new InvalidOptionsError('minFov must be a positive number.'),
  new InvalidPanoramaError(['levels: expected 1 to 8 levels.']),
  new HttpError(404, '/p.webp'),
  new NetworkError('/p.webp', new TypeError('Failed to fetch')),
  new DecodeError('/p.webp'),
  new AbortedError(),
];

describe('engine errors', () => {
  it('each carries its own code from the catalogue, and its class name', () => {
    expect(EVERY_ERROR.map((e) => e.code)).toEqual([...VIEWER_ERROR_CODES]);
    for (const error of EVERY_ERROR) {
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe(error.constructor.name);
      expect(String(error)).toMatch(new RegExp(`^${error.name}: .+`));
    }
  });

  it('keeps what the app needs to tell the visitor', () => {
    expect(new HttpError(404, '/p.webp')).toMatchObject({ status: 404, url: '/p.webp' });
    const cause = new TypeError('Failed to fetch');
    expect(new NetworkError('/p.webp', cause).cause).toBe(cause);
    expect(new InvalidPanoramaError(['a', 'b']).problems).toEqual(['a', 'b']);
  });
});
