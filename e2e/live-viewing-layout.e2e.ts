import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newViewing } from '../bench/live/measure.js';
import { seriousViolations } from './support/axe.js';
import { box, intersects, type Box } from './support/boxes.js';
import { newPage } from './support/pages.js';
import { useBrowser } from './support/use-browser.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
// Where someone wants to look at the screens (`LIVE_LAYOUT_SCREENSHOTS=dir`).
const SHOTS = process.env.LIVE_LAYOUT_SCREENSHOTS;

const SIZES = {
  'laptop 1280×720': { width: 1280, height: 720 },
  'laptop 1366×768': { width: 1366, height: 768 },
  'laptop 1440×900': { width: 1440, height: 900 },
  'phone upright 390×844': { width: 390, height: 844 },
  'phone sideways 844×390': { width: 844, height: 390 },
} as const;

type Role = 'host' | 'guest';

const livePanel = (page: Page) => page.getByTestId('live-panel');

async function open(size: { width: number; height: number }, role: Role, secret: string): Promise<Page> {
  const { page } = await newPage(browser(), size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}/demo#${role === 'host' ? 'live-host' : 'live'}=${secret}`);
  if (role === 'guest') {
    await page.getByLabel('Your name').fill('Ben');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
  }
  await page.locator('[data-testid=live-panel][data-state=live]').waitFor({ timeout: 30_000 });
  await expect.poll(() => livePanel(page).getByTestId('live-status').textContent()).not.toBe('');
  return page;
}

/** The boxes of what must stay in sight and in reach, where they are shown. */
async function shown(page: Page): Promise<Record<string, Box>> {
  const parts: Record<string, Locator> = {
    'floor plan': page.getByTestId('floor-plan'),
    'plan button': page.getByTestId('plan-toggle'),
    'scene list': page.getByTestId('scene-list'),
    titles: page.locator('header h1').locator('..'),
    tools: page.locator('header > div:last-child'),
    details: page.locator('#property-panel'),
  };
  const boxes: Record<string, Box> = {};
  for (const [name, locator] of Object.entries(parts))
    if ((await locator.count()) > 0 && (await locator.first().isVisible()))
      boxes[name] = await box(locator.first());
  return boxes;
}

/** The live panel overlaps none of them and lies inside the window; its own controls are on top. */
async function expectClear(page: Page, size: { width: number; height: number }): Promise<void> {
  const panel = await box(livePanel(page));
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.y).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(size.width);
  expect(panel.y + panel.height).toBeLessThanOrEqual(size.height);
  const others = await shown(page);
  const overlapping = Object.entries(others)
    .filter(([, other]) => intersects(panel, other))
    .map(([name]) => name);
  expect(overlapping).toEqual([]);
  // Nothing lies over the live controls: the topmost element at each one's centre is inside it.
  const controls = await livePanel(page).locator('button, input').filter({ visible: true }).all();
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    expect(
      await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return top !== null && (top === el || el.contains(top));
      }),
    ).toBe(true);
  }
}

describe('the live panel beside the floor plan, the rooms and the tools', () => {
  let secrets: { hostKey: string; guestToken: string };
  beforeAll(async () => {
    secrets = await newViewing(dataDir);
  });

  for (const [name, size] of Object.entries(SIZES))
    for (const role of ['host', 'guest'] as const)
      it(`covers nothing for the ${role} on a ${name}`, { timeout: 90_000 }, async () => {
        const page = await open(size, role, role === 'host' ? secrets.hostKey : secrets.guestToken);
        const phone = size.width <= 600 || size.height <= 500;
        const toggle = page.getByRole('button', { name: /Live viewing: voice, people and chat/ });
        // Phones start with the panel folded to one row; larger screens with everything in sight.
        expect(await toggle.getAttribute('aria-expanded')).toBe(String(!phone));
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-${role}-${size.width}x${size.height}.png` });
        await expectClear(page, size);

        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe(String(phone));
        await expectClear(page, size);
        if (phone) {
          await expect
            .poll(() => livePanel(page).getByRole('button', { name: 'Join voice' }).count())
            .toBe(1);
          if (SHOTS)
            await page.screenshot({ path: `${SHOTS}/live-${role}-${size.width}x${size.height}-open.png` });
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
});
