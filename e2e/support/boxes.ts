import type { Locator } from 'playwright-core';

/** An element's box on the page, in CSS px. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box; throws when it is not laid out. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('expected a laid-out element');
  return found;
}

/** True when the two boxes overlap. */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
