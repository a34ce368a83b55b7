import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { placeDoorsBothWays, roomStrip } from './support/doors.js';
import { newPage } from './support/pages.js';
import {
  draftScene,
  markerPanorama,
  PLAN,
  settledMarker,
  startStudioTour,
  twoRoomPlan,
  type StudioTour,
} from './support/studio-tour.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();

const ROOMS = ['Hall', 'Kitchen', 'Living', 'Bedroom', 'Bath'] as const;
const idOf = (title: string) => title.toLowerCase();

/** The rooms pinned west to east on one plan, 80 px apart; each one's yaw 0 looks 30° right of the plan's up. */
const PINS = ROOMS.map((title, i) => ({ scene: idOf(title), x: 40 + i * 80, y: 100, yawOffset: 30 }));

describe('the scene editor as one workspace for the tour’s rooms', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: 'rooms-5',
      scenes: ROOMS.map((title) => draftScene(idOf(title), title, 'marker.png')),
      files: [
        { name: 'marker.png', kind: 'panorama', make: markerPanorama },
        { name: 'plan.png', kind: 'plan', make: twoRoomPlan, size: PLAN },
      ],
      floorPlans: [{ id: 'ground', label: 'Ground floor', image: 'plan.png', north: 0, scenes: PINS }],
    });
  });
  afterAll(() => tour.stop());

  it('switches rooms from the strip without a page load, keeps the engine, and Back returns', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.goto(`${tour.stack.studioUrl}/tours/rooms-5/scenes/hall`);
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    await page.evaluate(() => {
      Object.assign(window, { stayed: true });
      document.querySelector('[data-testid="scene-view"] canvas')?.setAttribute('data-first', '');
    });
    const kitchen = roomStrip(page).getByRole('link', { name: 'Kitchen' });
    expect(await roomStrip(page).getByRole('link', { name: 'Hall' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await kitchen.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Edit Kitchen' }).waitFor();
    expect(page.url()).toMatch(/\/tours\/rooms-5\/scenes\/kitchen$/);
    expect(await kitchen.getAttribute('aria-current')).toBe('page');
    await page.getByRole('application', { name: 'Panorama of Kitchen' }).waitFor();
    // The same page and the same engine's canvas, now showing the kitchen.
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    expect(await page.locator('[data-testid="scene-view"] canvas[data-first]').count()).toBe(1);

    await page.goBack();
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('places doors both ways through five rooms in under twenty actions and no page load', async () => {
    const { page } = await newPage(browser());
    await tour.openTourPage(page);
    await page.goto(`${tour.stack.studioUrl}/tours/rooms-5/scenes/hall`);
    await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    const run = await placeDoorsBothWays(page, ROOMS, settledMarker, async (pending, at, i) => {
      // The plan makes the editor suggest the room the click points at: the next one east.
      expect(await pending.textContent()).toContain(ROOMS[i + 1]);
      if (i > 0) return;
      // Escape drops it; the tool stays chosen, so the next click proposes it again.
      await page.keyboard.press('Escape');
      await expect.poll(() => pending.count()).toBe(0);
      await page.mouse.click(at.x, at.y);
      await pending.waitFor();
    });

    const stored = await tour.stored(page);
    for (const [i, title] of ROOMS.entries()) {
      const scene = stored.scenes.find((s) => s.id === idOf(title));
      const targets = scene?.links.map((l) => l.target).sort();
      const neighbours = [ROOMS[i - 1], ROOMS[i + 1]].flatMap((t) => (t ? [idOf(t)] : [])).sort();
      expect(targets, title).toEqual(neighbours);
    }
    // Each door back aims along the plan at the room before, due west: heading −90°, less the pin's 30°.
    const back = stored.scenes[1]?.links.find((l) => l.target === 'hall');
    const there = stored.scenes[0]?.links[0];
    expect(back?.yaw).toBe(-120);
    expect(back?.pitch).toBe(there?.pitch);
    expect(run.loads).toBe(0);
    expect(run.actions).toBeLessThan(20);
  }, 180_000);
});
