export { RecentTours } from './recent-tours.js';
export { rememberTour, readRecentTours, type RecentTour } from './recent-tours-store.js';
