import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEnquiry } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import {
  draftScene,
  markerPanorama,
  PLAN,
  startStudioTour,
  twoRoomPlan,
  type StudioTour,
} from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const CODE = 'phone-1';

/** Every signed-in screen but the draft's files: its path and the heading it shows when ready. */
const SCREENS = [
  { name: 'tours', path: '/tours', heading: 'Tours' },
  { name: 'tour', path: `/tours/${CODE}`, heading: /./ },
  { name: 'enquiries', path: '/enquiries', heading: 'Enquiries' },
  { name: 'users', path: '/users', heading: 'Users' },
  { name: 'audit', path: '/audit', heading: 'Audit log' },
  { name: 'scene-editor', path: `/tours/${CODE}/scenes/hall`, heading: /Edit Hall/ },
  { name: 'plan-editor', path: `/tours/${CODE}/plans`, heading: /plan/i },
  { name: 'video-editor', path: `/tours/${CODE}/video`, heading: /video/i },
] as const;

/** A tenth of the phone's height: what the header may take. */
const HEADER_MAX = PHONE.height / 10;

/**
 * What a phone user meets on a screen: the header's height, how wide the page scrolls, and the
 * visible controls shorter than a 44 px tap target.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const controls = 'button, select, input:not([type="checkbox"]):not([type="radio"]):not([type="range"])';
    const small = [...document.querySelectorAll<HTMLElement>(`${controls}, nav a`)]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}"`);
    return {
      header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
      pageWidth: document.documentElement.scrollWidth,
      small,
    };
  });
}

/** Writes a screenshot of the whole page where `STUDIO_SCREENSHOTS` names a folder, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.STUDIO_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/studio-${name}.png`, fullPage: true });
}

describe('the studio on a phone (390×844) and a desktop (1440×900)', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: CODE,
      scenes: [draftScene('hall', 'Hall', 'marker.png'), draftScene('kitchen', 'Kitchen', 'marker.png')],
      files: [
        { name: 'marker.png', kind: 'panorama', make: markerPanorama },
        { name: 'plan.png', kind: 'plan', make: twoRoomPlan, size: PLAN },
      ],
      publishedAs: true,
    });
    const storage = await openStorage({ dataDir: tour.stack.dataDir });
    try {
      await storage.createEnquiry(
        CODE,
        sampleEnquiry({ message: 'Is the flat still available? '.repeat(6) }),
      );
    } finally {
      await storage.close();
    }
  });
  afterAll(() => tour.stop());

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'fits every screen to a %s: no sideways page, a short header, tap targets, axe',
    async (name, viewport) => {
      const { context, page } = await newPage(browser(), viewport);
      await page.goto(`${tour.stack.studioUrl}/sign-in`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await measure(page)).toMatchObject({ pageWidth: viewport.width, small: [] });
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `sign-in-${viewport.width}`);
      await tour.openTourPage(page);
      for (const screen of SCREENS) {
        await page.goto(`${tour.stack.studioUrl}${screen.path}`);
        await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        await page.locator('[role="status"]:text-is("Loading…")').waitFor({ state: 'detached' });
        const seen = await measure(page);
        expect(seen.pageWidth, `${screen.name}: the page's width`).toBe(viewport.width);
        if (name === 'phone') {
          expect(seen.header, `${screen.name}: the header's height`).toBeLessThanOrEqual(HEADER_MAX);
          expect(seen.small, `${screen.name}: controls under 44 px`).toEqual([]);
        }
        expect(await seriousViolations(page), screen.name).toEqual([]);
        await shoot(page, `${screen.name}-${viewport.width}`);
      }
      await context.close();
    },
  );

  it('folds the navigation behind a menu button on a phone, which keys and screen readers can use', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await tour.openTourPage(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const enquiries = page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Enquiries' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await enquiries.isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await enquiries.isVisible()).toBe(true);
    const opened = await measure(page);
    expect(opened.small).toEqual([]);
    await shoot(page, 'menu-open-390');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    // A screen taken from the menu opens with the menu closed.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await enquiries.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('header nav [aria-current="page"]').textContent()).toBe('Enquiries');
    await context.close();
  });

  it('shows the navigation and the account in the header on a desktop, with no menu button', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await tour.openTourPage(page);
    const nav = page.getByRole('navigation', { name: 'Studio' });
    await nav.getByRole('link', { name: 'Audit log' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Sign out everywhere' }).isVisible()).toBe(true);
    expect((await page.locator('header').boundingBox())?.height).toBeLessThan(80);
    await context.close();
  });
});
