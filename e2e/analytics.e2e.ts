import { openStorage, type Storage } from '@tourview/storage';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { isolateFromGoogle, VIEWPORTS } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';
import { signInToStudio } from './support/studio.js';
import { fakeRecaptcha } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
/** Headless Chromium names itself in its user agent, and bots are not counted: these visitors use a desktop Chrome's. */
const agent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0.0.0 Safari/537.36`;
/** Where every scripted visitor looks in the living room: at its window. */
const WINDOW = { yaw: 150, pitch: 0 };
const VISITS = 2;
const ADMIN = { email: 'admin@example.com', password: 'correct horse battery' };
const today = () => new Date().toISOString().slice(0, 10);

interface Visit {
  page: Page;
  beacons: string[];
}

async function open(b: Browser, stack: Stack, n: number, initScript?: string): Promise<Visit> {
  const context = await b.newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB', userAgent: agent(n) });
  await isolateFromGoogle(context);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (initScript) await page.addInitScript(initScript);
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/events')) beacons.push(r.url());
  });
  await fakeRecaptcha(page, 'good-token');
  await page.goto(`${stack.baseUrl}/house`);
  await page.waitForSelector('[data-testid="tour-viewer"][data-scene="living"][data-load="ready"]');
  return { page, beacons };
}

const lookAt = (page: Page, view: { yaw: number; pitch: number }) =>
  page.evaluate((v) => {
    void (window as unknown as { __viewer: { lookAt(v: object): Promise<void> } }).__viewer.lookAt(v);
  }, view);

/** One scripted visit: the window for 3.5 s, the door to the kitchen, a moment there, and (first visit) an enquiry. */
async function scriptedVisit(visit: Visit, enquire: boolean): Promise<void> {
  const { page } = visit;
  await lookAt(page, WINDOW);
  await page.waitForTimeout(3500);
  await lookAt(page, { yaw: 90, pitch: -10 });
  await page.getByTestId('tour-viewer').getByRole('button', { name: 'Go to Kitchen' }).click();
  await page.waitForSelector('[data-testid="tour-viewer"][data-scene="kitchen"][data-load="ready"]');
  await page.waitForTimeout(1200);
  if (enquire) {
    await page.getByRole('button', { name: 'Contact agent' }).click();
    const dialog = page.getByTestId('enquiry-dialog');
    await dialog.getByLabel('Your name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Message').fill('Can I see it on Monday?');
    await dialog.getByLabel(/I agree/).check();
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByTestId('enquiry-sent').waitFor();
  }
}

/**
 * Ends the visit as a closing tab does: `pagehide`, whose beacon carries the visit's last
 * events, then away. The event is dispatched by hand so the test can wait for that beacon.
 */
async function leave(page: Page): Promise<void> {
  const lastBeacon = page
    .waitForResponse((r) => r.url().endsWith('/events'), { timeout: 3000 })
    .catch(() => null);
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await lastBeacon;
  await page.goto('about:blank');
}

/** A row of CSS pixels of `view` as RGB triples (its device pixels are CSS pixels here). */
async function rowOf(view: Locator, y: number): Promise<number[][]> {
  const { data, info } = await sharp(await view.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const start = Math.round(y) * info.width * 3;
  return Array.from({ length: info.width }, (_, x) => [...data.subarray(start + x * 3, start + x * 3 + 3)]);
}

/** Whether a pixel shows the overlay's hottest red over whatever the room has there. */
const isHot = ([r = 0, g = 255, b = 255]: number[]) => r >= 165 && g <= 110 && b <= 110;

/** The middle of the hot pixels of a row, `null` when none is hot. */
function hotMiddle(row: number[][]): number | null {
  const hot = row.flatMap((pixel, x) => (isHot(pixel) ? [x] : []));
  return hot.length ? hot.reduce((sum, x) => sum + x, 0) / hot.length : null;
}

/** Presses an arrow key `times` times on the scene editor's panorama: 5° each. */
async function turn(page: Page, key: string, times: number): Promise<void> {
  await page.getByTestId('scene-view').locator('canvas').focus();
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** What the page keeps in the browser: cookie names, storage keys, IndexedDB and cache names. */
async function kept(page: Page) {
  const cookies = (await page.context().cookies()).map((c) => c.name).sort();
  const storage = await page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    indexedDb: (await indexedDB.databases()).map((d) => d.name ?? '').sort(),
    caches: (await caches.keys()).sort(),
  }));
  return { cookies, ...storage };
}

describe('engagement analytics, from scripted visits to the studio’s dashboard', () => {
  let stack: Stack;
  let storage: Storage;
  beforeAll(async () => {
    stack = await startStack({}, { house: 'fixtures/two-rooms' });
    storage = await openStorage({ dataDir: stack.dataDir });
    await storage.createAccount({ email: ADMIN.email, role: 'admin', password: ADMIN.password });
  }, 120_000);
  afterAll(async () => {
    await storage?.close();
    await stack?.stop();
  });

  it('counts exactly the scripted visits, keeps nothing in the browser, and sends nothing under Do-Not-Track or Global Privacy Control', async () => {
    const keptWith = [];
    for (let n = 1; n <= VISITS; n++) {
      const visit = await open(browser(), stack, n);
      await scriptedVisit(visit, n === 1);
      keptWith.push(await kept(visit.page));
      await leave(visit.page);
      expect(visit.beacons.length).toBeGreaterThan(0);
    }
    const report = () => storage.analyticsReport('house', { from: today(), to: today() });
    await expect
      .poll(
        async () => (await report()).medianTimeInTourSeconds !== null && (await report()).days[0]?.visits,
        { timeout: 10_000 },
      )
      .toBe(VISITS);

    const dnt = await open(
      browser(),
      stack,
      9,
      "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });",
    );
    await scriptedVisit(dnt, false);
    const keptWithout = await kept(dnt.page);
    await dnt.page.waitForTimeout(5500);
    await leave(dnt.page);
    expect(dnt.beacons).toEqual([]);

    const gpc = await open(
      browser(),
      stack,
      8,
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });",
    );
    await lookAt(gpc.page, WINDOW);
    await gpc.page.waitForTimeout(5500);
    await leave(gpc.page);
    expect(gpc.beacons).toEqual([]);

    // Analytics adds no cookie and no storage key: each visit keeps what the DNT visit kept.
    for (const k of keptWith) expect(k).toEqual(keptWithout);
    expect(keptWithout.cookies.filter((name) => name !== 'XSRF-TOKEN')).toEqual([]);

    const numbers = await report();
    expect(numbers).toMatchObject({
      visits: VISITS,
      days: [{ day: today(), visits: VISITS, visitors: VISITS }],
      doors: [{ room: 'living', target: 'kitchen', clicks: VISITS }],
      funnel: { visits: VISITS, detailsOpened: 0, contactOpened: 1, enquirySent: 1 },
      devices: [{ device: 'desktop', visits: VISITS }],
      languages: [{ language: 'en', visits: VISITS }],
      embeds: [],
    });
    expect(numbers.rooms.map((r) => [r.room, r.visits, r.share])).toEqual([
      ['kitchen', VISITS, 1],
      ['living', VISITS, 1],
    ]);
    const living = numbers.rooms.find((r) => r.room === 'living');
    expect(living?.medianDwellSeconds).toBeGreaterThanOrEqual(3);
    const map = await storage.attentionMap('house', 'living', { from: today(), to: today() });
    const hottest = [...map.cells].sort((a, b) => b.count - a.count)[0];
    expect(hottest).toMatchObject(WINDOW);
  }, 300_000);

  it('shows those numbers on the studio’s dashboard, with the chart, the CSV and a hot window on the attention map', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    await signInToStudio(page, stack, ADMIN);
    await page.goto(`${stack.studioUrl}/tours/house/analytics`);
    await page.getByTestId('figure-visits').waitFor();
    expect(await page.getByTestId('figure-visits').locator('strong').textContent()).toBe(String(VISITS));
    expect(await page.getByTestId('figure-enquiries').locator('strong').textContent()).toBe('1');
    expect(await page.getByTestId('figure-contact').locator('strong').textContent()).toBe('1');
    expect(await page.getByTestId('room-living').locator('td').allTextContents()).toEqual([
      String(VISITS),
      '100 %',
      expect.stringMatching(/^\d+(\.\d+)? s$/),
    ]);
    expect(await page.getByTestId('door-living → kitchen').locator('td').textContent()).toBe(String(VISITS));
    await page.locator('[data-testid="visits-chart"] canvas').first().waitFor();
    const csv = await page.evaluate(
      async (url) => (await fetch(url)).text(),
      (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')) ?? '',
    );
    expect(csv.split('\r\n')).toContain(`funnel,enquiry sent,,1`);
    expect(csv.split('\r\n')).toContain(`door,living,kitchen,${VISITS}`);

    await page.getByLabel('Room', { exact: true }).selectOption('living');
    const canvas = page.getByTestId('attention-map');
    await canvas.waitFor();
    const pixel = (yaw: number, pitch: number) =>
      canvas.evaluate(
        (el, { x, y }) => [
          ...((el as HTMLCanvasElement).getContext('2d')?.getImageData(x, y, 1, 1).data ?? []),
        ],
        { x: (yaw + 180) / 5, y: (90 - pitch) / 5 },
      );
    const [red, , blue, alpha] = await pixel(WINDOW.yaw, WINDOW.pitch);
    expect(red).toBe(255);
    expect(blue).toBe(0);
    expect(alpha).toBe(255);
    expect((await pixel(-90, 45))[3]).toBe(0);
    // Where someone wants to look at the dashboard (`ANALYTICS_SCREENSHOTS=dir`).
    const shots = process.env.ANALYTICS_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/analytics-dashboard.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A range before any visit says so in words instead of showing empty tables.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByText('No visits in this range.').waitFor();
    expect(await page.getByText('No room was visited in this range.').count()).toBe(1);
    expect(await page.getByTestId('figure-visits').locator('strong').textContent()).toBe('0');
    expect(await page.getByRole('region', { name: 'Days' }).count()).toBe(0);
  }, 60_000);

  it('draws the living room’s attention over its panorama in the scene editor: hot at the window, cold opposite', async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    await signInToStudio(page, stack, ADMIN);
    const face = page.waitForResponse((r) => /\/draft\/panoramas\/[0-9a-f]{64}\/0-/.test(r.url()) && r.ok());
    await page.goto(`${stack.studioUrl}/tours/house/scenes/living`);
    await face;
    const view = page.getByTestId('scene-view');
    const { width, height } = (await view.boundingBox()) ?? { width: 0, height: 0 };
    const middleRow = () => rowOf(view, height / 2);
    const centre = async () => (await middleRow())[Math.round(width / 2)] ?? [];
    // The living room opens at its start view (yaw 30°, pitch −5°, fov 80°); the arrows turn 5° a press.
    await turn(page, 'ArrowRight', (WINDOW.yaw - 30) / 5);
    await turn(page, 'ArrowUp', 1);
    await page.waitForTimeout(500);
    const windowBare = await centre();
    expect(isHot(windowBare)).toBe(false);

    await page.getByRole('button', { name: 'Attention', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('attention-samples').textContent())
      .toMatch(/^\d+ look samples from /);
    await expect
      .poll(async () => hotMiddle(await middleRow()), { timeout: 10_000 })
      .toBeCloseTo(width / 2, -1);

    // Turned 20° further right the heat stays on the window, now left of the middle where the
    // engine's projection puts yaw 150° for a view at yaw 170°.
    await turn(page, 'ArrowRight', 4);
    const tanY = Math.tan((40 * Math.PI) / 180);
    const offset = (Math.tan((20 * Math.PI) / 180) / ((tanY * width) / height)) * (width / 2);
    await expect.poll(async () => hotMiddle(await middleRow())).toBeCloseTo(width / 2 - offset, -1);
    expect(isHot(await centre())).toBe(false);
    const shots = process.env.ANALYTICS_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/attention-editor.png` });

    // Opposite the window nobody looked: the overlay leaves the room's pixels as they were.
    await turn(page, 'ArrowRight', 32);
    await page.waitForTimeout(500);
    const opposite = await centre();
    await page.getByRole('button', { name: 'Attention', exact: true }).click();
    await page.waitForTimeout(500);
    const oppositeBare = await centre();
    opposite.forEach((channel, i) =>
      expect(Math.abs(channel - (oppositeBare[i] ?? 0))).toBeLessThanOrEqual(2),
    );
    expect(isHot(opposite)).toBe(false);
    await page.getByRole('button', { name: 'Attention', exact: true }).click();
    await page.getByTestId('attention-samples').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/attention-editor-phone.png`, fullPage: true });
    }
  }, 60_000);
});
