import type { DraftManifest } from '@tourview/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { draftScene, PLAN, startStudioTour, twoRoomPlan, type StudioTour } from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

describe('the studio’s floor plan editor', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'plan-1',
      title: { en: 'Two rooms', de: 'Zwei Zimmer' },
      scenes: ['Hall', 'Kitchen', 'Bath'].map((title) =>
        draftScene(title.toLowerCase(), title, `${title.toLowerCase()}.png`),
      ),
      files: [{ name: 'plan.png', kind: 'plan', make: twoRoomPlan, size: PLAN }],
    });
  });
  afterAll(() => tour.stop());

  it('pins two rooms, accepts the proposed door through the doorway, and reorders scenes by keyboard', async () => {
    const { page } = await newPage(browser());
    const stored = (): Promise<DraftManifest> => tour.stored(page);
    await tour.openTourPage(page);
    await page.getByRole('link', { name: 'Edit floor plans' }).click();
    await page.getByRole('heading', { name: 'Floor plans' }).waitFor();

    await page.getByLabel('Floor name').fill('Ground floor');
    await page.getByRole('button', { name: 'Add floor' }).click();
    // The floor's name in the tour's second language, marked missing until written.
    await page.getByText('Missing translation').first().waitFor();
    await page.getByLabel('Name of this floor (de)').fill('Erdgeschoss');
    await expect
      .poll(async () => (await stored()).floorPlans[0]?.label)
      .toEqual({ en: 'Ground floor', de: 'Erdgeschoss' });
    const image = page.getByRole('img', { name: 'Floor plan Ground floor' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 15_000 })
      .toBe(400);
    const box = await image.boundingBox();
    if (!box) throw new Error('the plan is not on screen');
    const at = (x: number, y: number) =>
      [box.x + (x / 400) * box.width, box.y + (y / 200) * box.height] as const;

    // Hall at the left room's middle, by a click; kitchen by keyboard: pinned in the middle, moved right.
    await page.getByLabel('Scene to pin').selectOption({ label: 'Hall' });
    await page.mouse.click(...at(100, 150));
    await page.getByLabel('Scene to pin').selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Pin in the middle' }).click();
    const kitchen = page.getByRole('button', { name: 'Pin of Kitchen' });
    await kitchen.focus();
    for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowRight');
    expect(await kitchen.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
    // The kitchen's panorama faces the plan's right (east): its heading handle turns by keyboard.
    await page.getByRole('button', { name: /^Heading of Kitchen/ }).focus();
    for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Heading of Kitchen (° clockwise from the plan’s up)').inputValue()).toBe(
      '90',
    );

    const proposal = page.getByTestId('door-proposal');
    await expect.poll(() => proposal.count()).toBe(1);
    await page.getByRole('button', { name: 'Accept door Hall ↔ Kitchen' }).click();
    await page.getByText(/^Saved at/).waitFor();
    const manifest = await stored();
    const floor = manifest.floorPlans[0];
    const [hallPin, kitchenPin] = floor?.scenes ?? [];
    // A click lands within a pixel or two of where it was aimed; keys move by whole steps.
    expect(Math.hypot((hallPin?.x ?? 0) - 100, (hallPin?.y ?? 0) - 150)).toBeLessThan(2.5);
    expect(kitchenPin).toEqual({ scene: 'kitchen', x: 300, y: 100, yawOffset: 90 });
    // Through the doorway's middle (200, 50): from the hall up and right, from the kitchen left and up.
    const expected = {
      hall: (Math.atan2(100, 100) * 180) / Math.PI,
      kitchen: (Math.atan2(-100, 50) * 180) / Math.PI - 90,
    };
    const [hallDoor, kitchenDoor] = [manifest.scenes[0]?.links[0], manifest.scenes[1]?.links[0]];
    expect(hallDoor?.target).toBe('kitchen');
    expect(kitchenDoor?.target).toBe('hall');
    expect(Math.abs((hallDoor?.yaw ?? 0) - expected.hall)).toBeLessThan(3);
    expect(Math.abs((kitchenDoor?.yaw ?? 0) - expected.kitchen)).toBeLessThan(3);
    await expect.poll(() => proposal.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The scene order, by keyboard on the tour page.
    await page.getByRole('link', { name: 'Back to plan-1' }).click();
    await page.getByRole('button', { name: 'Move Bath up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Bath up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Start scene').selectOption({ label: 'Bath' });
    await expect
      .poll(async () => (await stored()).scenes.map((s) => s.id))
      .toEqual(['bath', 'hall', 'kitchen']);
    await expect.poll(async () => (await stored()).startScene).toBe('bath');
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
