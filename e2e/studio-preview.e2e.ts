import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { openTour } from './support/tour-page.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const ADMIN = { email: 'root@example.com', password: 'the first admin password' };
const LIVE_TITLE = 'Two rooms';
const DRAFT_TITLE = 'Two rooms, freshly painted';

let stack: Stack;

async function createAdmin(page: Page): Promise<void> {
  await page.goto(stack.studioSetupLink);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create admin' }).click();
  await page.getByRole('heading', { name: 'Users' }).waitFor();
}

/** The visitor app's title in a preview frame, once its tour is on screen. */
async function frameTitle(frame: FrameLocator): Promise<string> {
  await frame.locator('[data-testid="tour-viewer"][data-load="ready"]').waitFor({ timeout: 60_000 });
  return (await frame.locator('h1').first().textContent()) ?? '';
}

async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}

// One story on a server of its own: a tour the CLI imported, whose draft gets a new title that
// the preview shows while visitors keep seeing the live one.
describe('previewing a draft in the studio', () => {
  beforeAll(async () => {
    stack = await startStack({}, { house: 'fixtures/two-rooms' });
  });
  afterAll(() => stack.stop());

  it('shows the changed draft in the visitor app at phone and desktop size, and visitors still see the live tour', async () => {
    const { page } = await newPage(browser());
    await createAdmin(page);
    await page.goto(`${stack.studioUrl}/tours/house`);
    const draft = page.getByRole('region', { name: 'Draft' });
    await draft.getByLabel('Title').fill(DRAFT_TITLE);
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await draft.getByText(/^Saved \(revision \d+\)\.$/).waitFor();

    const panel = page.getByRole('region', { name: 'Preview' });
    await panel.getByRole('button', { name: 'Preview draft' }).click();
    await panel.locator('[data-preview-job-state="done"], [data-preview-job-state="failed"]').waitFor({
      timeout: 180_000,
    });
    expect(await panel.getByTestId('preview-job-problems').allTextContents()).toEqual([]);

    const phone = page.frameLocator('iframe[title="Preview of house at phone size"]');
    const desktop = page.frameLocator('iframe[title="Preview of house at desktop size"]');
    expect(await frameTitle(phone)).toBe(DRAFT_TITLE);
    expect(await frameTitle(desktop)).toBe(DRAFT_TITLE);
    // Each page lays itself out at its real size; the studio only scales what it drew.
    expect(await phone.locator('html').evaluate(() => [innerWidth, innerHeight])).toEqual([375, 812]);
    expect(await desktop.locator('html').evaluate(() => [innerWidth, innerHeight])).toEqual([1280, 800]);
    const phoneBox = await boxOf(page, 'iframe[title="Preview of house at phone size"]');
    const desktopBox = await boxOf(page, 'iframe[title="Preview of house at desktop size"]');
    const panelBox = await boxOf(page, 'section[aria-labelledby="preview"]');
    expect(phoneBox.width / desktopBox.width).toBeCloseTo(375 / 1280, 2);
    expect(phoneBox.height / phoneBox.width).toBeCloseTo(812 / 375, 1);
    expect(desktopBox.x + desktopBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
    const phoneFigure = await boxOf(page, 'figure:has(iframe[title="Preview of house at phone size"])');
    const desktopFigure = await boxOf(page, 'figure:has(iframe[title="Preview of house at desktop size"])');
    expect(phoneFigure.y).toBeCloseTo(desktopFigure.y, 0);
    expect(phoneFigure.x + phoneFigure.width).toBeLessThan(desktopFigure.x);

    const links = panel.getByRole('link', { name: 'Open in a new tab' });
    const src = await page.locator('iframe[title="Preview of house at phone size"]').getAttribute('src');
    expect(src).toMatch(new RegExp(`^${stack.baseUrl}/house\\?preview=[\\w-]{32}$`));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([src, src]);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByLabel('Desktop', { exact: true }).check();
    await page.locator('iframe[title="Preview of house at phone size"]').waitFor({ state: 'detached' });
    expect((await boxOf(page, 'iframe[title="Preview of house at desktop size"]')).width).toBeGreaterThan(
      desktopBox.width,
    );

    const live = await openTour(browser(), stack.baseUrl, 'house');
    try {
      expect(await live.page.locator('h1').first().textContent()).toBe(LIVE_TITLE);
    } finally {
      await live.close();
    }
  }, 300_000);
});
