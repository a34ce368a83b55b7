import { readItem, writeItem } from '../../lib/safe-storage.js';

const KEY = 'tourview.look-around-hint';

/** Whether this device has not yet dismissed the "drag to look around" hint. */
export function isFirstVisit(): boolean {
  return readItem(KEY) === null;
}

/** Remembers that the hint was seen; where storage is refused, for this page's life only. */
export function rememberVisit(): void {
  writeItem(KEY, 'seen');
}
