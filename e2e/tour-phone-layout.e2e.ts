import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { box, intersects, type Box } from './support/boxes.js';
import { VIEWPORTS } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const LANDSCAPE = { width: VIEWPORTS.phone.height, height: VIEWPORTS.phone.width };

const header = (page: Page) => page.locator('header').first();
const title = (page: Page) => header(page).locator('h1');
const more = (page: Page) => page.getByRole('button', { name: 'More' });
const menu = (page: Page) => page.getByRole('menu');

/** The boxes of the top bar's title block and of every button in it. */
async function topBar(page: Page): Promise<{ titles: Box; tools: Box[] }> {
  const titles = await box(title(page).locator('..'));
  const tools = await Promise.all(
    (await header(page).locator(':scope > div:last-child > *').filter({ visible: true }).all()).map(box),
  );
  return { titles, tools };
}

/** The focused element's accessible role and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.getAttribute('role') ?? el?.tagName.toLowerCase()}:${el?.textContent?.trim() ?? ''}`;
  });
}

/** Whether the element shows all of its text (nothing cut by a clamp or an ellipsis). */
function showsAllText(page: Page): Promise<boolean> {
  return title(page).evaluate(
    (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
  );
}

describe('a phone held upright (375×812, touch)', () => {
  it('keeps the top bar in one row, the rarer tools behind More, and shows the whole title on a tap', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: VIEWPORTS.phone, touch: true });
    const { titles, tools } = await topBar(tour.page);
    expect(tools.length).toBe(3);
    for (const tool of tools) {
      expect(tool.y).toBeLessThan(titles.y + titles.height);
      expect(tool.x).toBeGreaterThanOrEqual(titles.x + titles.width);
      expect(tool.x + tool.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    expect(new Set(tools.map((t) => Math.round(t.y))).size).toBe(1);
    // Most of the row is the title's.
    expect(titles.width).toBeGreaterThan(VIEWPORTS.phone.width / 2);
    expect(await seriousViolations(tour.page)).toEqual([]);

    await title(tour.page).tap();
    expect(await showsAllText(tour.page)).toBe(true);
    const whole = await box(title(tour.page));
    for (const tool of tools) expect(intersects(whole, tool)).toBe(false);
  });

  it('runs the More menu from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: VIEWPORTS.phone, touch: true });
    const button = more(tour.page);
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu(tour.page).count()).toBe(0);

    await button.focus();
    await tour.page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await menu(tour.page).waitFor();
    // The motion item comes first where the browser has a sensor.
    const items = await menu(tour.page).locator('[role^="menuitem"]').allTextContents();
    expect(items.slice(-4)).toEqual(['Share this view', 'Full screen', 'English', 'Deutsch']);
    const [first, second] = items;
    expect(await focused(tour.page)).toBe(`menuitem:${first}`);
    await tour.page.keyboard.press('ArrowDown');
    expect(await focused(tour.page)).toBe(`menuitem:${second}`);
    await tour.page.keyboard.press('End');
    expect(await focused(tour.page)).toBe('menuitemradio:Deutsch');
    await tour.page.keyboard.press('Home');
    expect(await focused(tour.page)).toBe(`menuitem:${first}`);
    await tour.page.keyboard.press('ArrowUp');
    expect(await focused(tour.page)).toBe('menuitemradio:Deutsch');
    expect(await seriousViolations(tour.page)).toEqual([]);

    await tour.page.keyboard.press('Escape');
    expect(await menu(tour.page).count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await tour.page.keyboard.press('ArrowUp');
    expect(await focused(tour.page)).toBe('menuitemradio:Deutsch');
    await tour.page.keyboard.press('Enter');
    await tour.page.getByRole('button', { name: 'Mehr' }).waitFor();
    expect(await focused(tour.page)).toBe('button:Mehr');
  });

  it('closes the menu on a tap outside, and opens what an item names', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: VIEWPORTS.phone, touch: true });
    await more(tour.page).tap();
    await menu(tour.page).waitFor();
    await tour.page.touchscreen.tap(VIEWPORTS.phone.width / 2, VIEWPORTS.phone.height * 0.75);
    await menu(tour.page).waitFor({ state: 'detached' });
    expect(await more(tour.page).getAttribute('aria-expanded')).toBe('false');

    await more(tour.page).tap();
    await tour.page.getByRole('menuitem', { name: 'Share this view' }).tap();
    await tour.page.getByTestId('share-dialog').waitFor();
    expect(await menu(tour.page).count()).toBe(0);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });
});

describe('a phone held sideways (812×375, touch)', () => {
  it('gives the view the height: one row of tools and a room strip of at most a fifth', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: LANDSCAPE, touch: true });
    const { tools } = await topBar(tour.page);
    expect(new Set(tools.map((t) => Math.round(t.y))).size).toBe(1);
    const strip = await box(tour.page.getByTestId('scene-list'));
    expect(strip.height).toBeLessThanOrEqual(LANDSCAPE.height * 0.2);
    expect(strip.y + strip.height).toBeLessThanOrEqual(LANDSCAPE.height);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });

  it('keeps the floor plan a tap away, whole on screen, clear of the top bar and the strip', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: LANDSCAPE, touch: true });
    const toggle = tour.page.getByTestId('plan-toggle');
    const place = await box(toggle);
    expect(place.y + place.height).toBeLessThanOrEqual(LANDSCAPE.height);
    await toggle.tap();
    const plan = tour.page.getByTestId('floor-plan');
    await plan.locator('img').waitFor();
    const planBox = await box(plan);
    expect(planBox.x).toBeGreaterThanOrEqual(0);
    expect(planBox.y).toBeGreaterThanOrEqual(0);
    expect(planBox.y + planBox.height).toBeLessThanOrEqual(LANDSCAPE.height);
    expect(intersects(planBox, await box(header(tour.page)))).toBe(false);
    expect(intersects(planBox, await box(tour.page.getByTestId('scene-list')))).toBe(false);
    expect(await seriousViolations(tour.page)).toEqual([]);

    await plan.locator('[data-scene="kitchen"]').tap();
    await tour.waitForScene('kitchen');
  });
});

/** Whether a tap at the middle of `locator`'s box reaches it (nothing lies over it there). */
function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const { left, top, width, height } = el.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

/** Whether a tap at (x, y) reaches the tour's view: its canvas or what lies on it, not a panel. */
function inView(page: Page, x: number, y: number): Promise<boolean> {
  return page.evaluate(
    (point) => Boolean(document.elementFromPoint(point.x, point.y)?.closest('#tour-view')),
    { x, y },
  );
}

/** Whether `box` lies wholly inside a viewport of `size`. */
function inside(box: Box, size: { width: number; height: number }): boolean {
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;
}

describe('the details on a phone held sideways (812×375, touch)', () => {
  const details = (page: Page) => page.getByRole('button', { name: 'Details', exact: true });
  const closeDetails = (page: Page) =>
    page.locator('#property-panel').getByRole('button', { name: 'Close details' });

  it('open beside the tour with a close button on screen; the tour stays reachable', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: LANDSCAPE, touch: true });
    await details(tour.page).tap();
    const close = closeDetails(tour.page);
    await close.waitFor();
    expect(inside(await box(close), LANDSCAPE)).toBe(true);
    expect(await reachable(close)).toBe(true);
    // Part of the view stays uncovered beside the details, so a tap still turns to the tour.
    const panel = await box(tour.page.locator('#property-panel'));
    expect(panel.x).toBeGreaterThanOrEqual(LANDSCAPE.width / 3);
    expect(await inView(tour.page, panel.x / 2, LANDSCAPE.height / 2)).toBe(true);
    expect(await inView(tour.page, panel.x + panel.width / 2, LANDSCAPE.height / 2)).toBe(false);
    expect(await seriousViolations(tour.page)).toEqual([]);
    await tour.page.screenshot({ path: '/tmp/phones-details-812x375.png' });

    await close.tap();
    await tour.page.locator('#property-panel').waitFor({ state: 'hidden' });
    expect(await inView(tour.page, panel.x + panel.width / 2, LANDSCAPE.height / 2)).toBe(true);
  });

  it('close on Escape and give focus back to the Details button', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: LANDSCAPE });
    await details(tour.page).click();
    await closeDetails(tour.page).waitFor();
    await tour.page.locator('#property-panel').getByRole('button', { name: 'Contact agent' }).focus();
    await tour.page.keyboard.press('Escape');
    await tour.page.locator('#property-panel').waitFor({ state: 'hidden' });
    expect(await details(tour.page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await inView(tour.page, LANDSCAPE.width * 0.75, LANDSCAPE.height / 2)).toBe(true);
  });
});

describe('the language items of the More menu', () => {
  it('are named by their language alone, the current one marked checked', async () => {
    const tour = await openTour(browser(), baseUrl, 'demo', { viewport: VIEWPORTS.phone, touch: true });
    await more(tour.page).tap();
    await menu(tour.page).waitFor();
    const cdp = await tour.context.newCDPSession(tour.page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const items = nodes
      .filter((n) => n.role?.value === 'menuitemradio')
      .map((n) => ({
        name: n.name?.value,
        checked: n.properties?.find((p) => p.name === 'checked')?.value.value,
      }));
    expect(items).toEqual([
      { name: 'English', checked: 'true' },
      { name: 'Deutsch', checked: 'false' },
    ]);
    expect(await seriousViolations(tour.page)).toEqual([]);
  });
});
