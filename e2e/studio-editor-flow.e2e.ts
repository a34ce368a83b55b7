import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { newPage } from './support/pages.js';
import {
  draftScene,
  greenPhoto,
  isMarkerRed,
  markerPanorama,
  turnWithKey,
  settledMarker,
  PHOTO_GREEN,
  PLAN,
  startStudioTour,
  twoRoomPlan,
  type StudioTour,
} from './support/studio-tour.js';
import { openTour } from './support/tour-page.js';
import { useBrowser } from './support/use-browser.js';

const browser = useBrowser();
const CODE = 'flow-1';

/** Opens the hall's scene editor from the tour page. */
async function openHallEditor(tour: StudioTour, page: Page): Promise<void> {
  await tour.openTourPage(page);
  await page.getByRole('link', { name: 'Edit Hall' }).click();
  await page.getByRole('heading', { name: 'Edit Hall' }).waitFor();
}

/** The visitor's info point opens with the attached photo: its middle pixel is the photo's green. */
async function expectInfoPhoto(page: Page): Promise<void> {
  await page.getByTestId('tour-viewer').getByRole('button', { name: 'About: Boiler' }).focus();
  await page.keyboard.press('Enter');
  const photo = page.getByTestId('info-popover').locator('img');
  await photo.waitFor({ timeout: 10_000 });
  await expect
    .poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  const box = await photo.boundingBox();
  if (!box) throw new Error('the photo is not on screen');
  const shot = await page.screenshot({
    clip: { x: box.x + box.width / 2 - 1, y: box.y + box.height / 2 - 1, width: 3, height: 3 },
  });
  const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = [...data.subarray(12, 15)];
  pixel.forEach((value, i) => expect(Math.abs(value - (PHOTO_GREEN[i] ?? 0))).toBeLessThan(12));
  await page.keyboard.press('Escape');
  await page.getByTestId('info-popover').waitFor({ state: 'detached' });
}

/** The scene list's ids in their order on the tour page. */
const sceneOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Scene order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-scene')));

// The "done when" of the visual editor: everything an operator does to a tour, in one story, down
// to what a visitor sees; then the two ways saving can fail.
describe('the studio’s visual editor, from placing a door to a visitor seeing it', () => {
  let tour: StudioTour;

  beforeAll(async () => {
    tour = await startStudioTour({
      code: CODE,
      scenes: ['Hall', 'Kitchen', 'Bath'].map((title) =>
        draftScene(title.toLowerCase(), title, 'marker.png'),
      ),
      files: [
        { name: 'marker.png', kind: 'panorama', make: markerPanorama },
        { name: 'plan.png', kind: 'plan', make: twoRoomPlan, size: PLAN },
        { name: 'boiler.jpg', kind: 'image', make: greenPhoto },
      ],
      publishedAs: true,
    });
  });
  afterAll(() => tour.stop());

  it('edits scenes, plan and order, says what changed, publishes, and the visitor’s door sits on the marker', async () => {
    const { page } = await newPage(browser());
    await openHallEditor(tour, page);
    const marker = await settledMarker(page);

    await page.getByRole('button', { name: 'Add door', exact: true }).click();
    await page.mouse.click(marker.x, marker.y);
    await page.getByLabel('Leads to').selectOption({ label: 'Kitchen' });
    await page.getByRole('button', { name: 'Confirm door' }).click();
    await page.getByRole('button', { name: 'Add info point' }).click();
    await page.mouse.click(marker.x - 200, marker.y + 40);
    await page.getByLabel('Title (en)').fill('Boiler');
    await page.getByLabel('Text (en)').fill('New in 2025.');
    await page.getByRole('button', { name: 'Confirm info point' }).click();
    await page.getByLabel('Photo').selectOption('boiler.jpg');
    await expect.poll(async () => (await tour.stored(page)).scenes[0]?.infos[0]?.image).toBe('boiler.jpg');
    const placed = (await tour.stored(page)).scenes[0]?.infos[0];

    // A drag moves the info point; undo puts it back in one step, redo moves it again. Even
    // scrolled to the end of the panel beside it, the panorama and its hotspots stay in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const info = page.getByRole('button', { name: 'Info point: Boiler' });
    const from = await info.boundingBox();
    if (!from || !placed) throw new Error('the info point is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++)
      await page.mouse.move(from.x + from.width / 2 + step * 10, from.y + 10);
    await page.mouse.up();
    // The fields follow the edit on React's next render, which a busy machine may delay.
    const yaw = page.getByLabel('Yaw (°)');
    const yawShown = async () => Number(await yaw.inputValue());
    await expect.poll(yawShown).toBeGreaterThan(placed.yaw + 3);
    const dragged = await yawShown();
    await page.keyboard.press('Control+z');
    await expect.poll(yawShown).toBeCloseTo(placed.yaw, 5);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(yawShown).toBeCloseTo(dragged, 5);
    // Turn the camera with the engine's own keys, then take its view as the start view.
    await page.getByRole('application', { name: 'Panorama of Hall' }).focus();
    await turnWithKey(page, 'ArrowLeft');
    await page.getByRole('button', { name: 'Use this view as the start view' }).click();
    await expect.poll(async () => (await tour.stored(page)).scenes[0]?.infos[0]?.yaw).toBeCloseTo(dragged, 5);
    // The photo is still the info point's after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Info point: Boiler' }).focus();
    expect(await page.getByLabel('Photo').inputValue()).toBe('boiler.jpg');

    // The plan: kitchen and bath pinned in the two rooms; the door through the doorway accepted.
    await page.getByRole('link', { name: `Back to ${CODE}` }).click();
    await page.getByRole('link', { name: 'Edit floor plans' }).click();
    await page.getByLabel('Floor name').fill('Ground floor');
    await page.getByRole('button', { name: 'Add floor' }).click();
    const image = page.getByRole('img', { name: 'Floor plan Ground floor' });
    await expect
      .poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 15_000 })
      .toBe(400);
    const box = await image.boundingBox();
    if (!box) throw new Error('the plan is not on screen');
    const at = (x: number, y: number) =>
      [box.x + (x / 400) * box.width, box.y + (y / 200) * box.height] as const;
    await page.getByLabel('Scene to pin').selectOption({ label: 'Kitchen' });
    await page.mouse.click(...at(100, 100));
    await page.getByLabel('Scene to pin').selectOption({ label: 'Bath' });
    await page.mouse.click(...at(300, 100));
    await page.getByRole('button', { name: /^Accept door (Kitchen ↔ Bath|Bath ↔ Kitchen)$/ }).click();
    await page.getByText(/^Saved at/).waitFor();

    // The order: bath dragged to the top, then the hall moved down by keyboard.
    await page.getByRole('link', { name: `Back to ${CODE}` }).click();
    const scenes = page.getByRole('list', { name: 'Scene order' }).getByRole('listitem');
    await scenes.nth(2).dragTo(scenes.nth(0));
    await expect.poll(() => sceneOrder(page)).toEqual(['bath', 'hall', 'kitchen']);
    await page.getByRole('button', { name: 'Move Hall down' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await tour.stored(page)).scenes.map((s) => s.id))
      .toEqual(['bath', 'kitchen', 'hall']);

    const summary = page.getByRole('region', { name: 'Changes since version 1' });
    await expect
      .poll(() => summary.locator(':scope > ul > li').allInnerTexts(), { timeout: 10_000 })
      .toEqual([
        'Tour\nStart scene changed from Hall to Bath\nScenes reordered\nFloor “Ground floor” added',
        'Bath\n1 door added (to Kitchen)\nPinned on “Ground floor”',
        'Kitchen\n1 door added (to Bath)\nPinned on “Ground floor”',
        'Hall\nStart view changed\n1 door added (to Kitchen)\nInfo point “Boiler” added',
      ]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Publish draft' }).click();
    await page.locator('[role="status"][data-job-state="done"]').waitFor({ timeout: 45_000 });
    await page.getByRole('row', { name: /^2 · live/ }).waitFor();
    await page.getByText('Nothing changed since version 2.').waitFor();
    expect(await page.getByRole('button', { name: 'Publish draft' }).isDisabled()).toBe(true);

    // The visitor looks where the door was placed: its button lies on the marker's red.
    const visitor = await openTour(
      browser(),
      tour.stack.baseUrl,
      `${CODE}?scene=hall&yaw=30&pitch=10&fov=70`,
    );
    try {
      const door = visitor.page.getByTestId('tour-viewer').getByRole('button', { name: 'Go to Kitchen' });
      // Focusing the info point may turn the view to it: the door is measured once the view is still.
      await expectInfoPhoto(visitor.page);
      const hidden = await visitor.page.addStyleTag({ content: '[data-hotspot] { visibility: hidden; }' });
      await settledMarker(visitor.page, '[data-testid="tour-viewer"] canvas');
      await hidden.evaluate((style) => (style as Element).remove());
      const doorBox = await door.boundingBox();
      if (!doorBox) throw new Error('the door is not on screen');
      await visitor.page.addStyleTag({ content: '[data-hotspot] { visibility: hidden; }' });
      // The panorama's pixel under the door button's centre is the marker's red.
      const centre = { x: doorBox.x + doorBox.width / 2, y: doorBox.y + doorBox.height / 2 };
      const shot = await visitor.page.screenshot({
        clip: { x: centre.x - 1, y: centre.y - 1, width: 3, height: 3 },
      });
      const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const [r, g, b] = [...data.subarray(12, 15)];
      expect(isMarkerRed(r ?? 0, g ?? 255, b ?? 255), `rgb(${r}, ${g}, ${b}) under the door`).toBe(true);
    } finally {
      await visitor.close();
    }
    // The whole operator flow with a publish: about 45 s while other browser tests share 2 cores.
  }, 120_000);

  it('says who changed the draft when another tab saved first', async () => {
    const { context, page } = await newPage(browser());
    await openHallEditor(tour, page);
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByRole('heading', { name: 'Edit Hall' }).waitFor();
    const hallDoor = (p: Page) => p.getByRole('button', { name: 'Door to Kitchen' });
    await hallDoor(other).focus();
    await other.keyboard.press('ArrowUp');
    await other.getByText(/^Saved at/).waitFor();

    await hallDoor(page).focus();
    await page.keyboard.press('ArrowDown');
    await page
      .getByRole('alert')
      .getByText(/^Not saved\. Changed by ed@example\.com at .+ — reload to see their changes\.$/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 30_000);

  it('brings back edits made while the server could not be reached, and saves them on the next visit', async () => {
    const { context, page } = await newPage(browser());
    await openHallEditor(tour, page);
    const hallDoorYaw = async () =>
      (await tour.stored(page)).scenes.find((s) => s.id === 'hall')?.links[0]?.yaw;
    const before = (await hallDoorYaw()) ?? 0;
    // Saves fail while the server cannot be reached; on the next visit they wait until the test
    // has seen what the page restored.
    let offline = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`**/api/studio/tours/${CODE}/draft`, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      if (offline) return route.abort('internetdisconnected');
      await held;
      return route.fallback();
    });
    await page.getByRole('button', { name: 'Door to Kitchen' }).focus();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('alert')
      .getByText(/^Not saved\. The studio cannot be reached/)
      .waitFor();

    // The next visit, while this tab is still open: leaving it would send its edits with
    // keepalive, which no route can hold back, so only localStorage can bring them.
    offline = false;
    const again = await context.newPage();
    await again.goto(page.url());
    await again.getByRole('button', { name: 'Door to Kitchen' }).click();
    expect(Number(await again.getByLabel('Yaw (°)').inputValue())).toBeCloseTo(before + 1, 5);
    const storedYaw = async () =>
      (await tour.stored(again)).scenes.find((s) => s.id === 'hall')?.links[0]?.yaw;
    expect(await storedYaw()).toBeCloseTo(before, 5);
    release();
    await expect.poll(storedYaw, { timeout: 5_000 }).toBeCloseTo(before + 1, 5);
  }, 30_000);

  it('sends a session signed out elsewhere to sign in, and back to the editor, whose edit it then saves', async () => {
    const { page } = await newPage(browser());
    await openHallEditor(tour, page);
    const editor = new URL(page.url());
    const storedYaw = async () =>
      (await tour.stored(page)).scenes.find((s) => s.id === 'hall')?.links[0]?.yaw;
    const before = (await storedYaw()) ?? 0;
    // Another device signs the account out everywhere while the editor is open here.
    const { page: elsewhere } = await newPage(browser());
    await tour.openTourPage(elsewhere);
    await elsewhere.getByRole('button', { name: 'Sign out everywhere' }).click();
    await elsewhere.waitForURL((url) => url.pathname === '/sign-in');

    await page.getByRole('button', { name: 'Door to Kitchen' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(
      (url) =>
        url.pathname === '/sign-in' && url.searchParams.get('next') === editor.pathname + editor.search,
    );
    await page.getByText('Sign in to go back to where you were').waitFor();
    await page.getByLabel('Email').fill(tour.email);
    await page.getByLabel('Password').fill(tour.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href === editor.href);
    await page.getByRole('button', { name: 'Door to Kitchen' }).click();
    expect(Number(await page.getByLabel('Yaw (°)').inputValue())).toBeCloseTo(before + 1, 5);
    await expect.poll(storedYaw, { timeout: 5_000 }).toBeCloseTo(before + 1, 5);
  }, 40_000);
});
