import { act, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshRootEachTest } from './testing/test-root.js';
import { useFullscreen, type Fullscreen, type FullscreenFallback } from './use-fullscreen.js';

let latest: Fullscreen | undefined;
const view = freshRootEachTest();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

function Screen({ fallback }: { fallback: FullscreenFallback }) {
  const target = useRef<HTMLDivElement>(null);
  latest = useFullscreen(target, fallback);
  return <div ref={target} />;
}

function render(fallback: FullscreenFallback) {
  view.render(<Screen fallback={fallback} />);
  return () => latest as Fullscreen;
}

/** Lets a rejection settle and Node report it, if nothing handled it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const accept = () => Promise.resolve();
const refuse = () => Promise.reject(new TypeError('Permissions check failed'));

/**
 * The Fullscreen API as a browser would have it; happy-dom has none. Plain functions, not
 * `vi.fn`: a spy awaits the promises it returns, so no rejection would go unhandled.
 */
const api = {
  enabled: true,
  element: null as Element | null,
  request: accept,
  exit: accept,
  exits: 0,
};

function install() {
  const define = (target: object, key: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(target, key, { configurable: true, ...descriptor });
  define(document, 'fullscreenEnabled', { get: () => api.enabled });
  define(document, 'fullscreenElement', { get: () => api.element });
  define(document, 'exitFullscreen', { value: () => (api.exits++, api.exit()) });
  define(HTMLElement.prototype, 'requestFullscreen', { value: () => api.request() });
}

function uninstall() {
  for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen'])
    Reflect.deleteProperty(document, key);
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
}

beforeEach(() => {
  api.enabled = true;
  api.element = null;
  api.request = accept;
  api.exit = accept;
  api.exits = 0;
  install();
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  uninstall();
  unhandled.length = 0;
});
describe('useFullscreen', () => {
  it('falls back to css when the browser refuses, and leaves no rejection unhandled', async () => {
    api.request = refuse;
    const screen = render('css');
    act(() => screen().toggle());
    await settle();
    expect(screen().mode).toBe('css');
    expect(unhandled).toEqual([]);
  });

  it('stays off when a refused request has no css fallback, and handles the rejection', async () => {
    const handOver = vi.fn();
    api.request = refuse;
    const screen = render(handOver);
    act(() => screen().toggle());
    await settle();
    expect(screen().mode).toBe('off');
    expect(handOver).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });

  it('handles a refused exit', async () => {
    api.exit = refuse;
    api.element = document.body;
    const screen = render('css');
    expect(screen().mode).toBe('native');
    api.element = null;
    act(() => screen().toggle());
    await settle();
    expect(api.exits).toBe(1);
    expect(screen().mode).toBe('off');
    expect(unhandled).toEqual([]);
  });

  it('uses the fallback where the API is missing: css until Escape, or a hand-over', () => {
    api.enabled = false;
    const screen = render('css');
    expect(screen().supported).toBe(true);
    act(() => screen().toggle());
    expect(screen()).toMatchObject({ mode: 'css', active: true });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(screen().mode).toBe('off');

    const handOver = vi.fn();
    view.render(<Screen fallback={handOver} />);
    act(() => screen().toggle());
    expect(handOver).toHaveBeenCalledOnce();
    view.render(<Screen fallback={undefined} />);
    expect(screen().supported).toBe(false);
  });
});
