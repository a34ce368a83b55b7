import { lazy } from 'react';

export type { FloorPlanProps } from './floor-plan.js';

/** The floor plan, loaded on demand: not every tour has one and the first panorama needs none. */
export const FloorPlan = lazy(() => import('./floor-plan.js'));
