import type { Page, Route } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage, VIEWPORTS, waitForPath } from './support/pages.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Holds back every script of the app until `release`: the page shows only what its HTML has. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** True once React has rendered the tour-code field (the page's own frame has none of its handlers). */
function appOwnsField(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const field = document.querySelector('input[name="tourCode"]');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactFiber'));
  });
}

it("paints home's heading and field from the HTML, and the app keeps what was typed before it ran", async () => {
  const { context, page } = await newPage(browser(), VIEWPORTS.phone);
  const scripts = await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Walk through a home in 360°' }).waitFor();
  const field = page.getByLabel('Tour code');
  expect(await field.isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Open tour' }).isVisible()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await field.pressSequentially('dem');
  const before = await field.boundingBox();

  await scripts.release();
  await appOwnsField(page);
  expect(await field.inputValue()).toBe('dem');
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await field.boundingBox()).toEqual(before);
  // The caret is where it was: typing goes on at the end, into the app's own field.
  await page.keyboard.type('o');
  expect(await field.inputValue()).toBe('demo');
  await page.getByRole('button', { name: 'Open tour' }).click();
  await waitForPath(page, baseUrl, '/demo');
  await context.close();
});

it("paints the frame in the browser's language", async () => {
  const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: 'de-DE' });
  const page = await context.newPage();
  await holdScripts(page);
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Ein Zuhause in 360° erleben' }).waitFor();
  expect(await page.getByLabel('Tour-Code').isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await context.close();
});
