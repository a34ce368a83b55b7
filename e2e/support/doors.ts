import type { Locator, Page } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';

/** A point on the page, CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** What placing the doors took: each click and key press the driver sent, and the page loads. */
export interface DoorsRun {
  actions: number;
  loads: number;
}

/**
 * Waits until `check` holds, or fails saying `what` after `ms`: a poll of its own, not the test
 * runner's, so the benchmark can drive the editor the same way.
 */
export async function until(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(what);
    await sleep(50);
  }
}

/** The scene editor's room strip. */
export const roomStrip = (page: Page) => page.getByRole('navigation', { name: 'Rooms' });

/**
 * From the scene editor open on `rooms[0]`, adds a door from each room to the next and its door
 * back, as an operator does: the next room in the strip, _Add door_, a click on the panorama at
 * what `aim` says, Enter on the pending door (or, where the editor suggests another room, the
 * next one chosen and _Confirm door_), _Add door back_. `onPending` looks at the door
 * waiting to be confirmed (and may press keys of its own, which are not counted).
 */
export async function placeDoorsBothWays(
  page: Page,
  rooms: readonly string[],
  aim: (page: Page) => Promise<Point>,
  onPending?: (pending: Locator, at: Point, index: number) => Promise<void>,
): Promise<DoorsRun> {
  const run = { actions: 0, loads: 0 };
  const onLoad = () => (run.loads += 1);
  page.on('load', onLoad);
  const click = async (target: Locator | Point) => {
    run.actions += 1;
    await ('click' in target ? target.click() : page.mouse.click(target.x, target.y));
  };
  try {
    for (const [i, title] of rooms.entries()) {
      const next = rooms[i + 1];
      if (!next) break;
      if (i > 0) {
        await click(roomStrip(page).getByRole('link', { name: title }));
        await page.getByRole('heading', { name: `Edit ${title}` }).waitFor();
      }
      const at = await aim(page);
      await click(page.getByRole('button', { name: 'Add door', exact: true }));
      await click(at);
      // The door waits where it was clicked, labelled with the room it will lead to.
      const pending = page.getByTestId('pending-marker');
      await pending.waitFor();
      const suggested = await pending.textContent();
      const offBy = async () => {
        const box = await pending.boundingBox();
        return box ? Math.hypot(box.x + box.width / 2 - at.x, box.y + box.height / 2 - at.y) : Infinity;
      };
      await until(async () => (await offBy()) < 4, `the door to be added is not where ${title} was clicked`);
      await onPending?.(pending, at, i);
      run.actions += 1;
      if (suggested?.includes(next)) {
        // Confirm has the focus: Enter adds the door.
        await page.keyboard.press('Enter');
      } else {
        // Without a plan the editor suggests the first room with no door from here yet.
        await page.getByLabel('Leads to').selectOption({ label: next });
        await until(
          async () => (await pending.textContent())?.includes(next) ?? false,
          `the door to be added does not lead to ${next}`,
        );
        await click(page.getByRole('button', { name: 'Confirm door' }));
      }
      await page.getByRole('button', { name: `Door to ${next}` }).waitFor();
      await click(page.getByRole('button', { name: `Add door back from ${next}` }));
    }
    await page.getByText(/^Saved at/).waitFor();
  } finally {
    page.off('load', onLoad);
  }
  return run;
}
