export { engagement, type Engagement } from './engagement.js';
export { useEngagementVisit } from './use-engagement-visit.js';
