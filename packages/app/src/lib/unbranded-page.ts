import { TOUR_ELEMENT_ID } from '@tourview/schema';
import { parseJsonElement } from './page-data.js';

/**
 * Whether the page is an unbranded code's tour page (the server inlined an unbranded record).
 * Such a page starts no Firebase: listing services accept nothing that identifies the
 * platform, and analytics would tell Google whose tour it is. Read from the page, so a visitor
 * who typed the code on home (where Firebase may have started already) is the one exception.
 */
export function isUnbrandedPage(doc: Document): boolean {
  const tour = parseJsonElement(doc, TOUR_ELEMENT_ID);
  return typeof tour === 'object' && tour !== null && 'unbranded' in tour;
}
