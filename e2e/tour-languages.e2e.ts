import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { openTour, type TourPage } from './support/tour-page.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const hotspotLabels = (tour: TourPage) =>
  tour.page.locator('[data-testid="tour-viewer"] [data-hotspot="link"]').allTextContents();
const roomButton = (tour: TourPage, name: string) =>
  tour.page.getByTestId('scene-list').getByRole('button', { name, exact: true });

describe('the demo tour in the visitor’s language', () => {
  it('speaks German to a German browser: title, doors, rooms and the shared address', async () => {
    const tour = await openTour(browser, baseUrl, 'demo', { locale: 'de-DE' });
    const heading = tour.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Helle Zweizimmerwohnung mit Eichenparkett');
    expect((await hotspotLabels(tour)).sort()).toEqual(['Weiter: Flur', 'Weiter: Küche']);
    for (const room of ['Küche', 'Flur', 'Schlafzimmer', 'Badezimmer'])
      expect(await roomButton(tour, room).count()).toBe(1);
    expect(await tour.page.getByTestId('current-scene').textContent()).toBe('Wohnzimmer');
    await expect.poll(async () => (await tour.params()).get('lang')).toBe('de');
    expect(await seriousViolations(tour.page)).toEqual([]);

    await tour.lookAt({ yaw: 70, pitch: -10 });
    await tour.page.getByTestId('tour-viewer').getByRole('button', { name: 'Weiter: Küche' }).click();
    await tour.waitForScene('kitchen');
    expect(await tour.page.getByTestId('current-scene').textContent()).toBe('Küche');
    await tour.close();
  });

  it('shows English to the same browser when the link says ?lang=en, and drops it as the default', async () => {
    const tour = await openTour(browser, baseUrl, 'demo?lang=en', { locale: 'de-DE' });
    expect((await hotspotLabels(tour)).sort()).toEqual(['Go to Hallway', 'Go to Kitchen']);
    expect(await roomButton(tour, 'Kitchen').count()).toBe(1);
    expect(await tour.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(async () => (await tour.params()).has('lang')).toBe(false);
    await tour.close();
  });

  it('follows the language switch, and a link shared after it opens in that language', async () => {
    const tour = await openTour(browser, baseUrl, 'demo');
    expect((await hotspotLabels(tour)).sort()).toEqual(['Go to Hallway', 'Go to Kitchen']);
    await tour.page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect
      .poll(() => hotspotLabels(tour).then((l) => l.sort()))
      .toEqual(['Weiter: Flur', 'Weiter: Küche']);
    expect(await roomButton(tour, 'Badezimmer').count()).toBe(1);
    await expect.poll(async () => (await tour.params()).get('lang')).toBe('de');
    expect(await tour.page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await seriousViolations(tour.page)).toEqual([]);
    const shared = new URL(tour.page.url());
    await tour.close();

    // The page itself comes marked German, before the app has run.
    const page = await fetch(`${baseUrl}/demo${shared.search}`).then((r) => r.text());
    expect(page).toMatch(/<html lang="de"/);
    const visitor = await openTour(browser, baseUrl, `demo${shared.search}`);
    expect(await visitor.page.getByTestId('current-scene').textContent()).toBe('Wohnzimmer');
    expect(await roomButton(visitor, 'Küche').count()).toBe(1);
    await visitor.close();
  });
});
