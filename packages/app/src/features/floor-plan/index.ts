import { lazyWithRetry } from '../../components/lazy-with-retry.js';

export type { FloorPlanProps } from './floor-plan.js';

/**
 * The floor plan, loaded on demand: not every tour has one and the first panorama needs none.
 * Render it inside a `<LazyPart>`, which offers a retry when its code cannot be loaded.
 */
export const FloorPlan = lazyWithRetry(() => import('./floor-plan.js'));
