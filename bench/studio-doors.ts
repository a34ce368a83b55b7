import { loadavg } from 'node:os';
import { launchBrowser } from '../e2e/support/browser.js';
import { placeDoorsBothWays } from '../e2e/support/doors.js';
import {
  draftScene,
  markerPanorama,
  PLAN,
  settledMarker,
  startStudioTour,
  twoRoomPlan,
} from '../e2e/support/studio-tour.js';

const CODE = 'bench-doors';
const ROOMS = ['Hall', 'Kitchen', 'Living', 'Bedroom', 'Bath'] as const;
const LAPTOP = { width: 1440, height: 900 };

/**
 * "Five rooms, doors both ways" in the scene editor at laptop size: the rooms pinned west to
 * east on one floor plan, a door from each to the next and its door back, placed by
 * {@link placeDoorsBothWays} as the browser tests place them. Counts the clicks and key presses
 * sent, the page loads, and the seconds from the first room's editor showing its panorama to
 * the last door saved.
 */
export async function runStudioDoorsBench(): Promise<Record<string, number | string>> {
  const tour = await startStudioTour({
    code: CODE,
    scenes: ROOMS.map((title) => draftScene(title.toLowerCase(), title, 'marker.png')),
    files: [
      { name: 'marker.png', kind: 'panorama', make: markerPanorama },
      { name: 'plan.png', kind: 'plan', make: twoRoomPlan, size: PLAN },
    ],
    floorPlans: [
      {
        id: 'ground',
        label: 'Ground floor',
        image: 'plan.png',
        north: 0,
        scenes: ROOMS.map((title, i) => ({
          scene: title.toLowerCase(),
          x: 40 + i * 80,
          y: 100,
          yawOffset: 0,
        })),
      },
    ],
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: LAPTOP });
    await tour.openTourPage(page);
    await page.goto(`${tour.stack.studioUrl}/tours/${CODE}/scenes/hall`);
    await page.getByRole('application', { name: 'Panorama of Hall' }).waitFor();
    const started = performance.now();
    const run = await placeDoorsBothWays(page, ROOMS, settledMarker);
    const seconds = (performance.now() - started) / 1000;
    const stored = await tour.stored(page);
    const doors = stored.scenes.reduce((n, scene) => n + scene.links.length, 0);
    return {
      'doors.rooms': ROOMS.length,
      'doors.doors': doors,
      'doors.actions': run.actions,
      'doors.pageLoads': run.loads,
      'doors.seconds': +seconds.toFixed(1),
      'doors.loadAverage': +(loadavg()[0] ?? 0).toFixed(1),
    };
  } finally {
    await browser.close();
    await tour.stop();
  }
}
