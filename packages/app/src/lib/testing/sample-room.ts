import type { Scene } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';

/**
 * A valid room of the sample tour under another id, with no links so that it fits any tour,
 * for tests that lay out their own rooms with `sampleTour(code, { scenes })`.
 */
export function sampleRoom(id: string, overrides: Partial<Scene> = {}): Scene {
  const [room] = sampleTour().scenes;
  if (!room) throw new Error('The sample tour has rooms.');
  return { ...room, id, links: [], ...overrides };
}
