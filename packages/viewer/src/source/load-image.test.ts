import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbortedError, DecodeError, NetworkError } from '../errors.js';
import { loadImage } from './load-image.js';

const signal = () => new AbortController().signal;

describe('loading an image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells an HTTP error, a network failure and an undecodable file apart', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    await expect(loadImage('/gone', signal())).rejects.toMatchObject({ code: 'http_status', status: 404 });
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(offline));
    const failed = loadImage('/far', signal());
    await expect(failed).rejects.toBeInstanceOf(NetworkError);
    await expect(failed).rejects.toMatchObject({ url: '/far', cause: offline });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not an image')));
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    await expect(loadImage('/text', signal())).rejects.toBeInstanceOf(DecodeError);
  });

  it('asks again at once, once, for a good answer whose body broke off', async () => {
    const broken = () => ({
      ok: true,
      status: 200,
      blob: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const calls: string[] = [];
    const bitmap = {} as ImageBitmap;
    vi.stubGlobal('createImageBitmap', () => Promise.resolve(bitmap));
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(calls.length === 1 ? broken() : new Response('image'));
    });
    await expect(loadImage('/preview', signal())).resolves.toBe(bitmap);
    expect(calls).toEqual(['/preview', '/preview']);
    // Twice broken is a network failure, left to the caller's retries.
    calls.length = 0;
    vi.stubGlobal('fetch', (url: string) => (calls.push(url), Promise.resolve(broken())));
    await expect(loadImage('/preview', signal())).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(2);
  });

  it('reports a cancelled request as aborted, not as a network failure', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(loadImage('/slow', controller.signal)).rejects.toBeInstanceOf(AbortedError);
  });
});
