import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import {
  draftScene,
  MARKER,
  markerOnScreen,
  markerPanorama,
  startStudioTour,
  type StudioTour,
} from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

describe('the studio’s scene editor', () => {
  let tour: StudioTour;
  const storedHall = async (page: Page) => (await tour.stored(page)).scenes[0];

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'edit-1',
      scenes: [draftScene('hall', 'Hall', 'marker.png'), draftScene('kitchen', 'Kitchen', 'marker.png')],
      files: [{ name: 'marker.png', kind: 'panorama', make: markerPanorama }],
    });
  });
  afterAll(() => tour.stop());

  it('places a door on the marker, moves it by keyboard, undoes, redoes and sets the start view', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.getByRole('link', { name: 'Edit Hall' }).click();
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();

    // The sharp face arrives after the preview; the marker is found once it is drawn.
    await page.waitForResponse((r) => /\/draft\/panoramas\/[0-9a-f]{64}\/0-/.test(r.url()) && r.ok());
    await expect.poll(() => markerOnScreen(page).then(() => true), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(300);
    const marker = await markerOnScreen(page);

    await page.getByRole('button', { name: 'Add door' }).click();
    await page.mouse.click(marker.x, marker.y);
    await page.getByLabel('Leads to').selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Add door' }).last().click();
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
    await page.keyboard.down('ArrowLeft');
    await page.waitForTimeout(400);
    await page.keyboard.up('ArrowLeft');
    await page.getByRole('button', { name: 'Use this view as the start view' }).click();
    const shown = await page.getByTestId('start-view').textContent();
    await expect.poll(async () => (await storedHall(page))?.initialView?.yaw).toBeLessThan(9);
    const stored = (await storedHall(page))?.initialView;
    expect(shown).toBe(`yaw ${stored?.yaw}°, pitch ${stored?.pitch}°, field of view ${stored?.fov}°`);

    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
