import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';
import { newPage, VIEWPORTS } from './support/pages.js';
import { openTour } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// What a cross-site frame does where the browser blocks storage: even reading the getter throws.
const REFUSE_STORAGE = `
  const refuse = (target, name) => Object.defineProperty(target, name, {
    configurable: true,
    get() { throw new DOMException('Access to ' + name + ' is denied for this document.', 'SecurityError'); },
    set() { throw new DOMException('Access to ' + name + ' is denied for this document.', 'SecurityError'); },
  });
  refuse(window, 'localStorage');
  refuse(window, 'sessionStorage');
  refuse(Document.prototype, 'cookie');
`;

describe('storage refused, as in a cross-site frame', () => {
  it('shows the first room and walks to another with no page error', async () => {
    const errors: string[] = [];
    const tour = await openTour(browser(), baseUrl, 'demo', {
      initScript: REFUSE_STORAGE,
      prepare: async (page) => page.on('pageerror', (error) => errors.push(error.message)),
    });
    expect(await tour.scene()).toBe('living-room');
    await tour.lookAt({ yaw: 70, pitch: -10 });
    await tour.page.getByTestId('tour-viewer').getByRole('button', { name: 'Go to Kitchen' }).click();
    await tour.waitForScene('kitchen');
    await tour.page.locator('select:has(option[value="de"])').selectOption('de');
    await tour.page.getByRole('button', { name: 'Diese Ansicht teilen' }).waitFor();
    expect(await tour.page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
  });
});

describe('the route table, exactly to the spec', () => {
  it('replaces an unknown path with home, so Back never returns to it', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/`);
    const before = await page.evaluate(() => window.history.length);
    await page.goto(`${baseUrl}/a/b/c`);
    await page.waitForURL(`${baseUrl}/`);
    // One entry for the visit to /a/b/c, which now holds home; a pushed redirect would add two.
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Tour code' }).waitFor();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  });

  it('matches segments case-sensitively: /demo/VIDEO goes home', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${baseUrl}/demo/VIDEO`);
    await page.waitForURL(`${baseUrl}/`);
  });
});

describe('the share dialog', () => {
  it.each([
    ['phone', { width: 375, height: 812 }],
    ['desktop', VIEWPORTS.desktop],
  ])('offers the embed snippet of the current view (%s)', async (name, viewport) => {
    const tour = await openTour(browser(), baseUrl, 'house', { viewport });
    await tour.lookAt({ yaw: 75 });
    await expect.poll(async () => (await tour.params()).get('yaw')).toBe('75');
    if (name === 'phone') {
      // A phone keeps Share in the top bar's More menu.
      await tour.page.getByRole('button', { name: 'More' }).click();
      await tour.page.getByRole('menuitem', { name: 'Share this view' }).click();
    } else await tour.page.getByRole('button', { name: 'Share this view' }).click();
    const dialog = tour.page.getByTestId('share-dialog');
    await dialog.getByRole('tab', { name: 'Link' }).focus();
    await tour.page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('tab', { name: 'Embed' }).getAttribute('aria-selected')).toBe('true');
    const snippet = await dialog.getByRole('textbox').inputValue();
    const src = new URL(/src="([^"]+)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&') ?? '');
    expect(src.pathname).toBe('/house');
    expect(src.searchParams.get('scene')).toBe(await tour.scene());
    expect(src.searchParams.get('yaw')).toBe('75');
    expect(src.searchParams.get('embed')).toBe('1');
    if (process.env.SHARE_DIALOG_SCREENSHOTS) {
      await tour.page.screenshot({ path: `${process.env.SHARE_DIALOG_SCREENSHOTS}/share-${name}.png` });
    }
  });

  it('closes on Escape or Close on a phone and gives focus back to More', async () => {
    const tour = await openTour(browser(), baseUrl, 'house', { viewport: VIEWPORTS.phone, touch: true });
    const more = tour.page.getByRole('button', { name: 'More' });
    const dialog = tour.page.getByTestId('share-dialog');
    for (const close of [
      () => tour.page.keyboard.press('Escape'),
      () => dialog.getByRole('button', { name: 'Close' }).click(),
    ]) {
      await more.click();
      await tour.page.getByRole('menuitem', { name: 'Share this view' }).click();
      await dialog.waitFor();
      await close();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    }
  });

  it('shares the public address, never the one typed, and drops embed mode from the link', async () => {
    // The server also answers on 127.0.0.1; its PUBLIC_ORIGIN is the localhost address.
    const typed = baseUrl.replace('localhost', '127.0.0.1');
    const tour = await openTour(browser(), typed, 'house?embed=1');
    await tour.page.getByRole('button', { name: 'Share this view' }).click();
    const dialog = tour.page.getByTestId('share-dialog');
    const link = new URL(await dialog.getByRole('textbox', { name: 'Link to this view' }).inputValue());
    expect(link.origin).toBe(baseUrl);
    expect(link.pathname).toBe('/house');
    expect(link.searchParams.has('embed')).toBe(false);
    expect(link.searchParams.get('scene')).toBe(await tour.scene());
    await dialog.getByRole('tab', { name: 'Embed' }).click();
    const snippet = await dialog.getByRole('textbox', { name: /Code to embed/ }).inputValue();
    expect(snippet).toContain(`src="${baseUrl}/house?`);
  });

  it('says which sites may show the snippet, and offers its size', async () => {
    const tour = await openTour(browser(), baseUrl, 'house');
    await tour.page.getByRole('button', { name: 'Share this view' }).click();
    const dialog = tour.page.getByTestId('share-dialog');
    await dialog.getByRole('tab', { name: 'Embed' }).click();
    expect(await dialog.getByTestId('embed-sites').textContent()).toContain(inject('portalOrigin'));
    const snippet = dialog.getByRole('textbox', { name: /Code to embed/ });
    expect(await snippet.inputValue()).toContain('width:100%');
    await dialog.getByLabel('Size').selectOption({ label: '640 × 360' });
    expect(await snippet.inputValue()).toContain('width="640" height="360"');
    expect(await snippet.inputValue()).not.toContain('width:100%');
  });
});
