import { readFileSync } from 'node:fs';
import { manifestSchema } from '@tourview/schema';
import { describe, expect, it } from 'vitest';
import { wrapDegrees } from './outputs/view-angles.js';

const manifest = manifestSchema.parse(
  JSON.parse(readFileSync(new URL('../tour/tour.json', import.meta.url), 'utf8')),
);

const DEG = 180 / Math.PI;

/** The part of the view a visitor sees: a phone held upright, and a desktop beside the 384 px details panel. */
const SCREENS = [
  { name: 'phone 390×844', width: 390, height: 844 },
  { name: 'desktop 1280×720', width: 1280 - 384, height: 720 },
];

/** A door's marker is about 44 px wide: its centre this far inside the edge shows all of it. */
const MARGIN_DEG = 3;

/** Half the horizontal field of view, in degrees, for a vertical fov on a screen. */
function halfWidthDeg(fov: number, { width, height }: { width: number; height: number }): number {
  return Math.atan((Math.tan(fov / 2 / DEG) * width) / height) * DEG;
}

// A visitor who opens a room and sees no door does not know where to go next.
describe('the demo tour’s start views', () => {
  for (const screen of SCREENS)
    it(`show at least one door of every room on a ${screen.name}`, () => {
      const doorless = manifest.scenes.flatMap(({ id, initialView, links }) => {
        const { yaw, pitch, fov } = initialView ?? { yaw: 0, pitch: 0, fov: 75 };
        const across = halfWidthDeg(fov, screen) - MARGIN_DEG;
        const shown = links.some(
          (door) =>
            Math.abs(wrapDegrees(door.yaw - yaw)) <= across &&
            Math.abs(door.pitch - pitch) <= fov / 2 - MARGIN_DEG,
        );
        const nearest = Math.min(...links.map((door) => Math.abs(wrapDegrees(door.yaw - yaw))));
        return shown ? [] : [`${id}: nearest door ${nearest.toFixed(1)}° off, ±${across.toFixed(1)}° shown`];
      });
      expect(doorless).toEqual([]);
    });
});
