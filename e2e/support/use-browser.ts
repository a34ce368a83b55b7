import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

/** Closes every context (and so every page) `browser` has open. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * Registers the hooks of a browser test file: one Chromium for the file, and after each test,
 * passed or failed, every context the test opened is closed, so a failure never leaves pages
 * running into the next test. Returns the browser for the tests to use.
 */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterEach(() => closeContexts(browser));
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll; use it inside tests.');
    return browser;
  };
}
