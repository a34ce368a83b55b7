import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DraftManifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openSourceStore, openStorage } from '@tourview/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import { startStack, type Stack } from './support/stack.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const PASSWORD = 'the plan editing admin password';
/** The plan: two rooms side by side, 400×200, the wall between them at x = 200 with a doorway at y 30–70. */
const PLAN = { width: 400, height: 200 };

async function twoRoomPlan(file: string): Promise<void> {
  const dark = (left: number, top: number, width: number, height: number) => ({
    input: { create: { width, height, channels: 3 as const, background: '#333333' } },
    left,
    top,
  });
  await sharp({ create: { ...PLAN, channels: 3, background: '#f4f0e8' } })
    .composite([
      dark(0, 0, 400, 6),
      dark(0, 194, 400, 6),
      dark(0, 0, 6, 200),
      dark(394, 0, 6, 200),
      dark(197, 0, 6, 30),
      dark(197, 70, 6, 130),
    ])
    .png()
    .toFile(file);
}

const scene = (id: string, title: string) => ({
  id,
  title,
  description: `The ${title.toLowerCase()}`,
  panorama: `${id}.png`,
  links: [],
  infos: [],
});

// Its own server: the shared one's first admin is created by the accounts test's setup link.
describe('the studio’s floor plan editor', () => {
  let stack: Stack;
  let folder = '';

  beforeAll(async () => {
    stack = await startStack({}, {});
    folder = await mkdtemp(join(tmpdir(), 'tourview-plan-e2e-'));
    const file = join(folder, 'plan.png');
    await twoRoomPlan(file);
    const storage = await openStorage({ dataDir: stack.dataDir });
    try {
      await storage.createAccount({ email: 'ed@example.com', role: 'admin', password: PASSWORD });
      const manifest = {
        title: 'Two rooms',
        property: sampleTour().property,
        scenes: [scene('hall', 'Hall'), scene('kitchen', 'Kitchen'), scene('bath', 'Bath')],
        floorPlans: [],
      } as unknown as DraftManifest;
      await storage.createDraft('plan-1', manifest, null);
      const stored = await openSourceStore({ dataDir: stack.dataDir }).put(file);
      await storage.putDraftFile('plan-1', {
        name: 'plan.png',
        kind: 'plan',
        ...stored,
        ...PLAN,
        uploadedBy: 'ed@example.com',
        uploadedAt: new Date().toISOString(),
      });
    } finally {
      await storage.close();
    }
  });
  afterAll(async () => {
    await stack.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('pins two rooms, accepts the proposed door through the doorway, and reorders scenes by keyboard', async () => {
    const { page } = await newPage(browser());
    const stored = async () =>
      (
        (await page.evaluate(async () => (await fetch('/api/studio/tours/plan-1/draft')).json())) as {
          manifest: DraftManifest;
        }
      ).manifest;
    await page.goto(`${stack.studioUrl}/sign-in`);
    await page.getByLabel('Email').fill('ed@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Tours' }).waitFor();
    await page.goto(`${stack.studioUrl}/tours/plan-1`);
    await page.getByRole('link', { name: 'Edit floor plans' }).click();
    await page.getByRole('heading', { name: 'Floor plans' }).waitFor();

    await page.getByLabel('Floor name').fill('Ground floor');
    await page.getByRole('button', { name: 'Add floor' }).click();
    const image = page.getByRole('img', { name: 'Floor plan Ground floor' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(400);
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
