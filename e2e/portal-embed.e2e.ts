import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isolateFromGoogle } from './support/pages.js';
import { fakeRecaptcha } from './support/tour-page.js';
import { startPortal, type Portal } from './support/portal.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let portal: Portal;
let stranger: Portal;

beforeAll(async () => {
  // The allowed portal's port was reserved before the server started (EMBED_ALLOWED_ORIGINS).
  portal = await startPortal(Number(new URL(inject('portalOrigin')).port));
  stranger = await startPortal();
});
afterAll(async () => {
  await portal.close();
  await stranger.close();
});

/**
 * Where third-party storage is blocked, touching it throws. Run in every frame: the tour is
 * the framed one, and Chromium's own policy here may partition storage rather than block it.
 */
const BLOCKED_STORAGE = `(() => {
  if (window === window.top) return;
  const denied = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
  for (const name of ['localStorage', 'sessionStorage', 'indexedDB'])
    Object.defineProperty(window, name, { configurable: true, get: denied });
  Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: denied, set: denied });
})();`;

async function openPortal(
  src: string,
  { blockStorage = true, recaptcha }: { blockStorage?: boolean; recaptcha?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser().newContext({ viewport: { width: 1100, height: 700 }, locale: 'en-GB' });
  await isolateFromGoogle(context);
  if (blockStorage) await context.addInitScript(BLOCKED_STORAGE);
  const page = await context.newPage();
  if (recaptcha) await fakeRecaptcha(page, recaptcha);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(src);
  return { page, errors };
}

/** The framed page once its document has loaded (a refused frame shows an error page instead). */
async function tourFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#tour');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load');
  return frame;
}

async function framedTour(frame: Frame): Promise<boolean> {
  return frame
    .waitForSelector('[data-testid="tour-viewer"]', { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
}

describe('a tour framed by a portal on another site', () => {
  it('shows the first room and walks to another room with storage and cookies blocked', async () => {
    const { page, errors } = await openPortal(portal.pageUrl(`${baseUrl}/demo?embed=1`));
    const frame = await tourFrame(page);
    const viewer = frame.locator('[data-testid="tour-viewer"]');
    await frame.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    const first = await viewer.getAttribute('data-scene');
    // By keyboard: focusing a door turns the view to it, wherever it was.
    const door = viewer.getByRole('button', { name: /^Go to / }).first();
    await door.focus();
    await door.press('Enter');
    await frame.waitForFunction((scene) => {
      const el = document.querySelector('[data-testid="tour-viewer"]');
      return el?.getAttribute('data-load') === 'ready' && el.getAttribute('data-scene') !== scene;
    }, first);
    expect(await viewer.getAttribute('data-scene')).not.toBe(first);
    expect(errors).toEqual([]);
  });

  it('is refused without embed mode, and to an origin that is not allowed', async () => {
    for (const src of [portal.pageUrl(`${baseUrl}/demo`), stranger.pageUrl(`${baseUrl}/demo?embed=1`)]) {
      const { page } = await openPortal(src);
      expect(await framedTour(await tourFrame(page))).toBe(false);
      await page.context().close();
    }
  });

  it('sends an enquiry from the frame, whose cookies the browser keeps apart for the portal', async () => {
    const { page, errors } = await openPortal(portal.pageUrl(`${baseUrl}/house?embed=1`), {
      blockStorage: false,
      recaptcha: 'good-token',
    });
    const frame = await tourFrame(page);
    await frame.getByTestId('panel-toggle').click();
    await frame.getByRole('button', { name: 'Contact agent' }).click();
    const dialog = frame.getByTestId('enquiry-dialog');
    await dialog.getByLabel('Your name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Message').fill('Is the flat still available?');
    await dialog.getByLabel(/I agree/).check();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/enquiries')),
      dialog.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await frame.getByTestId('enquiry-sent').waitFor();
    expect(errors).toEqual([]);
  });
});
