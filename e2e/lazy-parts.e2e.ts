import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/use-browser.js';
import { fakeRecaptcha, openTour, type TourPage } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const ENQUIRY_CHUNK = '**/assets/enquiry-dialog-*.js';
const FLOOR_PLAN_CHUNK = '**/assets/floor-plan-*.js';
// The tour screen's route chunk and the app's entry (not tour-layout-…, tour-query-…).
const TOUR_ROUTE_CHUNK = /\/assets\/tour-[\w-]{8}\.js$/;
const APP_CHUNK = /\/assets\/main-[\w-]{8}\.js$/;
const offline = (page: Page, url: RegExp) => page.route(url, (route) => route.abort('internetdisconnected'));

/** The panorama is still on screen and showing its room. */
async function expectPanorama(tour: TourPage) {
  expect(await tour.page.locator('[data-testid="tour-viewer"][data-load="ready"] canvas').count()).toBe(1);
}

describe('lazily loaded parts', () => {
  it('offers a retry in place of a dialog whose code fails to load, and keeps the panorama', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo');
    await fakeRecaptcha(tour.page, 'good-token');
    await tour.page.route(ENQUIRY_CHUNK, (route) => route.abort('internetdisconnected'));
    await tour.page.getByRole('button', { name: 'Contact agent' }).click();
    const retry = tour.page.getByTestId('lazy-part-retry');
    await retry.waitFor();
    await expectPanorama(tour);
    expect(await tour.page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);

    await tour.page.unroute(ENQUIRY_CHUNK);
    await retry.getByRole('button', { name: 'Try again' }).click();
    await tour.page.getByRole('dialog', { name: /Contact/ }).waitFor();
  });

  it('lets the visitor close the retry of a dialog', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo');
    await tour.page.route(ENQUIRY_CHUNK, (route) => route.abort('internetdisconnected'));
    await tour.page.getByRole('button', { name: 'Contact agent' }).click();
    const retry = tour.page.getByTestId('lazy-part-retry');
    await retry.getByRole('button', { name: 'Close' }).click();
    await retry.waitFor({ state: 'detached' });
    await expectPanorama(tour);
  });

  it('offers a retry in place of a floor plan whose code fails to load', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', {
      prepare: (page) => page.route(FLOOR_PLAN_CHUNK, (route) => route.abort('internetdisconnected')),
    });
    const retry = tour.page.getByTestId('lazy-part-retry');
    await retry.waitFor();
    await expectPanorama(tour);

    await tour.page.unroute(FLOOR_PLAN_CHUNK);
    await retry.getByRole('button', { name: 'Try again' }).click();
    await tour.page.getByTestId('floor-plan').waitFor();
  });

  it('keeps the first room on screen and offers a retry when the tour screen’s code fails to load', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', {
      waitReady: false,
      prepare: (page) => offline(page, TOUR_ROUTE_CHUNK),
    });
    const retry = tour.page.getByTestId('lazy-part-retry');
    await retry.waitFor();
    expect(await retry.textContent()).toContain('The rest of the tour could not be loaded.');
    expect(await tour.page.locator('canvas').isVisible()).toBe(true);
    expect(await tour.page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);

    await tour.page.unroute(TOUR_ROUTE_CHUNK);
    // The retry starts the router afresh in the page; a reload would lose this mark.
    await tour.page.evaluate(() => Object.assign(window, { samePage: true }));
    await retry.getByRole('button', { name: 'Try again' }).click();
    await tour.page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    expect(await tour.page.evaluate(() => 'samePage' in window)).toBe(true);
    // The app took over the viewer that drew the first room; it did not start a second one.
    expect(await tour.page.locator('canvas').count()).toBe(1);
  });

  it('keeps the first room on screen and offers a retry when the app’s code fails to load', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', {
      waitReady: false,
      prepare: (page) => offline(page, APP_CHUNK),
    });
    const retry = tour.page.getByTestId('boot-retry');
    await retry.waitFor();
    expect(await tour.page.locator('canvas').isVisible()).toBe(true);

    await tour.page.unroute(APP_CHUNK);
    await retry.getByRole('button', { name: 'Try again' }).click();
    await tour.page.waitForSelector('[data-testid="tour-viewer"][data-load="ready"]');
    expect(await tour.page.locator('canvas').count()).toBe(1);
  });
});
