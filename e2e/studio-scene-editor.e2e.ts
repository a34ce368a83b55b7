import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import {
  draftScene,
  MARKER,
  markerPanorama,
  turnWithKey,
  settledMarker,
  startStudioTour,
  type StudioTour,
} from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

/**
 * The window sizes, zooms and pixel densities a door is placed at. The wheel turns far past the
 * engine's field-of-view limits, so the zooms are its 30° and 100°.
 */
const PLACEMENTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, scale: 1, wheel: 0, fov: 70 },
  { name: 'phone, zoomed in', viewport: { width: 390, height: 844 }, scale: 1, wheel: -3000, fov: 30 },
  {
    name: 'wide screen, zoomed out, two device pixels a CSS pixel',
    viewport: { width: 1920, height: 1080 },
    scale: 2,
    wheel: 3000,
    fov: 100,
  },
] as const;

/** Off the middle of the kitchen's start view (5° right, 4° down), where a projection error would show. */
const KITCHEN_START = { yaw: MARKER.yaw - 5, pitch: MARKER.pitch + 4, fov: 70 };

/** Opens the kitchen's scene editor and waits for its sharp face to be drawn. */
async function openKitchen(tour: StudioTour, page: Page): Promise<void> {
  const face = page.waitForResponse((r) => /\/draft\/panoramas\/[0-9a-f]{64}\/0-/.test(r.url()) && r.ok());
  await page.goto(`${tour.stack.studioUrl}/tours/edit-1/scenes/kitchen`);
  await page.getByRole('heading', { name: 'Edit Kitchen' }).waitFor();
  await face;
  await settledMarker(page);
}

describe('the studio’s scene editor', () => {
  let tour: StudioTour;
  const storedHall = async (page: Page) => (await tour.stored(page)).scenes[0];

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'edit-1',
      scenes: [
        draftScene('hall', 'Hall', 'marker.png'),
        { ...draftScene('kitchen', 'Kitchen', 'marker.png'), initialView: KITCHEN_START },
      ],
      files: [{ name: 'marker.png', kind: 'panorama', make: markerPanorama }],
    });
  });
  afterAll(() => tour.stop());

  it('places a door on the marker, moves it by keyboard, undoes, redoes and sets the start view', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    // The sharp face arrives after the preview; the marker is found once it is drawn. The wait
    // starts before the click: on a fast run the face can arrive before the heading is seen.
    const face = page.waitForResponse((r) => /\/draft\/panoramas\/[0-9a-f]{64}\/0-/.test(r.url()) && r.ok());
    await page.getByRole('link', { name: 'Edit Hall' }).click();
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    await face;
    const marker = await settledMarker(page);

    await page.getByRole('button', { name: 'Add door', exact: true }).click();
    await page.mouse.click(marker.x, marker.y);
    await page.getByLabel('Leads to').selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Confirm door' }).click();
    await page.getByText(/^Saved at/).waitFor();
    const door = (await storedHall(page))?.links[0];
    expect(door?.target).toBe('kitchen');
    expect(Math.abs((door?.yaw ?? 0) - MARKER.yaw)).toBeLessThan(0.5);
    expect(Math.abs((door?.pitch ?? 0) - MARKER.pitch)).toBeLessThan(0.5);

    const button = page.getByRole('button', { name: 'Door to Kitchen' });
    await button.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    const yaw = page.getByLabel('Yaw (°)');
    const pitch = page.getByLabel('Pitch (°)');
    const start = { yaw: door?.yaw ?? 0, pitch: door?.pitch ?? 0 };
    expect(Number(await yaw.inputValue())).toBeCloseTo(start.yaw + 2, 5);
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch + 0.1, 5);
    // The focused marker shows that it is focused.
    expect(await button.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');

    await page.keyboard.press('Control+z');
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch, 5);
    await page.keyboard.press('Control+Shift+z');
    expect(Number(await pitch.inputValue())).toBeCloseTo(start.pitch + 0.1, 5);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(Number(await yaw.inputValue())).toBeCloseTo(start.yaw + 1, 5);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await storedHall(page))?.links[0]?.yaw).toBeCloseTo(start.yaw + 2, 5);

    // Turn the camera with the engine's own keys, then take its view as the start view.
    await page.getByRole('application', { name: 'Panorama of Hall' }).focus();
    await turnWithKey(page, 'ArrowLeft');
    await page.getByRole('button', { name: 'Use this view as the start view' }).click();
    const shown = await page.getByTestId('start-view').textContent();
    await expect.poll(async () => (await storedHall(page))?.initialView?.yaw).toBeLessThan(9);
    const stored = (await storedHall(page))?.initialView;
    expect(shown).toBe(`yaw ${stored?.yaw}°, pitch ${stored?.pitch}°, field of view ${stored?.fov}°`);

    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('stores a door clicked on the marker within 0.5° of it at every window size, zoom and pixel density', async () => {
    const { context, page: first } = await newPage(browser(), PLACEMENTS[0].viewport);
    await tour.openTourPage(first);
    await openKitchen(tour, first);
    let dense: BrowserContext | undefined;
    for (const placement of PLACEMENTS) {
      let page = first;
      if (placement.scale !== 1) {
        dense = await browser().newContext({
          viewport: placement.viewport,
          deviceScaleFactor: placement.scale,
          storageState: await context.storageState(),
        });
        page = await dense.newPage();
        await openKitchen(tour, page);
      }
      await page.setViewportSize(placement.viewport);
      const view = page.getByTestId('scene-view');
      if (placement.wheel) {
        const box = await view.boundingBox();
        if (!box) throw new Error('the panorama is not on screen');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, placement.wheel);
      }
      await page.getByRole('button', { name: 'Use this view as the start view' }).click();
      await expect(page.getByTestId('start-view').textContent()).resolves.toMatch(
        new RegExp(`field of view ${placement.fov}°$`),
      );

      await page.getByRole('button', { name: 'Add door', exact: true }).click();
      // On a phone the tools lie under the panorama: the operator scrolls back up to it.
      await view.evaluate((v) => v.scrollIntoView({ block: 'start' }));
      const marker = await settledMarker(page);
      await page.mouse.click(marker.x, marker.y);
      await page.getByLabel('Leads to').selectOption({ label: 'Hall' });
      await page.getByRole('button', { name: 'Confirm door' }).click();
      const kitchenDoors = async () => (await tour.stored(page)).scenes[1]?.links ?? [];
      await expect.poll(async () => (await kitchenDoors()).length).toBe(1);
      const door = (await kitchenDoors())[0];
      const off = { yaw: (door?.yaw ?? 0) - MARKER.yaw, pitch: (door?.pitch ?? 0) - MARKER.pitch };
      expect(Math.hypot(off.yaw, off.pitch), `${placement.name}: off by ${JSON.stringify(off)}`).toBeLessThan(
        0.5,
      );
      // Undone, the door no longer covers the marker for the next placement.
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await kitchenDoors()).length).toBe(0);
    }
    await dense?.close();
  }, 120_000);
});
