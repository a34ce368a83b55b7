import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isolateFromGoogle, VIEWPORTS } from './pages.js';

/** A view in degrees, as the engine reports it. */
export interface TestView {
  yaw: number;
  pitch: number;
  fov: number;
}

/** The test build's handle on the engine (`window.__viewer`). */
interface TestHooks {
  __viewer: {
    getView(): TestView;
    lookAt(view: Partial<TestView>): Promise<void>;
    on(type: 'view-change', handler: () => void): () => void;
    addTicker(ticker: () => boolean): () => void;
  };
}

/** How to open a tour page: viewport, motion preference, scripts to run first. */
export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Default `reduce`, so the guided tour does not turn the view under a test. */
  reducedMotion?: 'reduce' | 'no-preference';
  /** Runs in the page before any of its scripts (e.g. to break WebGL). */
  initScript?: string;
  /** Runs before the page opens (e.g. to route requests). */
  prepare?: (page: Page) => Promise<unknown>;
  /** Wait for the first scene to be on screen (default true). */
  waitReady?: boolean;
  /** The browser's locale, which the app's first language follows (default `en-GB`). */
  locale?: string;
  /** A touch screen, as on a phone (default false). */
  touch?: boolean;
}

/** A small DSL over the tour screen for browser tests. */
export interface TourPage {
  context: BrowserContext;
  page: Page;
  /** The scene the viewer shows now (from its `data-scene`). */
  scene(): Promise<string | null>;
  /** Waits until `sceneId` is on screen. */
  waitForScene(sceneId: string): Promise<void>;
  /** The engine's current view (`window.__viewer.getView()`). */
  view(): Promise<TestView>;
  /** Turns the engine instantly; resolves once a frame showed it and `view-change` went out. */
  lookAt(view: Partial<TestView>): Promise<void>;
  /**
   * Waits until the engine has run `count` more frames. Every running animation (autoplay,
   * coasting) moves the view in each, so a view still unchanged after them stands still.
   */
  frames(count: number): Promise<void>;
  /** The URL's search parameters now. */
  params(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

/** Opens `/{path}` and returns the DSL; by default waits for the first scene's preview. */
export async function openTour(browser: Browser, baseUrl: string, path: string, options: OpenOptions = {}) {
  // CSP is bypassed only so axe-core can be injected; the server's CSP has its own tests.
  const context = await browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: options.locale ?? 'en-GB',
    hasTouch: options.touch ?? false,
    bypassCSP: true,
  });
  await isolateFromGoogle(context);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: options.reducedMotion ?? 'reduce' });
  if (options.initScript) await page.addInitScript(options.initScript);
  await options.prepare?.(page);
  await page.goto(`${baseUrl}/${path}`);
  const tour = tourPage(context, page);
  if (options.waitReady ?? true) await page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
  return tour;
}

function tourPage(context: BrowserContext, page: Page): TourPage {
  const viewerEl = '[data-testid="tour-viewer"]';
  return {
    context,
    page,
    scene: () => page.locator(viewerEl).getAttribute('data-scene'),
    waitForScene: async (sceneId) => {
      await page.waitForSelector(`${viewerEl}[data-scene="${sceneId}"][data-load="ready"]`);
    },
    view: () => page.evaluate(() => (window as unknown as TestHooks).__viewer.getView()),
    lookAt: (view) =>
      page.evaluate((v) => {
        const viewer = (window as unknown as TestHooks).__viewer;
        const before = JSON.stringify(viewer.getView());
        return new Promise<void>((resolve) => {
          const stop = viewer.on('view-change', () => {
            stop();
            resolve();
          });
          void viewer.lookAt(v);
          // A view it already had draws no frame and sends no event.
          if (JSON.stringify(viewer.getView()) === before) {
            stop();
            resolve();
          }
        });
      }, view),
    frames: (count) =>
      page.evaluate(
        (n) =>
          new Promise<void>((resolve) => {
            let left = n;
            (window as unknown as TestHooks).__viewer.addTicker(() => {
              left -= 1;
              if (left > 0) return true;
              resolve();
              return false;
            });
          }),
        count,
      ),
    params: async () => new URL(page.url()).searchParams,
    close: () => context.close(),
  };
}

/** Serves a stand-in for Google's reCAPTCHA script whose `execute()` resolves `token`. */
export async function fakeRecaptcha(page: Page, token: string): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://www.google.com/recaptcha/api.js*', (route) => {
    loads.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = { ready(cb) { cb(); }, execute() { return Promise.resolve(${JSON.stringify(token)}); } };`,
    });
  });
  return loads;
}
