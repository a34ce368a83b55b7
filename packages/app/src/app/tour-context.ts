import { useOutletContext } from 'react-router';
import type { VisitorTour } from '@tourview/schema';

/** What the tour route hands to its child screens. */
export interface TourOutletContext {
  tour: VisitorTour;
}

/** The tour that the parent route loaded, for the tour and video screens. */
export function useTourContext(): TourOutletContext {
  return useOutletContext<TourOutletContext>();
}
